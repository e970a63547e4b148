internal import Glibc

extension FilePath {
    /// Writes bytes to a file through a temporary file beside it and a rename, so that a failure
    /// never leaves half a file.
    /// - Returns: nil on success, else the reason (`strerror`).
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        let temporary = path + ".nibload-tmp"
        guard let file = fopen(temporary, "wb") else { return lastErrorMessage() }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        let failed = written != bytes.count || fflush(file) != 0
        let reason = failed ? lastErrorMessage() : nil
        fclose(file)
        if let reason {
            unlink(temporary)
            return reason
        }
        guard rename(temporary, path) == 0 else {
            let reason = lastErrorMessage()
            unlink(temporary)
            return reason
        }
        return nil
    }
}

extension Baseline {
    /// Writes the baseline as ``jsonText()``.
    /// - Parameter path: The file.
    /// - Returns: nil on success, else why it could not be written.
    public func write(to path: String) -> String? {
        FilePath.write(Array(jsonText().utf8), to: path)
    }

    /// The absolute folder that holds a file (the folder a baseline's paths are relative to).
    public static func folder(containing path: String) -> String {
        FilePath.parent(FilePath.absolute(path)) ?? "/"
    }
}
