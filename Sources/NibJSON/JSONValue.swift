/// A JSON value with its members in order: what nibload reads (with the position of every value
/// and key) and what it writes (positions left ``JSONPosition/unknown``).
///
/// Every JSON text nibload prints goes through ``JSONWriter``; every JSON text it reads goes through
/// ``JSONReader``. Neither uses Foundation (it would bring ICU next to libxml2), and the reader's
/// errors point at a line and column, which `JSONSerialization` cannot do.
public struct JSONValue: Sendable, Hashable {
    /// What the value is.
    public enum Kind: Sendable, Hashable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A whole number written by nibload.
        case integer(Int)
        /// A number as its literal text: as read, or as a caller formatted it.
        case number(String)
        /// A string, unescaped.
        case string(String)
        /// An array.
        case array([JSONValue])
        /// An object, members in order (the reader rejects duplicate keys).
        case object([Member])
    }

    /// A member of an object.
    public struct Member: Sendable, Hashable {
        /// The key.
        public var key: String
        /// Where the key's opening quote is, when read.
        public var keyPosition: JSONPosition
        /// The value.
        public var value: JSONValue

        /// Creates a member.
        public init(key: String, keyPosition: JSONPosition = .unknown, value: JSONValue) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// What the value is.
    public var kind: Kind
    /// Where the value starts, when read; ``JSONPosition/unknown`` for a value built in code.
    public var position: JSONPosition

    /// Creates a value.
    public init(kind: Kind, position: JSONPosition = .unknown) {
        self.kind = kind
        self.position = position
    }

    /// `null`.
    public static let null = JSONValue(kind: .null)
    /// A boolean.
    public static func bool(_ flag: Bool) -> JSONValue { JSONValue(kind: .bool(flag)) }
    /// A whole number.
    public static func int(_ number: Int) -> JSONValue { JSONValue(kind: .integer(number)) }
    /// A number given as its literal text (`1.5`, `-3`); the caller formats it.
    public static func number(_ literal: String) -> JSONValue { JSONValue(kind: .number(literal)) }
    /// A string.
    public static func string(_ text: String) -> JSONValue { JSONValue(kind: .string(text)) }
    /// An optional string: `null` or a string.
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    /// An array.
    public static func array(_ elements: [JSONValue]) -> JSONValue { JSONValue(kind: .array(elements)) }
    /// An object, its members in the order given.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(kind: .object(members.map { Member(key: $0.0, value: $0.1) }))
    }

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let text) = kind { return text }
        return nil
    }

    /// The members, when the value is an object.
    public var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements, when the value is an array.
    public var elements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// A name for the kind of value, for messages (`a string`, `an object`, …).
    public var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as JSON text in nibload's style, followed by a newline.
    /// - Parameter sortedKeys: Write every object's members sorted by key.
    public func rendered(sortedKeys: Bool = false) -> String {
        var writer = JSONWriter()
        writer.value(self, sortedKeys: sortedKeys)
        return writer.finishedText()
    }
}

/// A 1-based line and a 1-based column counted in UTF-8 bytes, like `SourceLocation` in
/// NibDiagnostics.
public struct JSONPosition: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line; 0 when unknown.
    public var line: Int
    /// The 1-based column in UTF-8 bytes; 0 when unknown.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of a value that was not read from a text.
    public static let unknown = JSONPosition(line: 0, column: 0)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}
