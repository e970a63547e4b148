/// Why a compiled file could not be read: a message and the byte offset where reading failed.
public struct CompiledFormatError: Error, Sendable, Hashable {
    /// A lower-case message without a trailing period.
    public let message: String
    /// The byte offset in the file.
    public let offset: Int

    /// Creates an error.
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
}
