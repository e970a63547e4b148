/// The tables of a NIBArchive file decoded into flat arrays that point into the file's bytes:
/// nothing is allocated per value, so reading nibload's own compiled form costs little more than
/// one pass over the bytes. The same checks as ``NIBArchiveFile/init(bytes:)`` apply.
struct FlatNIBTables {
    /// Value types as stored.
    enum StoredType: UInt8 {
        case int8 = 0, int16, int32, int64, boolFalse, boolTrue, float, double, data, null, object
    }

    let bytes: [UInt8]
    /// Per object: class index, first value, value count, entry offset.
    var objectClass: [Int32] = []
    var objectFirst: [Int32] = []
    var objectCount: [Int32] = []
    var objectOffset: [Int32] = []
    var keys: [String] = []
    var classNames: [String] = []
    /// Per value: key index, stored type, and the payload: the integer (or bit pattern of a
    /// double), or for data the offset of its bytes, with ``valueLength``.
    var valueKey: [Int32] = []
    var valueType: [UInt8] = []
    var valuePayload: [Int] = []
    var valueLength: [Int32] = []

    init(bytes: [UInt8]) throws(CompiledFormatError) {
        self.bytes = bytes
        guard NIBArchiveFile.looksLikeNIBArchive(bytes) else { throw CompiledFormatError("the file does not start with 'NIBArchive'", at: 0) }
        guard bytes.count < Int(Int32.max) else { throw CompiledFormatError("the file is too large", at: 0) }
        var header = ByteReader(bytes, offset: 18)
        var tables: [(count: Int, offset: Int)] = []
        for (index, minimum) in [3, 1, 2, 3].enumerated() {
            let count = Int(try header.littleEndian(4))
            let offset = Int(try header.littleEndian(4))
            guard offset >= 50, offset <= bytes.count else {
                throw CompiledFormatError("a table offset (\(offset)) is outside the file", at: 22 + 8 * index)
            }
            guard count <= (bytes.count - offset) / minimum else {
                throw CompiledFormatError("the header declares \(count) entries, more than the file can hold", at: 18 + 8 * index)
            }
            tables.append((count, offset))
        }
        var reader = ByteReader(bytes, offset: tables[0].offset)
        let objects = tables[0].count
        objectClass.reserveCapacity(objects)
        objectFirst.reserveCapacity(objects)
        objectCount.reserveCapacity(objects)
        objectOffset.reserveCapacity(objects)
        let valueTotal = tables[2].count
        let classTotal = tables[3].count
        for _ in 0..<objects {
            let at = reader.offset
            let classIndex = try reader.varint()
            let first = try reader.varint()
            let count = try reader.varint()
            guard classIndex < classTotal, count <= valueTotal, first <= valueTotal - count else {
                throw CompiledFormatError("an object's class or values are out of range", at: at)
            }
            objectClass.append(Int32(classIndex))
            objectFirst.append(Int32(first))
            objectCount.append(Int32(count))
            objectOffset.append(Int32(at))
        }
        reader.offset = tables[1].offset
        for _ in 0..<tables[1].count {
            let length = try reader.varint()
            keys.append(String(decoding: try reader.take(length), as: UTF8.self))
        }
        reader.offset = tables[2].offset
        valueKey.reserveCapacity(valueTotal)
        valueType.reserveCapacity(valueTotal)
        valuePayload.reserveCapacity(valueTotal)
        valueLength.reserveCapacity(valueTotal)
        for _ in 0..<valueTotal {
            let at = reader.offset
            let key = try reader.varint()
            guard key < keys.count else { throw CompiledFormatError("a value names key \(key), but there are \(keys.count) keys", at: at) }
            let type = try reader.byte()
            var payload = 0
            var length: Int32 = -1
            switch StoredType(rawValue: type) {
            case .int8?: payload = Int(Int8(bitPattern: try reader.byte()))
            case .int16?: payload = Int(Int16(bitPattern: UInt16(try reader.littleEndian(2))))
            case .int32?: payload = Int(Int32(bitPattern: UInt32(try reader.littleEndian(4))))
            case .int64?: payload = Int(Int64(bitPattern: try reader.littleEndian(8)))
            case .boolFalse?: payload = 0
            case .boolTrue?: payload = 1
            case .float?: payload = Int(Double(Float(bitPattern: UInt32(try reader.littleEndian(4)))).bitPattern)
            case .double?: payload = Int(Int64(bitPattern: try reader.littleEndian(8)))
            case .data?:
                let count = try reader.varint()
                guard count <= reader.remaining else { throw CompiledFormatError("a data value runs past the end of the file", at: at) }
                payload = reader.offset
                length = Int32(count)
                reader.offset += count
            case .null?: break
            case .object?:
                payload = Int(try reader.littleEndian(4))
                guard payload < objects else { throw CompiledFormatError("object reference \(payload) is out of range", at: at) }
            case nil: throw CompiledFormatError("unknown value type \(type)", at: at + 1)
            }
            valueKey.append(Int32(key))
            valueType.append(type)
            valuePayload.append(payload)
            valueLength.append(length)
        }
        reader.offset = tables[3].offset
        for _ in 0..<classTotal {
            let at = reader.offset
            let length = try reader.varint()
            let extras = try reader.varint()
            guard extras <= reader.remaining / 4 else { throw CompiledFormatError("a class name declares too many fallbacks", at: at) }
            reader.offset += 4 * extras
            var name = try reader.take(length)
            if name.last == 0 { name.removeLast() }
            classNames.append(String(decoding: name, as: UTF8.self))
        }
    }

    /// The class name of object 0.
    var rootClassName: String? {
        guard let first = objectClass.first else { return nil }
        return classNames[Int(first)]
    }
}
