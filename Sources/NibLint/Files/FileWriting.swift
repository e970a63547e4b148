internal import NibPrimitives

extension FilePath {
    /// Writes bytes to a file through a temporary file beside it and a rename, so that a failure
    /// never leaves half a file.
    /// - Returns: nil on success, else the reason (`strerror`).
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        FileBytes.write(bytes, to: path, atomically: true)
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
