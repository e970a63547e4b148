public import NibDiagnostics

/// An attribute that names another object by id, resolved after the whole document is read.
public struct Reference: Sendable {
    /// Where the reference is written.
    public enum Holder: Sendable, Hashable {
        /// An attribute of an object (`firstItem` of a constraint, `selectedItem`, …).
        case object(ObjectIndex)
        /// An attribute of a keyed value or `reference=` element.
        case value(ValueIndex)
        /// An attribute of a connection (`destination`, `target`, `previousBinding`, …).
        case connection(Int)
        /// An attribute of the `<document>` element (`initialViewController`).
        case document
    }
    /// The element that carries the attribute.
    public let holder: Holder
    /// The attribute name.
    public let attribute: String
    /// The id it names.
    public let targetID: String
    /// The object, or nil when no object has that id.
    public let target: ObjectIndex?
    /// The connection the id names, for `reference=` pointers to a segue
    /// (`inferredMetricsTieBreakers`), which point at a connection rather than an object.
    public let targetConnection: Int?
    /// Where the attribute is written.
    public let location: SourceLocation
}
