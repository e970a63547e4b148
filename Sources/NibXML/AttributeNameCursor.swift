internal import Glibc

/// Finds each attribute name of a start tag from the value pointer libxml2 reports, without
/// re-reading the tag: libxml2 hands over a value it did not have to rewrite as a pointer into its
/// input buffer, so the name written as `name="` ends two bytes before it.
///
/// Names are found in order; the line feeds between one name and the next are counted with
/// `memchr`, so that a tag is read once in all. ``position(local:prefix:valueStart:)`` returns nil
/// when the bytes before the value are not exactly `name="` (white space around `=`, a value
/// libxml2 rewrote, a tag no longer in the buffer); the caller then reads the tag byte by byte
/// (``StartTagBytes``), which gives the same positions more slowly.
struct AttributeNameCursor {
    private let tagStart: UnsafePointer<UInt8>
    private let tagEnd: UnsafePointer<UInt8>
    private let tagColumn: Int
    /// Line feeds before here are counted in `line`.
    private var counted: UnsafePointer<UInt8>
    private var line: Int
    /// The last line feed before `counted`, if any in the tag.
    private var lastBreak: UnsafePointer<UInt8>?

    /// A cursor at the `<` of a tag whose bytes are `tagStart..<tagEnd`, at a line and column.
    init(tagStart: UnsafePointer<UInt8>, tagEnd: UnsafePointer<UInt8>, line: Int, column: Int) {
        self.tagStart = tagStart
        self.tagEnd = tagEnd
        tagColumn = column
        counted = tagStart
        self.line = line
    }

    /// The line and column of the name of the attribute whose value starts at `valueStart`, when
    /// it is written `prefix:local="` or `local="` (either quote) right before the value and after
    /// the previous name found.
    mutating func position(
        local: UnsafePointer<UInt8>, prefix: UnsafePointer<UInt8>?, valueStart: UnsafePointer<UInt8>?
    ) -> (line: Int, column: Int)? {
        guard let valueStart, valueStart < tagEnd, valueStart - counted >= 3 else { return nil }
        let quote = valueStart[-1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), valueStart[-2] == UInt8(ascii: "=")
        else { return nil }
        let nameEnd = valueStart - 2
        let localLength = Int(strlen(UnsafeRawPointer(local).assumingMemoryBound(to: CChar.self)))
        let prefixLength = prefix.map { Int(strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))) + 1 } ?? 0
        let length = localLength + prefixLength
        guard nameEnd - counted > length else { return nil }
        let nameStart = nameEnd - length
        guard Self.isSpace(nameStart[-1]), memcmp(nameStart + prefixLength, local, localLength) == 0 else {
            return nil
        }
        if let prefix {
            guard memcmp(nameStart, prefix, prefixLength - 1) == 0, nameStart[prefixLength - 1] == UInt8(ascii: ":")
            else { return nil }
        }
        countLineFeeds(upTo: nameStart)
        let column = lastBreak.map { nameStart - $0 } ?? tagColumn + (nameStart - tagStart)
        return (line, column)
    }

    private mutating func countLineFeeds(upTo end: UnsafePointer<UInt8>) {
        while counted < end, let hit = memchr(counted, 0x0A, end - counted) {
            let lineFeed = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
            line += 1
            lastBreak = lineFeed
            counted = lineFeed + 1
        }
        counted = end
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
