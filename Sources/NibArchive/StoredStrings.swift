/// A table of strings kept as stored (nibload's compiled form): the UTF-8 bytes of every string
/// one after another, and a little-endian 32-bit end offset per string, both inside one byte
/// buffer. A string is decoded when it is read, so a table whose strings are mostly never read
/// (attribute values) costs no decoding and no allocation per string.
package struct StoredStrings: Sendable {
    /// The buffer holding the bytes and the ends.
    private let buffer: [UInt8]
    /// Where the UTF-8 bytes start, and how many there are.
    private let utf8Start: Int
    private let utf8Length: Int
    /// Where the end offsets start.
    private let endsStart: Int
    /// The number of strings.
    package let count: Int

    /// An empty table.
    package init() {
        buffer = []
        utf8Start = 0
        utf8Length = 0
        endsStart = 0
        count = 0
    }

    /// Wraps a table whose ends were checked with ``firstBadEnd(in:utf8Length:ends:count:)``.
    package init(checked buffer: [UInt8], utf8 start: Int, length: Int, ends: Int, count: Int) {
        self.buffer = buffer
        utf8Start = start
        utf8Length = length
        endsStart = ends
        self.count = count
    }

    /// The byte offset of the first end that is out of order or past the UTF-8 bytes, or nil when
    /// every end is in range (the ends lie inside `buffer`, checked by the caller).
    package static func firstBadEnd(in buffer: [UInt8], utf8Length length: Int, ends: Int, count: Int) -> Int? {
        buffer.withUnsafeBytes { raw -> Int? in
            var previous = 0
            for entry in 0..<count {
                let end = Int(raw.loadUnaligned(fromByteOffset: ends + 4 * entry, as: UInt32.self).littleEndian)
                guard end >= previous, end <= length else { return ends + 4 * entry }
                previous = end
            }
            return nil
        }
    }

    /// The byte range of string `index` (in range) within the buffer.
    @inline(__always)
    private func range(_ raw: UnsafeRawBufferPointer, _ index: Int) -> Range<Int> {
        let end = Int(raw.loadUnaligned(fromByteOffset: endsStart + 4 * index, as: UInt32.self).littleEndian)
        let start =
            index == 0
            ? 0 : Int(raw.loadUnaligned(fromByteOffset: endsStart + 4 * index - 4, as: UInt32.self).littleEndian)
        return utf8Start + start..<utf8Start + end
    }

    /// String `index` (below ``count``), decoded.
    package func string(_ index: Int) -> String {
        buffer.withUnsafeBytes { raw in
            String(decoding: UnsafeRawBufferPointer(rebasing: raw[range(raw, index)]), as: UTF8.self)
        }
    }

    /// Whether string `index` (below ``count``) is `text`, compared byte by byte without decoding.
    package func equals(_ index: Int, _ text: String) -> Bool {
        var bytes = text
        let (same, ascii) = buffer.withUnsafeBytes { raw in
            let stored = UnsafeRawBufferPointer(rebasing: raw[range(raw, index)])
            return bytes.withUTF8 { wanted in
                if wanted.count == stored.count && wanted.elementsEqual(stored) { return (true, true) }
                return (false, wanted.allSatisfy { $0 < 0x80 } && stored.allSatisfy { $0 < 0x80 })
            }
        }
        // Different bytes are different strings unless some are not ASCII (a precomposed accent
        // equals its decomposed form).
        return same || (!ascii && string(index) == text)
    }
}
