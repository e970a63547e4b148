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

    /// An object entry: its class index, first value, value count and byte offset.
    struct Object {
        let classIndex: Int32
        let first: Int32
        let count: Int32
        let offset: Int32
    }

    /// A value entry: its key index, stored type, and the payload: the integer (or bit pattern
    /// of a double), or for data the offset of its bytes, with ``length`` (-1 for no data).
    struct Value {
        let payload: Int
        let key: Int32
        let length: Int32
        let type: UInt8
    }

    let bytes: [UInt8]
    /// The object table (one array, so that a part costs one allocation per table).
    var objects: [Object] = []
    /// The number of keys and the byte offset of the key table.
    private(set) var keyCount = 0
    private(set) var keyTableOffset = 0
    var classNames: [String] = []
    /// The value table.
    var values: [Value] = []

    init(bytes: [UInt8]) throws(CompiledFormatError) {
        self.bytes = bytes
        guard NIBArchiveFile.looksLikeNIBArchive(bytes) else {
            throw CompiledFormatError("the file does not start with 'NIBArchive'", at: 0)
        }
        guard bytes.count < Int(Int32.max) else { throw CompiledFormatError("the file is too large", at: 0) }
        let objectTable = try Self.span(bytes, 0, minimum: 3)
        let keyTable = try Self.span(bytes, 1, minimum: 1)
        let valueTable = try Self.span(bytes, 2, minimum: 2)
        let classTable = try Self.span(bytes, 3, minimum: 3)
        try readObjects(objectTable, values: valueTable.count, classes: classTable.count)
        keyCount = keyTable.count
        keyTableOffset = keyTable.offset
        try readValues(valueTable, objects: objectTable.count)
        try readClassNames(classTable)
    }

    /// Table `index` of the header (objects, keys, values, classes: a count and an offset, each
    /// 32 bits little-endian from byte 18), checked to fit in the file at `minimum` bytes an entry.
    private static func span(_ bytes: [UInt8], _ index: Int, minimum: Int) throws(CompiledFormatError) -> TableSpan {
        let at = 18 + 8 * index
        func word(_ offset: Int) throws(CompiledFormatError) -> Int {
            guard offset + 4 <= bytes.count else { throw CompiledFormatError("unexpected end of file", at: offset) }
            return bytes.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) }
        }
        let count = try word(at)
        let offset = try word(at + 4)
        guard offset >= 50, offset <= bytes.count else {
            throw CompiledFormatError("a table offset (\(offset)) is outside the file", at: at + 4)
        }
        guard count <= (bytes.count - offset) / minimum else {
            throw CompiledFormatError("the header declares \(count) entries, more than the file can hold", at: at)
        }
        return (count, offset)
    }

    private mutating func readObjects(_ table: TableSpan, values: Int, classes: Int) throws(CompiledFormatError) {
        var reader = ByteReader(bytes, offset: table.offset)
        objects.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let at = reader.offset
            let classIndex = try reader.varint()
            let first = try reader.varint()
            let count = try reader.varint()
            guard classIndex < classes, count <= values, first <= values - count else {
                throw CompiledFormatError("an object's class or values are out of range", at: at)
            }
            objects.append(
                Object(classIndex: Int32(classIndex), first: Int32(first), count: Int32(count), offset: Int32(at)))
        }
    }

    private mutating func readValues(_ table: TableSpan, objects: Int) throws(CompiledFormatError) {
        var reader = ByteReader(bytes, offset: table.offset)
        values.reserveCapacity(table.count)
        for _ in 0..<table.count {
            let at = reader.offset
            let key = try reader.varint()
            guard key < keyCount else {
                throw CompiledFormatError("a value names key \(key), but there are \(keyCount) keys", at: at)
            }
            let type = try reader.byte()
            let (payload, length) = try Self.payload(type, &reader, at: at, objects: objects)
            values.append(Value(payload: payload, key: Int32(key), length: length, type: type))
        }
    }

    /// A value's payload as stored in ``Value/payload``, and its data length (-1 for no data).
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
            classNames.append(reader.string(try reader.className(length: length)))
        }
    }

    /// Whether the key table is exactly `expected`: `count` entries whose encoded bytes are the
    /// given ones (no name is decoded).
    func keyTable(is expected: [UInt8], count: Int) -> Bool {
        keyCount == count && BinaryFiles.bytes(bytes, at: keyTableOffset, equal: expected)
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
        guard let first = objects.first else { return nil }
        return classNames[Int(first.classIndex)]
    }
}
