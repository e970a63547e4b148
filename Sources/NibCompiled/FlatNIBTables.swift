internal import Glibc

/// The tables of a NIBArchive file decoded into flat arrays that point into the file's bytes:
/// nothing is allocated per value, and the key table is not decoded until asked for (nibload's
/// own form checks it against the one table its writer emits with one comparison), so reading
/// nibload's own compiled form costs little more than one pass over the bytes. The same checks as
/// ``NIBArchiveFile/init(bytes:)`` apply, the key table's when its names are read.
struct FlatNIBTables {
    /// Value types as stored.
    enum StoredType: UInt8 {
        case int8 = 0
        case int16, int32, int64, boolFalse, boolTrue, float, double, data, null, object
    }

    /// One table of the header: its entry count and byte offset.
    private typealias TableSpan = (count: Int, offset: Int)

    let bytes: [UInt8]
    /// Per object: class index, first value, value count, entry offset.
    var objectClass: [Int32] = []
    var objectFirst: [Int32] = []
    var objectCount: [Int32] = []
    var objectOffset: [Int32] = []
    /// The number of keys and the byte offset of the key table.
    private(set) var keyCount = 0
    private(set) var keyTableOffset = 0
    var classNames: [String] = []
    /// Per value: key index, stored type, and the payload: the integer (or bit pattern of a
    /// double), or for data the offset of its bytes, with ``valueLength``.
    var valueKey: [Int32] = []
    var valueType: [UInt8] = []
    var valuePayload: [Int] = []
    var valueLength: [Int32] = []

    init(bytes: [UInt8]) throws(CompiledFormatError) {
        self.bytes = bytes
        let tables = try Self.header(of: bytes)
        try readObjects(tables[0], values: tables[2].count, classes: tables[3].count)
        keyCount = tables[1].count
        keyTableOffset = tables[1].offset
        try readValues(tables[2], objects: tables[0].count)
        try readClassNames(tables[3])
    }

    /// The four tables the header declares, each checked to fit in the file.
    private static func header(of bytes: [UInt8]) throws(CompiledFormatError) -> [TableSpan] {
        guard NIBArchiveFile.looksLikeNIBArchive(bytes) else {
            throw CompiledFormatError("the file does not start with 'NIBArchive'", at: 0)
        }
        guard bytes.count < Int(Int32.max) else { throw CompiledFormatError("the file is too large", at: 0) }
        var header = ByteReader(bytes, offset: 18)
        var tables: [TableSpan] = []
        for (index, minimum) in [3, 1, 2, 3].enumerated() {
            let count = Int(try header.littleEndian(4))
            let offset = Int(try header.littleEndian(4))
            guard offset >= 50, offset <= bytes.count else {
                throw CompiledFormatError("a table offset (\(offset)) is outside the file", at: 22 + 8 * index)
            }
            guard count <= (bytes.count - offset) / minimum else {
                throw CompiledFormatError(
                    "the header declares \(count) entries, more than the file can hold", at: 18 + 8 * index)
            }
            tables.append((count, offset))
        }
        return tables
    }

