import NibJSON

/// Text written as UTF-8 bytes into one buffer, handed to a sink in chunks that end at a line
/// break: no `String` per line or per piece.
struct ByteOutput {
    /// Receives full chunks while writing and the rest at ``flush()``.
    typealias Sink = (UnsafeRawBufferPointer) -> Void

    private var buffer: ByteBuffer
    private let sink: Sink?
    private let chunkSize: Int

    /// Creates an output.
    /// - Parameters:
    ///   - chunkSize: How many bytes to collect before handing them to the sink.
    ///   - sink: Where chunks go; nil keeps every byte (see ``text``).
    init(chunkSize: Int = 1 << 16, sink: Sink? = nil) {
        self.sink = sink
        self.chunkSize = chunkSize
        buffer = ByteBuffer(capacity: sink == nil ? 4096 : chunkSize + 4096)
    }

    /// Appends a string's UTF-8.
    mutating func append(_ text: String) { buffer.append(text) }

    /// Appends a literal's UTF-8.
    mutating func append(_ text: StaticString) { buffer.append(text) }

    /// Appends raw bytes.
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { buffer.append(bytes) }

    /// Appends one byte.
    mutating func append(byte: UInt8) { buffer.append(byte) }

    /// Lets `body` append to the buffer directly (a writer of its own, such as a trace line's).
    mutating func append(with body: (inout ByteBuffer) -> Void) { body(&buffer) }

    /// Appends a whole number in decimal, or in lower-case hexadecimal with `radix: 16`.
    mutating func append(number: Int, radix: Int = 10) { buffer.append(number: number, radix: radix) }

    /// Ends a line, handing the buffer to the sink when it is full.
    mutating func newline() {
        buffer.append(UInt8(ascii: "\n"))
        if sink != nil, buffer.count >= chunkSize { flush() }
    }

    /// Hands every byte written so far to the sink.
    mutating func flush() {
        guard let sink, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { sink($0) }
        buffer.removeAll()
    }

    /// Everything written, as text (for an output without a sink).
    var text: String { buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) } }
}
