internal import Glibc
import NibPrimitives

/// Folder queries and listings over Glibc (the library avoids Foundation); whole files go through
/// `FileBytes`.
enum BinaryFiles {
    /// Whether `bytes` holds `expected` from `offset` (false when it runs past the end).
    static func bytes(_ bytes: [UInt8], at offset: Int, equal expected: [UInt8]) -> Bool {
        guard offset >= 0, expected.count <= bytes.count - offset else { return false }
        return bytes.withUnsafeBytes { raw in
            expected.withUnsafeBytes { wanted in
                guard let base = raw.baseAddress, let other = wanted.baseAddress else { return wanted.isEmpty }
                return memcmp(base + offset, other, wanted.count) == 0
            }
        }
    }

    /// `count` bytes of `bytes` from `offset` (within it: the caller checks) decoded as UTF-8,
    /// without copying them into an array first.
    static func string(_ bytes: [UInt8], at offset: Int, count: Int) -> String {
        precondition(offset >= 0 && count >= 0 && count <= bytes.count - offset, "string range outside the bytes")
        return bytes.withUnsafeBytes {
            String(decoding: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]), as: UTF8.self)
        }
    }

    /// Whether a path is a folder.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Whether a path exists.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// Creates a folder (and its parents); true when it exists afterwards.
    static func makeDirectory(_ path: String) -> Bool {
        if isDirectory(path) { return true }
        if let slash = path.lastIndex(of: "/"), slash != path.startIndex {
            _ = makeDirectory(String(path[..<slash]))
        }
        return mkdir(path, 0o755) == 0 || isDirectory(path)
    }

    /// The names in a folder, sorted.
    static func entries(of folder: String) -> [String] {
        (DirectoryEntries.names(in: folder) ?? []).sorted()
    }

    /// Joins a folder and a name.
    static func join(_ folder: String, _ name: String) -> String {
        folder.utf8.last == UInt8(ascii: "/") ? folder + name : folder + "/" + name
    }
}
