/// The object graph of a compiled nib, whichever container it came in, in NIBArchive's shape:
/// object 0 is the root (a NIBArchive's object 0, a keyed archive's `$top`), each object has a
/// class name and keyed values, collections are inlined (`NSInlinedValue`, then one
/// `UINibEncoderEmptyKey` value per element; dictionaries alternate key and value), strings are
/// `NSString` objects with `NS.bytes`.
public struct CompiledGraph: Sendable {
    /// The container a graph was read from.
    public enum Container: String, Sendable, Hashable {
        /// Apple's `NIBArchive` binary container.
        case nibArchive
        /// An `NSKeyedArchiver` property list (binary `bplist00` or XML).
        case keyedArchive
    }

    /// One object.
    public struct Object: Sendable {
        /// The class name.
        public var className: String
        /// The object's values in ``CompiledGraph/values``.
        public var values: Range<Int>
        /// Where the object is stored in the file.
        public var offset: Int
    }

    /// One keyed value.
    public struct Value: Sendable {
        /// The key.
        public var key: String
        /// The payload (object references index ``CompiledGraph/objects``).
        public var payload: NIBArchiveFile.Payload
        /// Where the value is stored in the file.
        public var offset: Int
    }

    /// The container it came from.
    public var container: Container
    /// Every object; object 0 is the root.
    public var objects: [Object]
    /// Every value.
    public var values: [Value]

    /// The graph of a NIBArchive file.
    public init(_ file: NIBArchiveFile) {
        container = .nibArchive
        objects = file.objects.map {
            Object(className: file.classNames[$0.classIndex].name, values: $0.valueRange, offset: $0.offset)
        }
        values = file.values.map { Value(key: file.keys[$0.keyIndex], payload: $0.payload, offset: $0.offset) }
    }

    /// A graph from its parts.
    init(container: Container, objects: [Object], values: [Value]) {
        self.container = container
        self.objects = objects
        self.values = values
    }

    /// The values of an object.
    public func values(of object: Int) -> ArraySlice<Value> {
        guard objects.indices.contains(object) else { return [] }
        return values[objects[object].values]
    }

    /// The first value of an object under a key.
    public func value(_ key: String, of object: Int) -> NIBArchiveFile.Payload? {
        for value in values(of: object) where value.key == key { return value.payload }
        return nil
    }

    /// The object a key of an object references.
    public func objectReference(_ key: String, of object: Int) -> Int? {
        if case .object(let target)? = value(key, of: object) { return target }
        return nil
    }

    /// Whether an object is an inlined collection (`NSInlinedValue`).
    public func isInlinedCollection(_ object: Int) -> Bool {
        guard let first = values(of: object).first, first.key == "NSInlinedValue" else { return false }
        return true
    }

    /// The elements of an inlined array or set (object references and other payloads alike).
    public func elements(of object: Int) -> [NIBArchiveFile.Payload] {
        values(of: object).filter { $0.key == "UINibEncoderEmptyKey" }.map(\.payload)
    }

    /// The referenced objects of an inlined array or set.
    public func objectElements(of object: Int) -> [Int] {
        elements(of: object).compactMap { if case .object(let target) = $0 { target } else { nil } }
    }

    /// The class name of an object.
    public func className(of object: Int) -> String? {
        objects.indices.contains(object) ? objects[object].className : nil
    }

    /// The text of a string object (`NSString`/`NSMutableString` with `NS.bytes`), or of a data
    /// payload holding UTF-8.
    public func string(_ payload: NIBArchiveFile.Payload?) -> String? {
        switch payload {
        case .object(let target)?:
            guard let name = className(of: target), name.hasSuffix("String") else { return nil }
            if case .data(let bytes)? = value("NS.bytes", of: target) { return String(decoding: bytes, as: UTF8.self) }
            return nil
        case .data(let bytes)?: return String(decoding: bytes, as: UTF8.self)
        default: return nil
        }
    }

    /// The text of an object's string value under a key.
    public func string(_ key: String, of object: Int) -> String? { string(value(key, of: object)) }
}
