internal import Glibc

/// Writes whole files (exported `.strings`) without Foundation.
enum BinaryFile {
    /// Writes bytes to a path, replacing it; false when the file cannot be written.
    static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "wb") else { return false }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file) == 0
        return written == bytes.count && closed
    }
}

extension BinaryFile {
    /// A file's bytes, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes += buffer[0..<count] }
            if count < buffer.count { break }
        }
        return ferror(file) != 0 ? nil : bytes
    }
}
