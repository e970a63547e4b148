/// Attributes stored as string indexes rather than strings (nibload's compiled form): per
/// attribute, the indexes of its name and value and its line and column, as little-endian 16- or
/// 32-bit fields in a byte buffer (attribute by attribute, or column by column: every name, then
/// every value, every line, every column), over a string table split in two (a storyboard bundle's shared
/// strings, then one part's own) whose strings are decoded when read. An ``AttributeList`` can be
/// a view into one, so loading a compiled archive builds no attribute and decodes no attribute
/// string at all.
package final class CompactAttributes: Sendable {
    private let shared: StoredStrings
    private let own: StoredStrings
    /// Four fields per attribute from ``fieldsStart``: name index, value index, line, column.
    private let fields: [UInt8]
    private let fieldsStart: Int
    /// The size of a field in bytes: 2 or 4.
    private let wordSize: Int
    /// How far apart, in fields, an attribute's fields are (1 by attribute, ``count`` by
    /// column), and its first field (its index by column, 4 × its index by attribute).
    private let fieldStride: Int
    private let attributeStride: Int

    /// The number of attributes.
    package let count: Int

    /// Wraps the tables (`count` attributes of four `wordSize`-byte fields, 2 or 4, from `start`
    /// in `fields`, which holds them; attribute by attribute, or `byColumn`); nil when a name or
    /// value index is out of range.
    package init?(
        shared: StoredStrings, own: StoredStrings, fields: [UInt8], start: Int, count: Int, wordSize: Int = 4,
        byColumn: Bool = false
    ) {
        let limit = shared.count + own.count
        guard wordSize == 2 || wordSize == 4, start >= 0, count >= 0, count <= (fields.count - start) / (4 * wordSize)
        else { return nil }
        let inRange = fields.withUnsafeBytes { raw in
            switch (wordSize, byColumn) {
            case (2, true): Self.below(limit, raw, start, 2 * count, UInt16.self)
            case (_, true): Self.below(limit, raw, start, 2 * count, UInt32.self)
            case (2, false): Self.namesInRange(raw, start, count, limit, UInt16.self)
            default: Self.namesInRange(raw, start, count, limit, UInt32.self)
            }
        }
        guard inRange else { return nil }
        self.shared = shared
        self.own = own
        self.fields = fields
        self.fieldsStart = start
        self.wordSize = wordSize
        self.count = count
        fieldStride = byColumn ? count : 1
        attributeStride = byColumn ? 1 : 4
    }

    /// Whether every name and value index of `count` attributes of `Word` fields, stored
    /// attribute by attribute from `start`, is below `limit`.
    private static func namesInRange<Word: FixedWidthInteger & UnsignedInteger>(
        _ raw: UnsafeRawBufferPointer, _ start: Int, _ count: Int, _ limit: Int, _: Word.Type
    ) -> Bool {
        let size = MemoryLayout<Word>.size
        var position = start
        while position < start + 4 * size * count {
            let name = raw.loadUnaligned(fromByteOffset: position, as: Word.self).littleEndian
            let value = raw.loadUnaligned(fromByteOffset: position + size, as: Word.self).littleEndian
            if Int(name) >= limit || Int(value) >= limit { return false }
            position += 4 * size
        }
        return true
    }

    /// Whether each of `count` `Word`s from `start` is below `limit`: the largest is found in one
    /// pass without a branch per word (the names and values of a table stored by column, one run).
    private static func below<Word: FixedWidthInteger & UnsignedInteger>(
        _ limit: Int, _ raw: UnsafeRawBufferPointer, _ start: Int, _ count: Int, _: Word.Type
    ) -> Bool {
        guard count > 0, let base = raw.baseAddress else { return true }
        var largest: Word = 0
        let size = MemoryLayout<Word>.size
        for position in 0..<count {
            largest = max(largest, Word(littleEndian: (base + start + size * position).loadUnaligned(as: Word.self)))
        }
        return Int(largest) < limit
    }

    @inline(__always)
    private func field(_ index: Int, _ position: Int) -> Int {
        let offset = fieldsStart + wordSize * (attributeStride * index + fieldStride * position)
        return fields.withUnsafeBytes {
            wordSize == 2
                ? Int($0.loadUnaligned(fromByteOffset: offset, as: UInt16.self).littleEndian)
                : Int($0.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian)
        }
    }

    private func string(_ index: Int) -> String {
        index < shared.count ? shared.string(index) : own.string(index - shared.count)
    }

    /// The name of attribute `index`.
    package func name(_ index: Int) -> String { string(field(index, 0)) }
    /// The value of attribute `index`.
    package func value(_ index: Int) -> String { string(field(index, 1)) }
    /// The line of attribute `index`.
    package func line(_ index: Int) -> Int { field(index, 2) }
    /// The column of attribute `index`.
    package func column(_ index: Int) -> Int { field(index, 3) }

    /// Whether attribute `index` is named `name` (compared without decoding the stored name).
    package func isNamed(_ index: Int, _ name: String) -> Bool {
        let stored = field(index, 0)
        return stored < shared.count ? shared.equals(stored, name) : own.equals(stored - shared.count, name)
    }
}
