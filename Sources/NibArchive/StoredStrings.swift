/// A table of strings kept as stored (nibload's compiled form): the UTF-8 bytes of every string
/// one after another, and a little-endian end offset per string (a 16- or 32-bit word), both
/// inside one byte buffer. A string is decoded when it is read, so a table whose strings are mostly never read
/// (attribute values) costs no decoding and no allocation per string.
package struct StoredStrings: Sendable {
    /// The buffer holding the bytes and the ends.
    private let buffer: [UInt8]
    /// Where the UTF-8 bytes start, and how many there are.
    private let utf8Start: Int
    private let utf8Length: Int
    /// Where the end offsets start.
    private let endsStart: Int
    /// The size of an end offset in bytes: 2 or 4.
    private let endWidth: Int
    /// The number of strings.
    package let count: Int

    /// An empty table.
    package init() {
        buffer = []
        utf8Start = 0
        utf8Length = 0
        endsStart = 0
        endWidth = 4
        count = 0
    }

    /// Wraps a table whose ends (`endWidth`-byte words: 2 or 4) were checked with
    /// ``firstBadEnd(in:utf8Length:ends:count:endWidth:)``.
    package init(checked buffer: [UInt8], utf8 start: Int, length: Int, ends: Int, count: Int, endWidth: Int = 4) {
        self.buffer = buffer
        utf8Start = start
        utf8Length = length
        endsStart = ends
        self.endWidth = endWidth == 2 ? 2 : 4
        self.count = count
    }

    /// End offset `entry` of a table whose ends start at `ends`, stored in `width`-byte words.
    @inline(__always)
    private static func end(_ raw: UnsafeRawBufferPointer, _ ends: Int, _ entry: Int, width: Int) -> Int {
        width == 2
            ? Int(raw.loadUnaligned(fromByteOffset: ends + 2 * entry, as: UInt16.self).littleEndian)
            : Int(raw.loadUnaligned(fromByteOffset: ends + 4 * entry, as: UInt32.self).littleEndian)
    }

    /// The byte offset of the first end that is out of order or past the UTF-8 bytes, or nil when
    /// every end is in range (the ends, `endWidth`-byte words, lie inside `buffer`, checked by the
    /// caller).
    package static func firstBadEnd(
        in buffer: [UInt8], utf8Length length: Int, ends: Int, count: Int, endWidth: Int = 4
    ) -> Int? {
        buffer.withUnsafeBytes { raw -> Int? in
            endWidth == 2
                ? firstBadEnd(raw, length, ends, count, UInt16.self)
                : firstBadEnd(raw, length, ends, count, UInt32.self)
        }
    }

    /// ``firstBadEnd(in:utf8Length:ends:count:endWidth:)`` for ends stored as `Word`s.
    private static func firstBadEnd<Word: FixedWidthInteger & UnsignedInteger>(
        _ raw: UnsafeRawBufferPointer, _ length: Int, _ ends: Int, _ count: Int, _: Word.Type
    ) -> Int? {
        let size = MemoryLayout<Word>.size
        guard count > 0, let base = raw.baseAddress.map({ $0 + ends }) else { return nil }
        func end(_ entry: Int) -> Word {
            Word(littleEndian: base.loadUnaligned(fromByteOffset: size * entry, as: Word.self))
        }
        // One pass without a branch per end finds whether all are in order; only a bad table is
        // searched for the first bad end.
        var outOfOrder = 0
        for entry in 1..<count { outOfOrder |= end(entry) < end(entry - 1) ? 1 : 0 }
        if outOfOrder == 0 && Int(end(count - 1)) <= length { return nil }
        var previous = 0
        for entry in 0..<count {
            let end = Int(end(entry))
            guard end >= previous, end <= length else { return ends + size * entry }
            previous = end
        }
        return nil
    }

    /// The byte range of string `index` (in range) within the buffer.
    @inline(__always)
    private func range(_ raw: UnsafeRawBufferPointer, _ index: Int) -> Range<Int> {
        let end = Self.end(raw, endsStart, index, width: endWidth)
        let start = index == 0 ? 0 : Self.end(raw, endsStart, index - 1, width: endWidth)
        return utf8Start + start..<utf8Start + end
    }

    /// String `index` (below ``count``), decoded (invalid UTF-8 repaired, as `String(decoding:as:)`
    /// does).
    package func string(_ index: Int) -> String {
        buffer.withUnsafeBytes { raw in
            let bytes = UnsafeRawBufferPointer(rebasing: raw[range(raw, index)])
            // A string of up to 15 bytes is stored inline; made in place, an ASCII one skips the
            // general decoder's validation (about a quarter of the cost of an object's id).
            guard bytes.count <= 15, let source = bytes.baseAddress else {
                // A longer one of IB's own names is its literal, never counted or freed.
                return InternedNames.literal(bytes) ?? String(decoding: bytes, as: UTF8.self)
            }
            let count = bytes.count
            return String(unsafeUninitializedCapacity: count) { target in
                guard let base = target.baseAddress else { return 0 }
                let copy = UnsafeMutableRawPointer(base)
                if count >= 8 {
                    // Two overlapping 8-byte words cover 8 to 15 bytes.
                    copy.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
                    copy.storeBytes(
                        of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8,
                        as: UInt64.self)
                } else {
                    for offset in 0..<count { base[offset] = source.load(fromByteOffset: offset, as: UInt8.self) }
                }
                return count
            }
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
