internal import Glibc

/// Reads small text files (scripts) without Foundation.
enum TextFile {
    /// The file's text, or nil when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes += buffer[0..<count] }
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension TextFile {
    /// Writes text to a file, replacing it; returns nil on success, else why it failed.
    static func write(_ text: String, to path: String) -> String? {
        guard let file = fopen(path, "wb") else { return String(cString: strerror(errno)) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let failure = written == bytes.count ? nil : String(cString: strerror(errno))
        return fclose(file) == 0 ? failure : failure ?? String(cString: strerror(errno))
    }
}
