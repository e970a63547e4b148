internal import Glibc

extension FileBytes {
    /// What reading a file with a size limit gave.
    public enum BoundedRead: Sendable, Equatable {
        /// The whole file.
        case bytes([UInt8])
        /// The file is longer than the limit; the first `limit` bytes (for the position of the
        /// first byte past it).
        case tooLarge(prefix: [UInt8])
        /// The file cannot be read (`errno` says why).
        case failed
    }

    /// Reads a file, but never more than `limit` bytes of it (plus one read to see that there is
    /// more), so that `/dev/zero` or a huge file costs no more than the limit.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The largest file read whole.
    public static func read(_ path: String, atMost limit: Int) -> BoundedRead {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed }
        defer { close(descriptor) }
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while result.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed
            }
            if count == 0 { return .bytes(result) }
            result.append(contentsOf: buffer[0..<count])
        }
        return .tooLarge(prefix: Array(result.prefix(limit)))
    }
}
