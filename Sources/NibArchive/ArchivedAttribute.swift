public import NibDiagnostics

/// An XML attribute of an archived object or value, with its position.
public struct ArchivedAttribute: Sendable, Hashable {
    /// The attribute name.
    public let name: String
    /// The attribute value.
    public let value: String
    /// Where the attribute's name starts.
    public let location: SourceLocation

    /// Creates an attribute.
    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

extension Array where Element == ArchivedAttribute {
    /// The value of the named attribute.
    public subscript(named name: String) -> String? {
        for attribute in self where attribute.name == name { return attribute.value }
        return nil
    }

    /// The named attribute.
    public func attribute(named name: String) -> ArchivedAttribute? {
        first { $0.name == name }
    }
}
