internal import Glibc
import NibPrimitives

/// Folder queries and listings over Glibc (the library avoids Foundation); whole files go through
/// `FileBytes`.
enum BinaryFiles {
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

    /// The size of a regular file, or nil when it is missing or no regular file.
    static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// Reads a regular file whose size was just read (`stat`) into `buffer`, replacing its
    /// contents: opened and read with one `read` call, without the `fstat` that `FileBytes.read`
    /// makes (system calls cost several microseconds each here, and a storyboard folder has one
    /// part per scene). The buffer's storage is reused when nothing else holds it, so that reading
    /// the parts of a folder one after another touches no new memory (a first touch of a page
    /// costs a page fault). A file that has grown since is read again through `FileBytes`; false
    /// when it cannot be read.
    static func read(_ path: String, size: Int, into buffer: inout [UInt8]) -> Bool {
        guard size >= 0, size < 1 << 30 else { return reread(path, into: &buffer) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        // One byte more than the size: a short read of a regular file is its end, a full one
        // means the file grew.
        if buffer.count < size + 1 {
            buffer.append(contentsOf: repeatElement(0, count: size + 1 - buffer.count))
        } else {
            buffer.removeLast(buffer.count - (size + 1))
        }
        var got = -1
        buffer.withUnsafeMutableBytes { raw in
            repeat {
                got = Glibc.read(descriptor, raw.baseAddress, size + 1)
            } while got < 0 && errno == EINTR
        }
        close(descriptor)
        guard got >= 0 else { return false }
        guard got <= size else { return reread(path, into: &buffer) }
        buffer.removeLast(size + 1 - got)
        return true
    }

    private static func reread(_ path: String, into buffer: inout [UInt8]) -> Bool {
        guard let bytes = FileBytes.read(path) else { return false }
        buffer = bytes
        return true
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
