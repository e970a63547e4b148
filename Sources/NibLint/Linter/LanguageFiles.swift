internal import Glibc
import NibStrings

/// One language's `.strings` file of a base-localized document (`de.lproj/Main.strings` beside
/// `Base.lproj/Main.storyboard`).
struct LanguageFile: Sendable {
    /// The language folder's name without `.lproj` (`de`, `pt-BR`).
    let language: String
    /// The file, read.
    let strings: StringsFile
}

/// Finds the language files of a document: for `<folder>/Base.lproj/<Name>.storyboard|xib`, every
/// `<folder>/<language>.lproj/<Name>.strings` except Base's own.
enum LanguageFiles {
    /// The folder holding `Base.lproj` and the document's name, when the document is in `Base.lproj`.
    static func base(of document: String) -> (folder: String, name: String)? {
        guard let parent = FilePath.parent(document), FilePath.lastComponent(parent) == "Base.lproj" else { return nil }
        return (FilePath.parent(parent) ?? ".", FilePath.stem(document))
    }

    /// The language files on disk.
    static func onDisk(for document: String) -> [LanguageFile] {
        guard let (folder, name) = base(of: document), let entries = FilePath.entries(of: folder) else { return [] }
        var result: [LanguageFile] = []
        for entry in entries where entry.hasSuffix(".lproj") && entry != "Base.lproj" {
            let path = FilePath.join(FilePath.join(folder, entry), name + ".strings")
            guard let bytes = readBytes(path) else { continue }
            result.append(
                LanguageFile(language: String(entry.dropLast(6)), strings: StringsFile(bytes: bytes, file: path)))
        }
        return result
    }

    /// The language files among in-memory files, matched by folder and name as on disk.
    static func matching(_ document: String, among files: [(name: String, text: String)]) -> [LanguageFile] {
        guard let (folder, name) = base(of: document) else { return [] }
        return files.compactMap { file in
            guard let parent = FilePath.parent(file.name), (FilePath.parent(parent) ?? ".") == folder,
                FilePath.lastComponent(parent).hasSuffix(".lproj"), FilePath.lastComponent(parent) != "Base.lproj",
                FilePath.lastComponent(file.name) == name + ".strings"
            else { return nil }
            return LanguageFile(
                language: String(FilePath.lastComponent(parent).dropLast(6)),
                strings: StringsFile(text: file.text, file: file.name))
        }
    }

    /// A file's bytes (language files may be UTF-16), nil when it is missing or unreadable.
    static func readBytes(_ path: String) -> [UInt8]? {
        guard FilePath.kind(of: path) == .file else { return nil }
        return FilePath.readBytes(path)
    }
}
