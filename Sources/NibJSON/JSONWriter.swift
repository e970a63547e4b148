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
        write(UInt8(ascii: "{"), after: takeValueSeparator())
        open()
    }

    /// Closes the innermost object.
    public mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array.
    public mutating func beginArray() {
        write(UInt8(ascii: "["), after: takeValueSeparator())
        open()
    }

    /// Closes the innermost array.
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key that needs no escaping (one of nibload's own, ASCII).
    public mutating func key(_ name: StaticString) {
        let separator = takeElementSeparator()
        buffer.appendInPlace(maximumCount: separator.maximumCount + ByteCursor.maximumCount(of: name) + 4) { cursor in
            separator.write(to: &cursor)
            cursor.put(UInt8(ascii: "\""))
            cursor.put(name)
            cursor.put(UInt8(ascii: "\""))
            cursor.put(UInt8(ascii: ":"))
            cursor.put(UInt8(ascii: " "))
        }
        afterKey = true
    }

    /// Writes an object key that comes from data, escaped.
    public mutating func key(named name: String) {
        appendQuoted(name, after: takeElementSeparator())
        buffer.append(": " as StaticString)
        afterKey = true
    }

    // MARK: Scalars

    /// Writes a string, escaped.
    public mutating func string(_ text: String) {
        appendQuoted(text, after: takeValueSeparator())
        flushIfFull()
    }

    /// Writes a string, or `null` when there is none.
    public mutating func string(_ text: String?) {
        if let text { string(text) } else { null() }
    }

    /// Writes a whole number.
    public mutating func integer(_ number: Int) {
        let separator = takeValueSeparator()
        buffer.appendInPlace(maximumCount: separator.maximumCount + ByteCursor.maximumDecimalCount) { cursor in
            separator.write(to: &cursor)
            cursor.put(decimal: number)
        }
        flushIfFull()
    }

    /// Writes a number given as its literal text, unchanged.
    public mutating func number(_ literal: String) {
        write(takeValueSeparator())
        buffer.append(literal)
        flushIfFull()
    }

    /// Writes `true` or `false`.
    public mutating func bool(_ flag: Bool) {
        write(flag ? "true" : "false", after: takeValueSeparator())
    }

    /// Writes `null`.
    public mutating func null() {
        write("null", after: takeValueSeparator())
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
        writer.appendQuoted(text, after: Separator.none)
        return writer.buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: Layout

    private mutating func flushIfFull() {
        if sink != nil, buffer.count >= chunkSize { flush() }
    }

    /// What goes before a token: nothing, or a comma after an earlier element, a line break and
    /// the indentation.
    struct Separator {
        /// Whether a comma comes first.
        var comma = false
        /// Spaces after the line break; nil for no separator at all.
        var indentation: Int?

        static let none = Separator()

        /// The most bytes ``write(to:)`` writes.
        @inline(__always) var maximumCount: Int { indentation.map { $0 + 2 } ?? 0 }

        @inline(__always) func write(to cursor: inout ByteCursor) {
            guard let indentation else { return }
            if comma { cursor.put(UInt8(ascii: ",")) }
            cursor.put(UInt8(ascii: "\n"))
            cursor.put(UInt8(ascii: " "), times: indentation)
        }
    }

    /// Before a value: nothing after a key, else a new element of the enclosing container.
    @inline(__always) private mutating func takeValueSeparator() -> Separator {
        if afterKey {
            afterKey = false
            return .none
        }
        return takeElementSeparator()
    }

    /// A comma after the previous element, a line break and the indentation (nothing at the top
    /// level).
    @inline(__always) private mutating func takeElementSeparator() -> Separator {
        guard depth > 0 else { return .none }
        let comma = innermostHasElements
        innermostHasElements = true
        return Separator(comma: comma, indentation: depth * 2)
    }

    private mutating func write(_ separator: Separator) {
        buffer.appendInPlace(maximumCount: separator.maximumCount) { separator.write(to: &$0) }
    }

    private mutating func write(_ byte: UInt8, after separator: Separator) {
        buffer.appendInPlace(maximumCount: separator.maximumCount + 1) { cursor in
            separator.write(to: &cursor)
            cursor.put(byte)
        }
    }

    private mutating func write(_ literal: StaticString, after separator: Separator) {
        buffer.appendInPlace(maximumCount: separator.maximumCount + ByteCursor.maximumCount(of: literal)) { cursor in
            separator.write(to: &cursor)
            cursor.put(literal)
        }
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
        write(bracket, after: hadElements ? Separator(indentation: depth * 2) : .none)
        flushIfFull()
    }

    // MARK: Bytes

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A separator, then `"text"`: in one piece when nothing needs escaping (the common case),
    /// else escaping by bytes, copying the runs that need no escape whole.
    private mutating func appendQuoted(_ text: String, after separator: Separator) {
        var text = text
        text.withUTF8 { utf8 in
            var needsEscapes = false
            for byte in utf8 where Self.needsEscape(byte) {
                needsEscapes = true
                break
            }
            guard needsEscapes else {
                buffer.appendInPlace(maximumCount: separator.maximumCount + utf8.count + 2) { cursor in
                    separator.write(to: &cursor)
                    cursor.put(UInt8(ascii: "\""))
                    cursor.put(utf8)
                    cursor.put(UInt8(ascii: "\""))
                }
                return
            }
            write(UInt8(ascii: "\""), after: separator)
            appendEscaped(utf8)
            buffer.append(UInt8(ascii: "\""))
        }
    }

    /// Whether a byte is written as an escape: `"`, `\\` and control characters.
    @inline(__always) private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// UTF-8 with JSON's escapes, runs that need no escape copied whole.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in 0..<utf8.count {
            let byte = utf8[index]
            guard Self.needsEscape(byte) else { continue }
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
}
