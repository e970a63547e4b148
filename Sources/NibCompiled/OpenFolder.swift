internal import Glibc
import NibPrimitives

/// A folder held open by a descriptor, whose files are opened relative to it (`openat`): the
/// kernel then looks up one path component per file instead of walking the folder's whole path
/// again, which a storyboard folder (one part per scene) would pay per part. The descriptor is
/// closed when the folder is released.
final class OpenFolder {
    /// The folder's descriptor.
    private let descriptor: Int32

    /// Takes over an open descriptor of a folder.
    init(adopting descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Opens a folder; nil when it cannot be opened (it needs read permission) or is no folder.
    convenience init?(path: String) {
        let descriptor = Self.retrying { Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        self.init(adopting: descriptor)
    }

    /// The size of a regular file of the folder, or nil when it is missing or no regular file
    /// (symbolic links followed, as `stat` does).
    func size(of name: String) -> Int? {
        var info = stat()
        guard fstatat(descriptor, name, &info, 0) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    /// The bytes of a regular file of the folder (its size read with `fstat`), or nil when it
    /// cannot be read or is no regular file.
    func read(_ name: String) -> [UInt8]? {
        let file = Self.retrying { openat(descriptor, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileDescriptorBytes.read(file, expecting: Int(info.st_size), regular: true)
    }

    /// The bytes of a file of the folder whose size is not known, read with `capacity` bytes
    /// at hand: one `openat`, one `read` and one `close` when the file is smaller than the
    /// capacity (a short read of a regular file is its end). Only a file that fills the capacity,
    /// is empty or fails to read is looked at (`fstat`): nil unless it is a regular file, whose
    /// rest is then read. Opened without blocking, so that a FIFO among the parts cannot stall.
    func read(_ name: String, capacity: Int) -> [UInt8]? {
        let file = Self.retrying { openat(descriptor, name, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard file >= 0 else { return nil }
        defer { close(file) }
        let capacity = max(1, capacity)
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            let got = Self.retrying { Glibc.read(file, buffer.baseAddress, capacity) }
            failed = got < 0
            count = max(0, got)
        }
        if !failed, bytes.count > 0, bytes.count < capacity { return bytes }
        var info = stat()
        guard !failed, fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard bytes.count == capacity else { return bytes }
        guard
            let rest = FileDescriptorBytes.read(file, expecting: max(0, Int(info.st_size) - capacity), regular: true)
        else {
            return nil
        }
        bytes += rest
        return bytes
    }

    /// Runs a system call again while it is interrupted by a signal.
    static func retrying<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        var result = call()
        while result < 0, errno == EINTR { result = call() }
        return result
    }
}

/// Reads the rest of an open file.
enum FileDescriptorBytes {
    /// The bytes from the descriptor's position to the end of the file, expected to be
    /// `expecting` bytes: for a regular file one `read` of one byte more (a short read of a
    /// regular file is its end), more reads only when the file has grown since; anything else
    /// (a pipe) is read until a read gives nothing. Nil on a read error.
    static func read(_ file: Int32, expecting size: Int, regular: Bool) -> [UInt8]? {
        var capacity = max(0, size) + 1
        var bytes: [UInt8] = []
        while true {
            var failed = false
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                var total = 0
                while total < capacity {
                    let got = OpenFolder.retrying {
                        Glibc.read(file, buffer.baseAddress.map { $0 + total }, capacity - total)
                    }
                    if got < 0 { failed = true }
                    if got <= 0 { break }
                    total += got
                    if regular, total < capacity { break }
                }
                count = total
            }
            if failed { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < capacity { return bytes }
            capacity = 64 * 1024
        }
    }
}
