import NibArchive

/// Path arithmetic for storyboard files, without Foundation.
enum StoryboardPaths {
    /// `Main` for `Base.lproj/Main.storyboard`.
    /// Searched by Unicode scalar: a search by `Character` segments the whole path into grapheme
    /// clusters (about 40,000 instructions for a corpus path).
    static func baseName(of path: String) -> String {
        var name = Substring(path)
        if let slash = name.unicodeScalars.lastIndex(of: "/") {
            name = name[name.unicodeScalars.index(after: slash)...]
        }
        if let dot = name.unicodeScalars.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }

    /// `Base.lproj` for `Base.lproj/Main.storyboard`; nil for a bare file name.
    static func folder(of path: String) -> String? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `folder/name`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Throws when a loaded document cannot be used.
    static func checkReadable(_ loaded: ArchiveLoadResult) throws {
        switch loaded.outcome {
        case .malformed, .cannotOpen:
            throw NibLoadingError.unreadableDocument(file: loaded.archive.file, diagnostics: loaded.diagnostics)
        case .ok, .errors:
            return
        }
    }
}
