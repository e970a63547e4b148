/// Why a compiled file could not be read: a message and the byte offset where reading failed.
public struct CompiledFormatError: Error, Sendable, Hashable {
    /// A lower-case message without a trailing period.
    public let message: String
    /// The byte offset in the file.
    public let offset: Int
    /// The file of a folder the error is in (a storyboard folder's scene part), when it is not the
    /// file the reader was given; nil for that file.
    public let file: String?

    /// Creates an error at `offset` of the file being read, or of `file`.
    public init(_ message: String, at offset: Int, in file: String? = nil) {
        self.message = message
        self.offset = offset
        self.file = file
    }

    /// The same error in `file` (unless it already names a file).
    func located(in file: String) -> CompiledFormatError {
        self.file == nil ? CompiledFormatError(message, at: offset, in: file) : self
    }
}
