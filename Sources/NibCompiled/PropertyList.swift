/// A property list stored flat: every node once, containers naming their members by index, so that
/// reading never recurses and shared or cyclic references cost nothing.
public struct PropertyList: Sendable {
    /// One node.
    public enum Node: Sendable, Hashable {
        /// A null (binary plists only).
        case null
        /// A boolean.
        case bool(Bool)
        /// An integer.
        case integer(Int64)
        /// A real.
        case real(Double)
        /// A date, seconds since 2001-01-01.
        case date(Double)
        /// Bytes.
        case data([UInt8])
        /// Text.
        case string(String)
        /// A keyed-archiver UID (binary marker 0x8n, or `{CF$UID: n}` in XML).
        case uid(Int)
        /// An array of node indexes.
        case array([Int])
        /// A dictionary: key node index and value node index, in stored order.
        case dictionary([(key: Int, value: Int)])

        /// Equal nodes: the same case and contents.
        public static func == (lhs: Node, rhs: Node) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case (.bool(let a), .bool(let b)): a == b
            case (.integer(let a), .integer(let b)): a == b
            case (.real(let a), .real(let b)), (.date(let a), .date(let b)): a == b
            case (.data(let a), .data(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.uid(let a), .uid(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.dictionary(let a), .dictionary(let b)):
                a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }

        /// Hashes the case.
        public func hash(into hasher: inout Hasher) {
            switch self {
            case .string(let text): hasher.combine(text)
            case .integer(let number): hasher.combine(number)
            default: hasher.combine(0)
            }
        }
    }

    /// Every node.
    public var nodes: [Node]
    /// Where each node is stored: a byte offset (binary) or a line (XML, with ``isXML``).
    public var offsets: [Int]
    /// The root node.
    public var root: Int
    /// Whether it was read from XML (offsets are then lines).
    public var isXML: Bool

    /// The node at an index, or nil when out of range.
    public subscript(index: Int) -> Node? { nodes.indices.contains(index) ? nodes[index] : nil }

    /// The string at an index.
    public func string(at index: Int) -> String? {
        if case .string(let text)? = self[index] { return text }
        return nil
    }

    /// The value of a dictionary node under a string key.
    public func value(_ key: String, in dictionary: Int) -> Int? {
        guard case .dictionary(let entries)? = self[dictionary] else { return nil }
        return entries.first { string(at: $0.key) == key }?.value
    }

    /// A dictionary of strings to strings (what storyboard indexes hold).
    public func stringDictionary(_ dictionary: Int?) -> [(key: String, value: String)] {
        guard let dictionary, case .dictionary(let entries)? = self[dictionary] else { return [] }
        return entries.compactMap { entry in
            guard let key = string(at: entry.key), let value = string(at: entry.value) else { return nil }
            return (key, value)
        }
    }
}
