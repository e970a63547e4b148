public import NibDiagnostics

/// A keyed value as a plain, immutable tree: what a generic object keeps of values it does not
/// interpret (a `<state>`, an `<accessibility>`, an unknown element), so nothing in the document is
/// lost.
public struct NibValueNode: Sendable, Hashable {
    /// The element name (`color`, `state`, `rect`, …).
    public var element: String
    /// The `key` attribute, if any.
    public var key: String?
    /// The attributes, in document order.
    public var attributes: [Attribute]
    /// The character content, if any.
    public var text: String?
    /// Nested values, in document order.
    public var children: [NibValueNode]
    /// Ids of the objects a collection holds or a `reference=` names, in order.
    public var memberIDs: [String]
    /// Where the element starts.
    public var location: SourceLocation

    /// One attribute.
    public struct Attribute: Sendable, Hashable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String

        /// Creates an attribute.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a node.
    public init(
        element: String, key: String?, attributes: [Attribute], text: String?, children: [NibValueNode],
        memberIDs: [String], location: SourceLocation
    ) {
        self.element = element
        self.key = key
        self.attributes = attributes
        self.text = text
        self.children = children
        self.memberIDs = memberIDs
        self.location = location
    }

    /// The value of an attribute.
    public func attribute(_ name: String) -> String? {
        for attribute in attributes where attribute.name == name { return attribute.value }
        return nil
    }

    /// The first child with a key (or, for keyless values, an element name).
    public func child(_ key: String) -> NibValueNode? {
        children.first { ($0.key ?? $0.element) == key }
    }
}
