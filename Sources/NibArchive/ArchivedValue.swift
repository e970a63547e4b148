public import NibDiagnostics

/// A keyed value or a collection inside an object: every child element that is not itself an
/// object or a connection (`rect`, `color`, `fontDescription`, `string`, `state`, `subviews`, …).
///
/// Values nest (a `state` holds a `color`); children are listed by index, so the archive is flat
/// and nothing recurses over it.
public struct ArchivedValue: Sendable {
    /// Its position in ``Archive/values``.
    public let index: ValueIndex
    /// The element name (`rect`, `subviews`, …).
    public let element: String
    /// The `key` attribute, when the value is keyed.
    public let key: String?
    /// The object the value belongs to, if any (document-level values have none).
    public let owner: ObjectIndex?
    /// The enclosing value, when nested.
    public let parent: ValueIndex?
    /// The element's attributes.
    public let attributes: AttributeList
    /// The element's character content, if any.
    public let text: String?
    /// Nested values, in document order.
    public internal(set) var children: EntityList<ValueIndex>
    /// The objects the collection holds, in document order; for `reference=` elements, the object
    /// referred to.
    public internal(set) var members: EntityList<ObjectIndex>
    /// Where the element starts.
    public let location: SourceLocation

    /// The value of an attribute.
    public func attribute(_ name: String) -> String? { attributes[named: name] }

    /// The name under which a coder finds the value: the key, else the element name (keyless
    /// collections such as `subviews` and `constraints`).
    public var lookupKey: String { key ?? element }
}
