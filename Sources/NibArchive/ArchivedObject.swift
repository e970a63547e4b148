public import NibDiagnostics

/// One object of an interface document: an element with an `id` that IB instantiates (or, for a
/// placeholder, substitutes).
public struct ArchivedObject: Sendable {
    /// Its position in ``Archive/objects``.
    public let index: ObjectIndex
    /// The IB object id (`abc-12-xyz`, or a number in AppKit documents).
    public let id: String
    /// The element name (`view`, `label`, `viewController`, …).
    public let element: String
    /// The class IB instantiates for the element when no custom class is set (see ``ClassMap``).
    public let defaultClass: String?
    /// `customClass`, when set.
    public let customClass: String?
    /// `customModule`, when set.
    public let customModule: String?
    /// `customModuleProvider` (`target` means "the module of the target that builds the document").
    public let customModuleProvider: String?
    /// `userLabel`, the name shown in IB's outline, when set.
    public let userLabel: String?
    /// What the object stands for, if it is a placeholder.
    public let placeholder: Placeholder?
    /// The enclosing object, if any.
    public let parent: ObjectIndex?
    /// The `key` the object sits under in its parent (`view`, `contentView`, `navigationItem`, …).
    public let key: String?
    /// The collection element the object is a member of (`subviews`, `constraints`, `objects`, …).
    public let collection: String?
    /// The storyboard scene it belongs to, if any.
    public let scene: SceneIndex?
    /// The element's attributes, in document order.
    public let attributes: AttributeList
    /// The keyed values and collections directly inside the object, in document order.
    public internal(set) var values: EntityList<ValueIndex>
    /// The objects directly inside this one (through a key or a collection), in document order.
    public internal(set) var children: EntityList<ObjectIndex>
    /// The connections whose source is this object, in document order.
    public internal(set) var connections: EntityList<Int>
    /// Where the element starts.
    public let location: SourceLocation
    /// The most telling attribute's value, when the builder recorded it.
    package internal(set) var tellingAttribute: TellingAttribute = .notRecorded

    /// The class the object is an instance of: the custom class when set, else the default class.
    public var className: String? { customClass ?? defaultClass }

    /// The module-qualified custom class name (`Module.Class`) when a module is given.
    public var qualifiedCustomClass: String? {
        guard let customClass else { return nil }
        if let customModule, !customModule.isEmpty { return customModule + "." + customClass }
        return customClass
    }

    /// Whether the object is a placeholder (never instantiated from the document).
    public var isPlaceholder: Bool { placeholder != nil }

    /// The value of an attribute of the object's element.
    public func attribute(_ name: String) -> String? { attributes[named: name] }
}
