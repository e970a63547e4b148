public import NibDiagnostics

/// One difference between two versions of a document, said in the document's own terms.
public struct DiffChange: Sendable, Hashable {
    /// What changed.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A document attribute or document-level value (`toolsVersion`, `initialViewController`, …).
        case documentChanged = "document-changed"
        /// A storyboard scene appeared.
        case sceneAdded = "scene-added"
        /// A storyboard scene disappeared.
        case sceneRemoved = "scene-removed"
        /// A scene moved on the canvas.
        case sceneMoved = "scene-moved"
        /// An object appeared (with everything inside it).
        case objectAdded = "object-added"
        /// An object disappeared (with everything inside it).
        case objectRemoved = "object-removed"
        /// An object has a new parent, key or collection.
        case objectMoved = "object-moved"
        /// An object's custom class or module changed.
        case customClassChanged = "custom-class-changed"
        /// An attribute of an object was added, removed or changed.
        case attributeChanged = "attribute-changed"
        /// A keyed value of an object (`frame`, a colour, a button state, …) was added, removed or changed.
        case valueChanged = "value-changed"
        /// An outlet, action or binding appeared.
        case connectionAdded = "connection-added"
        /// An outlet, action or binding disappeared.
        case connectionRemoved = "connection-removed"
        /// A connection now names another destination, property or selector.
        case connectionChanged = "connection-changed"
        /// A segue appeared.
        case segueAdded = "segue-added"
        /// A segue disappeared.
        case segueRemoved = "segue-removed"
        /// A segue's destination, kind or identifier changed.
        case segueChanged = "segue-changed"
        /// Nothing but the order of attributes or the formatting of the file changed.
        case formatting
    }

    /// What changed.
    public let kind: Kind
    /// The sentence a person reads: "outlet `titleLabel` of HelloViewController now points at …".
    public let message: String
    /// Whether Interface Builder makes this change on its own when it saves (hidden unless asked).
    public let isNoise: Bool
    /// The object concerned, by id, when there is one.
    public let objectID: String?
    /// The attribute, value path or connection name concerned, when there is one.
    public let property: String?
    /// The old value, when one was replaced or removed.
    public let oldValue: String?
    /// The new value, when one was set.
    public let newValue: String?
    /// Where the change is in the new file (for removals, the nearest surviving place).
    public let location: SourceLocation?
    /// Where the old version was, in the old file.
    public let oldLocation: SourceLocation?

    /// Creates a change.
    public init(
        kind: Kind, message: String, isNoise: Bool = false, objectID: String? = nil, property: String? = nil,
        oldValue: String? = nil, newValue: String? = nil, location: SourceLocation? = nil,
        oldLocation: SourceLocation? = nil
    ) {
        self.kind = kind
        self.message = message
        self.isNoise = isNoise
        self.objectID = objectID
        self.property = property
        self.oldValue = oldValue
        self.newValue = newValue
        self.location = location
        self.oldLocation = oldLocation
    }
}
