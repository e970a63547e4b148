internal import Glibc

/// Whole-file reads and writes over POSIX, the one implementation every module uses (the
/// libraries avoid Foundation).
public enum FileBytes {
    /// The bytes of a file, or nil when it cannot be read or is a folder (`errno` then says why).
    /// A regular file is read with one `read` into an uninitialised buffer of the size `fstat`
    /// reports plus one byte (a short read means the end); only a file that grew meanwhile, or a
    /// pipe, takes more reads.
    /// - Parameter path: The file.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        if info.st_mode & S_IFMT == S_IFDIR {
            errno = EISDIR
            return nil
        }
        let regular = info.st_mode & S_IFMT == S_IFREG
        var capacity = regular ? Int(info.st_size) + 1 : 64 * 1024
        var bytes: [UInt8] = []
        while true {
            guard let chunk = readChunk(descriptor, capacity: capacity, regular: regular) else { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < capacity { return bytes }
            capacity = 64 * 1024
        }
    }

    /// Up to `capacity` bytes from a descriptor (fewer only at the end), or nil on a read error.
    private static func readChunk(_ descriptor: Int32, capacity: Int, regular: Bool) -> [UInt8]? {
        var failed = false
        let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var total = 0
            while total < capacity {
                let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + total }, capacity - total)
                if got < 0, errno == EINTR { continue }
                if got < 0 { failed = true }
                if got <= 0 { break }
                total += got
                if regular, total < capacity { break }
            }
            count = total
        }
        return failed ? nil : chunk
    }

    /// Reads a file in pieces of at most `chunkSize` bytes, for a consumer that parses as it goes;
    /// the buffer is reused and not zeroed (each piece is what `read` filled).
    /// - Parameters:
    ///   - path: The file.
    ///   - chunkSize: The largest piece.
    ///   - body: Takes each piece; returns false to stop reading.
    /// - Returns: nil when the file was read to its end (or `body` stopped), else why it cannot be
    ///   read (`strerror`, or "is a directory").
    public static func stream(
        _ path: String, chunkSize: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return lastErrorMessage() }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return "is a directory" }
        return stream(descriptor: descriptor, chunkSize: chunkSize, body)
    }

    /// Reads an open file from its current position in pieces of at most `chunkSize` bytes, as
    /// ``stream(_:chunkSize:_:)`` does; the caller opened it (and closes it).
    /// - Returns: nil when the file was read to its end (or `body` stopped), else why it cannot be
    ///   read (`strerror`).
    package static func stream(
        descriptor: Int32, chunkSize: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> String? {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(chunkSize, 1))
        defer { buffer.deallocate() }
        while true {
            let count = Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return lastErrorMessage() }
            if count == 0 || !body(UnsafeBufferPointer(rebasing: buffer[0..<count])) { return nil }
        }
    }

    /// The bytes of a file as UTF-8 text (invalid sequences repaired), or nil when it cannot be read.
    /// - Parameter path: The file.
    public static func readText(_ path: String) -> String? {
        read(path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The first `count` bytes of a file (for sniffing its format), or nil when it cannot be read.
    /// - Parameters:
    ///   - path: The file.
    ///   - count: How many bytes at most.
    public static func prefix(_ path: String, _ count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress.map { $0 + filled }, count - filled)
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return Array(bytes[0..<filled])
    }

    /// Writes bytes to a file, replacing it.
    /// - Parameters:
    ///   - bytes: The contents.
    ///   - path: The file.
    ///   - atomically: Write a temporary file beside it and rename it into place, so that a failure
    ///     never leaves half a file (not for devices such as `/dev/stdout`).
    /// - Returns: nil on success, else the reason (`strerror`).
    public static func write(_ bytes: [UInt8], to path: String, atomically: Bool = false) -> String? {
        let target = atomically ? path + ".nibload-tmp" : path
        guard let file = fopen(target, "wb") else { return lastErrorMessage() }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        var reason = written != bytes.count || fflush(file) != 0 ? lastErrorMessage() : nil
        if fclose(file) != 0, reason == nil { reason = lastErrorMessage() }
        if atomically {
            if reason == nil, rename(target, path) != 0 { reason = lastErrorMessage() }
            if reason != nil { unlink(target) }
        }
        return reason
    }

    /// Writes text as UTF-8; see ``write(_:to:atomically:)``.
    public static func write(_ text: String, to path: String, atomically: Bool = false) -> String? {
        write(Array(text.utf8), to: path, atomically: atomically)
    }

    /// The message for the current `errno`.
    public static func lastErrorMessage() -> String { String(cString: strerror(errno)) }
}
