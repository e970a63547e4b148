public import NibDiagnostics

/// One localizable string of a document, as `ibtool --export-strings-file` lists it: the object,
/// the property (`text`, `normalTitle`, `segmentTitles[0]`, …), the object's class and the value.
public struct LocalizableString: Sendable, Hashable {
    /// The IB object id.
    public let objectID: String
    /// The property, as the key spells it after the id (`normalTitle`, `scopeButtonTitles[1]`).
    public let property: String
    /// The UIKit class IB names in the comment (the element's own class, never the custom class).
    public let className: String
    /// The string in the base document.
    public let value: String
    /// Where the value is written in the document.
    public let location: SourceLocation?

    /// Creates an entry.
    public init(objectID: String, property: String, className: String, value: String, location: SourceLocation?) {
        self.objectID = objectID
        self.property = property
        self.className = className
        self.value = value
        self.location = location
    }

    /// The key of the `.strings` entry: `ObjectID.property`.
    public var key: String { objectID + "." + property }

    /// The property as ibtool's comment names it: indexed properties carry the object id
    /// (`abc-12-xyz.segmentTitles[0]`), the others are bare (`text`).
    public var commentProperty: String { property.hasSuffix("]") ? key : property }
}
