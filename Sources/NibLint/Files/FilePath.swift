internal import Glibc
internal import NibPrimitives

/// Small path and file-system helpers over Glibc (NibLint does not import Foundation).
enum FilePath {
    /// Joins a folder and a name with exactly one `/`.
    static func join(_ folder: String, _ name: String) -> String {
        if folder.isEmpty || folder == "." && !name.isEmpty { return name }
        if name.hasPrefix("/") { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The last component (`b.xib` for `a/b.xib`).
    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return String(trimmed) }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The name without its last extension (`Main` for `a/Main.storyboard`).
    static func stem(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The extension, lower case, without the dot (`storyboard`), or empty.
    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    /// The current directory, or `.` when it cannot be read.
    static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// An absolute, normalised form of a path (`.` and `..` resolved lexically, no symlinks resolved).
    static func absolute(_ path: String, relativeTo base: String? = nil) -> String {
        let combined = path.hasPrefix("/") ? path : join(base ?? currentDirectory(), path)
        return normalize(combined)
    }

    /// Resolves `.` and `..` and duplicate slashes lexically.
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", isAbsolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// The parent folder of an absolute, normalised path; nil for `/`.
    static func parent(_ path: String) -> String? {
        guard path != "/" else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return nil }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `path` relative to `base` when it is inside it (both absolute and normalised), else nil.
    static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix) else { return nil }
        return String(path.dropFirst(prefix.count))
    }

    /// What is at a path.
    enum Kind: Sendable, Equatable {
        case missing
        case file
        case directory
        case other
    }

    /// What is at a path, following symbolic links.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    /// Whether a path is a symbolic link (not followed).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT == S_IFLNK
    }

    /// The names in a folder, sorted by their UTF-8 bytes; nil when it cannot be read.
    static func entries(of folder: String) -> [String]? {
        DirectoryEntries.names(in: folder)?.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// The contents of a file as text, or nil when it cannot be read (`FileBytes.readText`).
    static func readText(_ path: String) -> String? { FileBytes.readText(path) }

    /// The bytes of a file, or nil when it cannot be read (`FileBytes.read`).
    static func readBytes(_ path: String) -> [UInt8]? { FileBytes.read(path) }

    /// The bytes of a file, never more than `limit` of them (`FileBytes.read(_:atMost:)`).
    static func readBytes(_ path: String, atMost limit: Int) -> FileBytes.BoundedRead { FileBytes.read(path, atMost: limit) }

    /// The message for the current `errno`.
    static func lastErrorMessage() -> String { FileBytes.lastErrorMessage() }
}
