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
        // Over UTF-8 bytes: `/` is one byte that never occurs inside another character's bytes.
        let bytes = path.utf8
        var end = bytes.endIndex
        while bytes.distance(from: bytes.startIndex, to: end) > 1, bytes[bytes.index(before: end)] == slash {
            end = bytes.index(before: end)
        }
        let trimmed = bytes[..<end]
        guard let found = trimmed.lastIndex(of: slash) else { return String(Substring(trimmed)) }
        return String(Substring(trimmed[bytes.index(after: found)...]))
    }

    /// The byte of `/`.
    private static let slash = UInt8(ascii: "/")

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
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
            guard let base = buffer.baseAddress, getcwd(base, buffer.count) != nil else { return "." }
            return String(decoding: UnsafeRawBufferPointer(start: base, count: strlen(base)), as: UTF8.self)
        }
    }

    /// An absolute, normalised form of a path (`.` and `..` resolved lexically, no symlinks resolved).
    static func absolute(_ path: String, relativeTo base: String? = nil) -> String {
        let combined = path.hasPrefix("/") ? path : join(base ?? currentDirectory(), path)
        return normalize(combined)
    }

    /// Resolves `.` and `..` and duplicate slashes lexically.
    static func normalize(_ path: String) -> String {
        // Over UTF-8 bytes (components split at the one-byte `/`), without Character segmentation.
        let bytes = Array(path.utf8)
        let isAbsolute = bytes.first == slash
        var parts: [Range<Int>] = []
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            defer { start = end + 1 }
            let part = bytes[start..<end]
            if part.isEmpty || part.elementsEqual(dot) { continue }
            if part.elementsEqual(dotDot), let last = parts.last, !bytes[last].elementsEqual(dotDot) {
                parts.removeLast()
                continue
            }
            if part.elementsEqual(dotDot), isAbsolute { continue }
            parts.append(start..<end)
        }
        var joined: [UInt8] = isAbsolute ? [slash] : []
        joined.reserveCapacity(bytes.count + 1)
        for (position, part) in parts.enumerated() {
            if position > 0 { joined.append(slash) }
            joined += bytes[part]
        }
        return joined.isEmpty ? "." : String(decoding: joined, as: UTF8.self)
    }

    private static let dot: [UInt8] = [UInt8(ascii: ".")]
    private static let dotDot: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: ".")]

    /// The parent folder of an absolute, normalised path; nil for `/`.
    static func parent(_ path: String) -> String? {
        guard path != "/" else { return nil }
        let bytes = path.utf8
        guard let slash = bytes.lastIndex(of: Self.slash) else { return nil }
        if slash == bytes.startIndex { return "/" }
        return String(Substring(bytes[..<slash]))
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
        DirectoryEntries.names(in: folder)?.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The contents of a file as text, or nil when it cannot be read (`FileBytes.readText`).
    static func readText(_ path: String) -> String? { FileBytes.readText(path) }

    /// The bytes of a file, or nil when it cannot be read (`FileBytes.read`).
    static func readBytes(_ path: String) -> [UInt8]? { FileBytes.read(path) }

    /// The bytes of a file, never more than `limit` of them (`FileBytes.read(_:atMost:)`).
    static func readBytes(_ path: String, atMost limit: Int) -> FileBytes.BoundedRead {
        FileBytes.read(path, atMost: limit)
    }

    /// The message for the current `errno`.
    static func lastErrorMessage() -> String { FileBytes.lastErrorMessage() }
}
