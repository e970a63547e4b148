internal import Glibc

/// A path opened once (`open` and `fstat`), so that telling a folder from a file, sniffing a
/// file's format and reading it go through one descriptor instead of one path lookup each. The
/// descriptor is closed when the value is released, unless a folder took it over.
final class OpenedPath {
    /// The descriptor, or -1 once a folder took it over.
    private var descriptor: Int32
    /// Whether the path is a folder.
    let isDirectory: Bool
    /// Whether the path is a regular file.
    let isRegular: Bool
    /// The size `fstat` gave (meaningful for a regular file).
    let size: Int

    /// Opens a path; nil when it cannot be opened or examined.
    init?(_ path: String) {
        let descriptor = OpenFolder.retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        isDirectory = info.st_mode & S_IFMT == S_IFDIR
        isRegular = info.st_mode & S_IFMT == S_IFREG
        size = Int(info.st_size)
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The folder, which takes the descriptor over (nil when the path is no folder or was taken).
    func folder() -> OpenFolder? {
        guard isDirectory, descriptor >= 0 else { return nil }
        defer { descriptor = -1 }
        return OpenFolder(adopting: descriptor)
    }

    /// Runs `body` with the descriptor, which stays open (and owned by this value) meanwhile.
    func withDescriptor<Result>(_ body: (Int32) -> Result) -> Result {
        withExtendedLifetime(self) { body(descriptor) }
    }

    /// Up to `count` bytes from the start of a regular file (`pread`, which leaves the position
    /// where it is; fewer when a read fails); nil when it is no regular file.
    func prefix(_ count: Int) -> [UInt8]? {
        guard isRegular, descriptor >= 0 else { return nil }
        let descriptor = descriptor
        return fill(count) { pread(descriptor, $0, $1, off_t($2)) }.bytes
    }

    /// Up to `count` bytes read from the descriptor's position (a pipe's first bytes, which the
    /// read consumes: the caller hands them on); fewer at the end; nil on a read error.
    func head(_ count: Int) -> [UInt8]? {
        guard !isDirectory, descriptor >= 0 else { return nil }
        let descriptor = descriptor
        let (bytes, failed) = fill(count) { buffer, wanted, _ in read(descriptor, buffer, wanted) }
        return failed ? nil : bytes
    }

    /// Up to `count` bytes from `read(buffer, wanted, offset)` called until it is full or gives
    /// nothing, and whether a call failed.
    private func fill(
        _ count: Int, _ read: (UnsafeMutableRawPointer?, Int, Int) -> Int
    ) -> (bytes: [UInt8], failed: Bool) {
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            while filled < count {
                let got = OpenFolder.retrying { read(buffer.baseAddress.map { $0 + filled }, count - filled, filled) }
                if got < 0 { failed = true }
                if got <= 0 { break }
                filled += got
            }
        }
        return (bytes, failed)
    }

    /// The bytes of a file that is no folder (a pipe read to its end); nil when it cannot be read.
    func bytes() -> [UInt8]? {
        guard !isDirectory, descriptor >= 0 else { return nil }
        return FileDescriptorBytes.read(descriptor, expecting: isRegular ? size : 64 * 1024 - 1, regular: isRegular)
    }
}
