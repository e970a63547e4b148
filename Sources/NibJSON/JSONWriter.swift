/// Writes JSON text in nibload's one style into a byte buffer, handing full chunks to a sink as it
/// goes, so that no document is held whole and no `String` is made per value.
///
/// The style: two spaces of indentation per level, one member or element per line, `"key": value`,
/// `[]` and `{}` for empty containers, members in the order written, and only `"`, `\` and control
/// characters escaped (`\n`, `\r`, `\t`, else `\u00XX`); everything else is copied as UTF-8 bytes.
///
/// Values go in as a sequence of calls: ``beginObject()``, ``key(_:)``, a value, …,
/// ``endObject()``. Commas, line breaks and indentation are the writer's business. Chunks handed
/// to the sink always end between two tokens, so each is whole UTF-8.
public struct JSONWriter {
    /// What receives the bytes: a full chunk during writing, the rest at ``finish()``.
    public typealias Sink = (UnsafeRawBufferPointer) -> Void

    /// The bytes written and not yet handed to the sink (everything, without a sink).
    public var bytes: [UInt8] { buffer.bytes }
    private var buffer: ByteBuffer
    private let sink: Sink?
    private let chunkSize: Int
    /// For each open container, whether it has an element yet.
    /// For each open container but the innermost, whether it has an element yet.
    private var outerHasElements: [Bool] = []
    /// Whether the innermost open container has an element yet.
    private var innermostHasElements = false
    /// How many containers are open.
    private var depth = 0
    /// Whether a key was just written, so that the value follows on its line.
    private var afterKey = false

    /// Creates a writer.
    /// - Parameters:
    ///   - chunkSize: How many bytes to collect before handing them to the sink.
    ///   - sink: Where chunks go; nil keeps every byte in ``bytes``.
    public init(chunkSize: Int = 1 << 16, sink: Sink? = nil) {
        self.sink = sink
        self.chunkSize = chunkSize
        buffer = ByteBuffer(capacity: sink == nil ? 1024 : chunkSize + 1024)
    }

    // MARK: Containers

    /// Opens an object.
    public mutating func beginObject() {
        startValue()
        buffer.append(UInt8(ascii: "{"))
        open()
    }

    /// Closes the innermost object.
    public mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array.
    public mutating func beginArray() {
        startValue()
        buffer.append(UInt8(ascii: "["))
        open()
    }

    /// Closes the innermost array.
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key that needs no escaping (one of nibload's own, ASCII).
    public mutating func key(_ name: StaticString) {
        startElement()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(name)
        buffer.append("\": " as StaticString)
        afterKey = true
    }

    /// Writes an object key that comes from data, escaped.
    public mutating func key(named name: String) {
        startElement()
        appendQuoted(name)
        buffer.append(": " as StaticString)
        afterKey = true
    }

    // MARK: Scalars

    /// Writes a string, escaped.
    public mutating func string(_ text: String) {
        startValue()
        appendQuoted(text)
        flushIfFull()
    }

    /// Writes a string, or `null` when there is none.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// Writes a whole number.
    public mutating func integer(_ number: Int) {
        startValue()
        appendDecimal(number)
        flushIfFull()
    }

    /// Writes a number given as its literal text, unchanged.
    public mutating func number(_ literal: String) {
        startValue()
        buffer.append(literal)
        flushIfFull()
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        startValue()
        buffer.append(flag ? "true" : "false" as StaticString)
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        buffer.append("null" as StaticString)
    }

    // MARK: Finishing

    /// Ends the text with a newline and hands every remaining byte to the sink.
    public mutating func finish() {
        buffer.append(UInt8(ascii: "\n"))
        flush()
    }

    /// Ends the text with a newline and returns everything written (for a writer without a sink).
    public mutating func finishedText() -> String {
        buffer.append(UInt8(ascii: "\n"))
        let text = buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
        buffer.removeAll()
        return text
    }

    /// Hands the bytes written so far to the sink.
    public mutating func flush() {
        guard let sink, !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { sink($0) }
        buffer.removeAll()
    }

    /// `"text"` with JSON's escapes, for text that quotes a string the JSON way (trace lines).
    public static func quoted(_ text: String) -> String {
        var writer = JSONWriter()
        writer.appendQuoted(text)
        return writer.buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: Layout

    private mutating func flushIfFull() {
        if sink != nil, buffer.count >= chunkSize { flush() }
    }

    /// Before a value: nothing after a key, else a new element of the enclosing container.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            startElement()
        }
    }

    /// A comma after the previous element, a line break and the indentation.
    private mutating func startElement() {
        guard depth > 0 else { return }
        if innermostHasElements { buffer.append(UInt8(ascii: ",")) }
        innermostHasElements = true
        newline(depth: depth)
    }

    private mutating func open() {
        if depth > 0 { outerHasElements.append(innermostHasElements) }
        innermostHasElements = false
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        guard depth > 0 else { return }
        let hadElements = innermostHasElements
        depth -= 1
        innermostHasElements = outerHasElements.popLast() ?? false
        if hadElements { newline(depth: depth) }
        buffer.append(bracket)
        flushIfFull()
    }

    private mutating func newline(depth: Int) {
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(UInt8(ascii: " "), times: depth * 2)
    }

    // MARK: Bytes

    private mutating func appendDecimal(_ number: Int) {
        buffer.append(number: number)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// `"text"`, escaping by bytes: runs that need no escape are copied whole.
    private mutating func appendQuoted(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                runStart = index + 1
                buffer.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): buffer.append(byte)
                case 0x0A: buffer.append(UInt8(ascii: "n"))
                case 0x0D: buffer.append(UInt8(ascii: "r"))
                case 0x09: buffer.append(UInt8(ascii: "t"))
                default:
                    buffer.append("u00" as StaticString)
                    buffer.append(Self.hexDigits[Int(byte >> 4)])
                    buffer.append(Self.hexDigits[Int(byte & 0xF)])
                }
            }
            if runStart < utf8.count { buffer.append(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        buffer.append(UInt8(ascii: "\""))
    }
}
