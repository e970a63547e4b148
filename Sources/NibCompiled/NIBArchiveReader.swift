extension NIBArchiveFile {
    /// The smallest encoded size of an entry of each table, used to reject declared counts the file
    /// cannot hold before anything is allocated.
    private enum MinimumSize {
        static let object = 3
        static let key = 1
        static let value = 2
        static let className = 3
    }

    /// Reads a NIBArchive file. Every index is checked: a value's key, an object's class and value
    /// slice, an object reference's target.
    /// - Throws: ``CompiledFormatError`` at the offending byte.
    public init(bytes: [UInt8]) throws(CompiledFormatError) {
        guard Self.looksLikeNIBArchive(bytes) else {
            throw CompiledFormatError("the file does not start with 'NIBArchive'", at: 0)
        }
        var header = ByteReader(bytes, offset: Self.magic.count)
        let formatVersion = UInt32(try header.littleEndian(4))
        let coderVersion = UInt32(try header.littleEndian(4))
        let tables = try Self.tables(&header)
        var reader = ByteReader(bytes, offset: tables[0].offset)
        var objects: [Object] = []
        objects.reserveCapacity(tables[0].count)
        for _ in 0..<tables[0].count {
            let at = reader.offset
            objects.append(
                Object(
                    classIndex: try reader.varint(), firstValue: try reader.varint(), valueCount: try reader.varint(),
                    offset: at))
        }
        reader.offset = tables[1].offset
        var keys: [String] = []
        keys.reserveCapacity(tables[1].count)
        for _ in 0..<tables[1].count {
            let length = try reader.varint()
            keys.append(String(decoding: try reader.take(length), as: UTF8.self))
        }
        reader.offset = tables[2].offset
        var values: [Value] = []
        values.reserveCapacity(tables[2].count)
        for _ in 0..<tables[2].count {
            values.append(try Self.value(&reader, keys: keys.count, objects: tables[0].count))
        }
        reader.offset = tables[3].offset
        var classNames: [ClassName] = []
        classNames.reserveCapacity(tables[3].count)
        for _ in 0..<tables[3].count { classNames.append(try Self.className(&reader)) }
        try Self.check(objects, classes: classNames.count, values: values.count)
        self.init(
            formatVersion: formatVersion, coderVersion: coderVersion, objects: objects, keys: keys, values: values,
            classNames: classNames)
    }

    /// The header's four tables (count, offset, and where the entry is), each checked to fit.
    private static func tables(_ header: inout ByteReader) throws(CompiledFormatError) -> [(
        count: Int, offset: Int, at: Int
    )] {
        var tables: [(count: Int, offset: Int, at: Int)] = []
        for _ in 0..<4 {
            let at = header.offset
            tables.append((Int(try header.littleEndian(4)), Int(try header.littleEndian(4)), at))
        }
        let minimum = [MinimumSize.object, MinimumSize.key, MinimumSize.value, MinimumSize.className]
        let names = ["object", "key", "value", "class-name"]
        for (index, table) in tables.enumerated() {
            guard table.offset >= header.offset, table.offset <= header.bytes.count else {
                throw CompiledFormatError(
                    "the \(names[index]) table offset \(table.offset) is outside the file", at: table.at + 4)
            }
            guard table.count <= (header.bytes.count - table.offset) / minimum[index] else {
                throw CompiledFormatError(
                    "the header declares \(table.count) \(names[index]) entries, more than the file can hold",
                    at: table.at)
            }
        }
        return tables
    }

    /// One entry of the value table.
    private static func value(_ reader: inout ByteReader, keys: Int, objects: Int) throws(CompiledFormatError) -> Value
    {
        let at = reader.offset
        let key = try reader.varint()
        guard key < keys else {
            throw CompiledFormatError("value names key \(key), but there are \(keys) keys", at: at)
        }
        let typeOffset = reader.offset
        let payload: Payload
        switch try reader.byte() {
        case 0: payload = .int8(Int8(bitPattern: UInt8(try reader.littleEndian(1))))
        case 1: payload = .int16(Int16(bitPattern: UInt16(try reader.littleEndian(2))))
        case 2: payload = .int32(Int32(bitPattern: UInt32(try reader.littleEndian(4))))
        case 3: payload = .int64(Int64(bitPattern: try reader.littleEndian(8)))
        case 4: payload = .bool(false)
        case 5: payload = .bool(true)
        case 6: payload = .float(Float(bitPattern: UInt32(try reader.littleEndian(4))))
        case 7: payload = .double(Double(bitPattern: try reader.littleEndian(8)))
        case 8: payload = .data(try reader.take(try reader.varint()))
        case 9: payload = .null
        case 10:
            let target = Int(try reader.littleEndian(4))
            guard target < objects else {
                throw CompiledFormatError(
                    "object reference \(target) is out of range (\(objects) objects)", at: typeOffset + 1)
            }
            payload = .object(target)
        case let type: throw CompiledFormatError("unknown value type \(type)", at: typeOffset)
        }
        return Value(keyIndex: key, payload: payload, offset: at)
    }

    /// One entry of the class-name table (its trailing NUL dropped).
    private static func className(_ reader: inout ByteReader) throws(CompiledFormatError) -> ClassName {
        let at = reader.offset
        let length = try reader.varint()
        let extraCount = try reader.varint()
        guard extraCount <= reader.remaining / 4 else {
            throw CompiledFormatError(
                "class name declares \(extraCount) fallback classes, more than the file holds", at: at)
        }
        var fallbacks: [Int32] = []
        for _ in 0..<extraCount { fallbacks.append(Int32(bitPattern: UInt32(try reader.littleEndian(4)))) }
        return ClassName(name: reader.string(try reader.className(length: length)), fallbacks: fallbacks)
    }

    /// Every object's class and value slice are in range.
    private static func check(_ objects: [Object], classes: Int, values: Int) throws(CompiledFormatError) {
        for object in objects {
            guard object.classIndex < classes else {
                throw CompiledFormatError(
                    "object names class \(object.classIndex), but there are \(classes) classes", at: object.offset)
            }
            guard object.valueCount <= values, object.firstValue <= values - object.valueCount else {
                throw CompiledFormatError(
                    "object's values \(object.firstValue)+\(object.valueCount) are out of range (\(values) values)",
                    at: object.offset)
            }
        }
    }

    /// The file's bytes, tables contiguous in the order objects, keys, values, class names (what
    /// ibtool writes and strict readers check).
    public func encoded() -> [UInt8] {
        var objectTable = ByteWriter()
        for object in objects {
            objectTable.varint(object.classIndex)
            objectTable.varint(object.firstValue)
            objectTable.varint(object.valueCount)
        }
        var keyTable = ByteWriter()
        for key in keys {
            keyTable.varint(key.utf8.count)
            keyTable.bytes.append(contentsOf: key.utf8)
        }
        var valueTable = ByteWriter()
        for value in values { Self.encode(value, into: &valueTable) }
        var classTable = ByteWriter()
        for className in classNames {
            classTable.varint(className.name.utf8.count + 1)
            classTable.varint(className.fallbacks.count)
            for fallback in className.fallbacks {
                classTable.littleEndian(UInt64(UInt32(bitPattern: fallback)), width: 4)
            }
            classTable.bytes.append(contentsOf: className.name.utf8)
            classTable.bytes.append(0)
        }
        var file = ByteWriter()
        file.bytes.append(contentsOf: Self.magic)
        file.littleEndian(UInt64(formatVersion), width: 4)
        file.littleEndian(UInt64(coderVersion), width: 4)
        var offset = Self.magic.count + 8 + 32
        for (count, table) in [
            (objects.count, objectTable), (keys.count, keyTable), (values.count, valueTable),
            (classNames.count, classTable),
        ] {
            file.littleEndian(UInt64(count), width: 4)
            file.littleEndian(UInt64(offset), width: 4)
            offset += table.bytes.count
        }
        file.bytes.reserveCapacity(offset)
        for table in [objectTable, keyTable, valueTable, classTable] { file.bytes.append(contentsOf: table.bytes) }
        return file.bytes
    }

    /// One entry of the value table: key index, type byte, payload.
    private static func encode(_ value: Value, into valueTable: inout ByteWriter) {
        valueTable.varint(value.keyIndex)
        switch value.payload {
        case .int8(let number):
            valueTable.bytes.append(0)
            valueTable.bytes.append(UInt8(bitPattern: number))
        case .int16(let number):
            valueTable.bytes.append(1)
            valueTable.littleEndian(UInt64(UInt16(bitPattern: number)), width: 2)
        case .int32(let number):
            valueTable.bytes.append(2)
            valueTable.littleEndian(UInt64(UInt32(bitPattern: number)), width: 4)
        case .int64(let number):
            valueTable.bytes.append(3)
            valueTable.littleEndian(UInt64(bitPattern: number), width: 8)
        case .bool(let flag): valueTable.bytes.append(flag ? 5 : 4)
        case .float(let number):
            valueTable.bytes.append(6)
            valueTable.littleEndian(UInt64(number.bitPattern), width: 4)
        case .double(let number):
            valueTable.bytes.append(7)
            valueTable.littleEndian(number.bitPattern, width: 8)
        case .data(let bytes):
            valueTable.bytes.append(8)
            valueTable.varint(bytes.count)
            valueTable.bytes.append(contentsOf: bytes)
        case .null: valueTable.bytes.append(9)
        case .object(let index):
            valueTable.bytes.append(10)
            valueTable.littleEndian(UInt64(UInt32(truncatingIfNeeded: index)), width: 4)
        }
    }
}
