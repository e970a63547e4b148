/// The tables of a file in Apple's `NIBArchive` binary container, as stored.
///
/// The layout: the 10 ASCII bytes `NIBArchive`, the format and coder versions, then count and
/// offset of four tables (objects, keys, values, class names). An object is a class-name index
/// and a contiguous slice of the value table; a value is a key index, a type byte and a payload.
public struct NIBArchiveFile: Sendable, Hashable {
    /// The 10 bytes every NIBArchive starts with.
    public static let magic: [UInt8] = Array("NIBArchive".utf8)

    /// One entry of the object table.
    public struct Object: Sendable, Hashable {
        /// The index into ``NIBArchiveFile/classNames``.
        public var classIndex: Int
        /// The first of the object's values in ``NIBArchiveFile/values``.
        public var firstValue: Int
        /// How many values the object has.
        public var valueCount: Int
        /// Where the entry starts in the file.
        public var offset: Int

        /// Creates an entry.
        public init(classIndex: Int, firstValue: Int, valueCount: Int, offset: Int = 0) {
            self.classIndex = classIndex
            self.firstValue = firstValue
            self.valueCount = valueCount
            self.offset = offset
        }

        /// The object's slice of the value table.
        public var valueRange: Range<Int> { firstValue..<firstValue + valueCount }
    }

    /// A value payload, by its stored type.
    public enum Payload: Sendable, Hashable {
        /// Type 0.
        case int8(Int8)
        /// Type 1.
        case int16(Int16)
        /// Type 2.
        case int32(Int32)
        /// Type 3.
        case int64(Int64)
        /// Type 4 (false) or 5 (true).
        case bool(Bool)
        /// Type 6.
        case float(Float)
        /// Type 7.
        case double(Double)
        /// Type 8: length-prefixed bytes.
        case data([UInt8])
        /// Type 9.
        case null
        /// Type 10: an index into the object table.
        case object(Int)

        /// Any integer type, widened.
        public var integer: Int64? {
            switch self {
            case .int8(let value): Int64(value)
            case .int16(let value): Int64(value)
            case .int32(let value): Int64(value)
            case .int64(let value): value
            default: nil
            }
        }

        /// The smallest integer type that holds a value, as UIKit's encoder chooses it.
        public static func integer(_ value: Int64) -> Payload {
            if let small = Int8(exactly: value) { return .int8(small) }
            if let small = Int16(exactly: value) { return .int16(small) }
            if let small = Int32(exactly: value) { return .int32(small) }
            return .int64(value)
        }
    }

    /// One entry of the value table.
    public struct Value: Sendable, Hashable {
        /// The index into ``NIBArchiveFile/keys``.
        public var keyIndex: Int
        /// The payload.
        public var payload: Payload
        /// Where the entry starts in the file.
        public var offset: Int

        /// Creates an entry.
        public init(keyIndex: Int, payload: Payload, offset: Int = 0) {
            self.keyIndex = keyIndex
            self.payload = payload
            self.offset = offset
        }
    }

    /// One entry of the class-name table.
    public struct ClassName: Sendable, Hashable {
        /// The name, without its trailing NUL.
        public var name: String
        /// Fallback classes, as indexes into the same table (`NSColor` for `UIColor`).
        public var fallbacks: [Int32]

        /// Creates an entry.
        public init(name: String, fallbacks: [Int32] = []) {
            self.name = name
            self.fallbacks = fallbacks
        }
    }

    /// The format version (1).
    public var formatVersion: UInt32
    /// The coder version (9 or 10).
    public var coderVersion: UInt32
    /// The object table; object 0 is the root.
    public var objects: [Object]
    /// The key table.
    public var keys: [String]
    /// The value table.
    public var values: [Value]
    /// The class-name table.
    public var classNames: [ClassName]

    /// Creates a file's tables.
    public init(
        formatVersion: UInt32 = 1, coderVersion: UInt32 = 10, objects: [Object], keys: [String], values: [Value],
        classNames: [ClassName]
    ) {
        self.formatVersion = formatVersion
        self.coderVersion = coderVersion
        self.objects = objects
        self.keys = keys
        self.values = values
        self.classNames = classNames
    }

    /// Whether bytes start with the NIBArchive magic.
    public static func looksLikeNIBArchive(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.count >= magic.count && bytes.prefix(magic.count).elementsEqual(magic)
    }

    /// Whether a file's bytes start with the NIBArchive magic (compared in place).
    static func looksLikeNIBArchive(_ bytes: [UInt8]) -> Bool {
        BinaryFiles.bytes(bytes, at: 0, equal: magic)
    }
}
