extension PropertyList {
    /// The 8 bytes every binary property list starts with.
    public static let binaryMagic: [UInt8] = Array("bplist00".utf8)

    /// Reads a binary (`bplist00`) property list: the trailer, the offset table, then every object
    /// once. Counts are checked against the bytes left before anything is allocated.
    /// - Throws: ``CompiledFormatError`` at the offending byte.
    public init(binary bytes: [UInt8]) throws(CompiledFormatError) {
        guard bytes.count >= 8 + 32, bytes.prefix(8).elementsEqual(Self.binaryMagic) else {
            throw CompiledFormatError("not a binary property list (no 'bplist00' header and trailer)", at: 0)
        }
        let trailerStart = bytes.count - 32
        var trailer = ByteReader(bytes, offset: trailerStart + 6)
        let offsetSize = Int(try trailer.byte())
        let referenceSize = Int(try trailer.byte())
        let objectCount64 = try trailer.bigEndian(8)
        let top64 = try trailer.bigEndian(8)
        let tableOffset64 = try trailer.bigEndian(8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw CompiledFormatError(
                "the trailer's integer sizes \(offsetSize)/\(referenceSize) are invalid", at: trailerStart + 6)
        }
        guard tableOffset64 >= 8, tableOffset64 < UInt64(trailerStart),
            objectCount64 <= (UInt64(trailerStart) - tableOffset64) / UInt64(offsetSize)
        else {
            throw CompiledFormatError(
                "the trailer declares \(objectCount64) objects, more than the file can hold", at: trailerStart + 8)
        }
        let objectCount = Int(objectCount64)
        guard top64 < objectCount64 else {
            throw CompiledFormatError(
                "the top object \(top64) is out of range (\(objectCount) objects)", at: trailerStart + 16)
        }
        var table = ByteReader(bytes, offset: Int(tableOffset64))
        var offsets: [Int] = []
        offsets.reserveCapacity(objectCount)
        for _ in 0..<objectCount {
            let at = table.offset
            let offset = try table.bigEndian(offsetSize)
            guard offset >= 8, offset < UInt64(tableOffset64) else {
                throw CompiledFormatError("an object offset (\(offset)) is outside the object area", at: at)
            }
            offsets.append(Int(offset))
        }
        var nodes: [Node] = []
        nodes.reserveCapacity(objectCount)
        for offset in offsets {
            nodes.append(try Self.node(at: offset, in: bytes, referenceSize: referenceSize, objectCount: objectCount))
        }
        self.init(nodes: nodes, offsets: offsets, root: Int(top64), isXML: false)
    }

    private static func node(at offset: Int, in bytes: [UInt8], referenceSize: Int, objectCount: Int)
        throws(CompiledFormatError) -> Node
    {
        var reader = ByteReader(bytes, offset: offset)
        let marker = try reader.byte()
        var node = NodeReader(
            reader: reader, offset: offset, marker: marker, referenceSize: referenceSize, objectCount: objectCount)
        return try node.read()
    }

    /// One object of a binary property list being read: its marker and a cursor after it.
    private struct NodeReader {
        var reader: ByteReader
        let offset: Int
        let marker: UInt8
        let referenceSize: Int
        let objectCount: Int

        /// The marker's low nibble: a size, or 0xF when an integer object follows with the size.
        private var low: Int { Int(marker & 0x0F) }

        private var unknownMarker: CompiledFormatError {
            CompiledFormatError("unknown object marker 0x\(String(marker, radix: 16))", at: offset)
        }

        mutating func read() throws(CompiledFormatError) -> Node {
            switch marker >> 4 {
            case 0x0:
                switch marker {
                case 0x00: return .null
                case 0x08: return .bool(false)
                case 0x09: return .bool(true)
                default: throw unknownMarker
                }
            case 0x1: return try integer()
            case 0x2:
                switch low {
                case 2: return .real(Double(Float(bitPattern: UInt32(try reader.bigEndian(4)))))
                case 3: return .real(Double(bitPattern: try reader.bigEndian(8)))
                default: throw CompiledFormatError("a real of 2^\(low) bytes is not supported", at: offset)
                }
            case 0x3:
                guard marker == 0x33 else { throw unknownMarker }
                return .date(Double(bitPattern: try reader.bigEndian(8)))
            case 0x4: return .data(try reader.take(try count()))
            case 0x5: return .string(String(decoding: try reader.take(try count()), as: UTF8.self))
            case 0x6: return try utf16String()
            case 0x8:
                let value = try reader.bigEndian(low + 1)
                guard value <= UInt64(Int32.max) else { throw CompiledFormatError("a UID is out of range", at: offset) }
                return .uid(Int(value))
            case 0xA, 0xC: return .array(try references(try count()))
            case 0xD: return try dictionary()
            default: throw unknownMarker
            }
        }

        private mutating func integer() throws(CompiledFormatError) -> Node {
            guard low <= 4 else { throw CompiledFormatError("an integer of 2^\(low) bytes is too wide", at: offset) }
            let width = 1 << low
            if width == 16 {
                _ = try reader.bigEndian(8)
                return .integer(Int64(bitPattern: try reader.bigEndian(8)))
            }
            let raw = try reader.bigEndian(width)
            return .integer(width == 8 ? Int64(bitPattern: raw) : Int64(raw))
        }

        private mutating func utf16String() throws(CompiledFormatError) -> Node {
            let units = try count()
            guard units <= reader.remaining / 2 else {
                throw CompiledFormatError(
                    "a string declares \(units) UTF-16 units, more than the file holds", at: offset)
            }
            let raw = try reader.take(units * 2)
            var utf16: [UInt16] = []
            utf16.reserveCapacity(units)
            for index in 0..<units { utf16.append(UInt16(raw[2 * index]) << 8 | UInt16(raw[2 * index + 1])) }
            return .string(String(decoding: utf16, as: UTF16.self))
        }

        private mutating func dictionary() throws(CompiledFormatError) -> Node {
            let entries = try count()
            guard entries <= reader.remaining / (2 * referenceSize) else {
                throw CompiledFormatError(
                    "a dictionary declares \(entries) entries, more than the file can hold", at: offset)
            }
            let keys = try references(entries)
            let values = try references(entries)
            return .dictionary(zip(keys, values).map { (key: $0, value: $1) })
        }

        /// The object's length: the low nibble, or the integer object that follows it.
        private mutating func count() throws(CompiledFormatError) -> Int {
            guard low == 0x0F else { return low }
            let at = reader.offset
            let intMarker = try reader.byte()
            guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
                throw CompiledFormatError("a length is not an integer object", at: at)
            }
            let value = try reader.bigEndian(1 << Int(intMarker & 0x0F))
            guard value <= UInt64(Int.max) else { throw CompiledFormatError("a length is negative", at: at) }
            return Int(value)
        }

        /// `count` object references, each checked against the object count.
        private mutating func references(_ count: Int) throws(CompiledFormatError) -> [Int] {
            guard count <= reader.remaining / referenceSize else {
                throw CompiledFormatError(
                    "a container declares \(count) entries, more than the file can hold", at: offset)
            }
            var result: [Int] = []
            result.reserveCapacity(count)
            for _ in 0..<count {
                let at = reader.offset
                let reference = try reader.bigEndian(referenceSize)
                guard reference < UInt64(objectCount) else {
                    throw CompiledFormatError(
                        "object reference \(reference) is out of range (\(objectCount) objects)", at: at)
                }
                result.append(Int(reference))
            }
            return result
        }
    }
}