    private mutating func readObjects(_ table: TableSpan, values: Int, classes: Int) throws(CompiledFormatError) {
        var reader = ByteReader(bytes, offset: table.offset)
        objectClass.reserveCapacity(table.count)
        objectFirst.reserveCapacity(table.count)
        objectCount.reserveCapacity(table.count)
        objectOffset.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let at = reader.offset
            let classIndex = try reader.varint()
            let first = try reader.varint()
            let count = try reader.varint()
            guard classIndex < classes, count <= values, first <= values - count else {
                throw CompiledFormatError("an object's class or values are out of range", at: at)
            }
            objectClass.append(Int32(classIndex))
            objectFirst.append(Int32(first))
            objectCount.append(Int32(count))
            objectOffset.append(Int32(at))
        }
    }

    private mutating func readValues(_ table: TableSpan, objects: Int) throws(CompiledFormatError) {
        var reader = ByteReader(bytes, offset: table.offset)
        valueKey.reserveCapacity(table.count)
        valueType.reserveCapacity(table.count)
        valuePayload.reserveCapacity(table.count)
        valueLength.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let at = reader.offset
            let key = try reader.varint()
            guard key < keyCount else {
                throw CompiledFormatError("a value names key \(key), but there are \(keyCount) keys", at: at)
            }
            let type = try reader.byte()
            let (payload, length) = try Self.payload(type, &reader, at: at, objects: objects)
            valueKey.append(Int32(key))
            valueType.append(type)
            valuePayload.append(payload)
            valueLength.append(length)
        }
    }

    /// A value's payload as stored in ``valuePayload``, and its data length (-1 for no data).
    private static func payload(
        _ type: UInt8, _ reader: inout ByteReader, at: Int, objects: Int
    ) throws(CompiledFormatError) -> (Int, Int32) {
        switch StoredType(rawValue: type) {
        case .int8?: return (Int(Int8(bitPattern: try reader.byte())), -1)
        case .int16?: return (Int(Int16(bitPattern: UInt16(try reader.littleEndian(2)))), -1)
        case .int32?: return (Int(Int32(bitPattern: UInt32(try reader.littleEndian(4)))), -1)
        case .int64?: return (Int(Int64(bitPattern: try reader.littleEndian(8))), -1)
        case .boolFalse?, .null?: return (0, -1)
        case .boolTrue?: return (1, -1)
        case .float?: return (Int(Double(Float(bitPattern: UInt32(try reader.littleEndian(4)))).bitPattern), -1)
        case .double?: return (Int(Int64(bitPattern: try reader.littleEndian(8))), -1)
        case .data?:
            let count = try reader.varint()
            guard count <= reader.remaining else {
                throw CompiledFormatError("a data value runs past the end of the file", at: at)
            }
            defer { reader.offset += count }
            return (reader.offset, Int32(count))
        case .object?:
            let target = Int(try reader.littleEndian(4))
            guard target < objects else {
                throw CompiledFormatError("object reference \(target) is out of range", at: at)
            }
            return (target, -1)
        case nil: throw CompiledFormatError("unknown value type \(type)", at: at + 1)
        }
    }

    private mutating func readClassNames(_ table: TableSpan) throws(CompiledFormatError) {
        var reader = ByteReader(bytes, offset: table.offset)
        for _ in 0..<table.count {
            let at = reader.offset
            let length = try reader.varint()
            let extras = try reader.varint()
            guard extras <= reader.remaining / 4 else {
                throw CompiledFormatError("a class name declares too many fallbacks", at: at)
            }
            reader.offset += 4 * extras
            var name = try reader.take(length)
            if name.last == 0 { name.removeLast() }
            classNames.append(String(decoding: name, as: UTF8.self))
        }
    }

    /// Whether the key table is exactly `expected`: `count` entries whose encoded bytes are the
    /// given ones (no name is decoded).
    func keyTable(is expected: [UInt8], count: Int) -> Bool {
        guard keyCount == count, expected.count <= bytes.count - keyTableOffset else { return false }
        return bytes.withUnsafeBytes { raw in
            expected.withUnsafeBytes { wanted in
                guard let base = raw.baseAddress, let other = wanted.baseAddress else { return wanted.isEmpty }
                return memcmp(base + keyTableOffset, other, wanted.count) == 0
            }
        }
    }

    /// The key names, each checked to lie within the file.
    func keyNames() throws(CompiledFormatError) -> [String] {
        var reader = ByteReader(bytes, offset: keyTableOffset)
        var names: [String] = []
        names.reserveCapacity(keyCount)
        for _ in 0..<keyCount {
            let length = try reader.varint()
            names.append(String(decoding: try reader.take(length), as: UTF8.self))
        }
        return names
    }

    /// The class name of object 0.
    var rootClassName: String? {
        guard let first = objectClass.first else { return nil }
        return classNames[Int(first)]
    }
}
