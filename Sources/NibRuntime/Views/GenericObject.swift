public import NibCodingCore

/// An archived object NibKit has no class for (an AppKit `windowController`, a `menuItem`, an
/// element IB invents next year): it decodes and keeps every keyed value, keeps the objects it
/// contains alive, and accepts and records every outlet, action and runtime attribute.
open class GenericObject: NibDecodable, NibCustomObjectInitializable, NibAwakening, NibRecording,
    CustomStringConvertible
{
    /// The IB class name (`customClass`, else the element's default class such as `NSWindowController`).
    public let className: String?
    /// The IB element name (`windowController`, `menuItem`, …).
    public let element: String
    /// The IB object id.
    public let objectID: String
    /// The element's attributes, by name (read from the coder on first use).
    public private(set) lazy var attributes: [String: String] = Self.attributeTable(of: source)
    /// The keyed values that are not objects, by key (read from the coder on first use: most
    /// generic objects of a load are never asked, and building every value tree up front was
    /// most of their construction time).
    public private(set) lazy var values: [String: NibValueNode] = Self.valueTable(of: source)
    /// The objects under each key (a keyed child, or a collection's members), in order.
    public private(set) var objects: [String: [AnyObject]] = [:]
    /// What the document connected to it, held weakly as IB's outlets and AppKit's targets,
    /// delegates and key-view loops are: a generic view's `delegate` outlet to its File's Owner, or
    /// two views' `nextKeyView`s, would otherwise keep a dropped graph alive through a cycle.
    public private(set) var recorded = NibRecordedConnections(holdingWeakly: true)
    /// How many times `awakeFromNib` was received.
    public private(set) var awakeFromNibCount = 0
    /// What the loader keeps on this object (opaque to the runtime).
    package var loaderState = NibLoaderState()
    /// The coder this object was decoded from, kept for ``attributes`` and ``values`` (it holds
    /// the document, not the objects built from it).
    private let source: (any NibDecoding)?

    /// Decodes every attribute, value and contained object.
    public required init(coder: any NibDecoding) throws {
        className = coder.className
        element = coder.element
        objectID = coder.objectID
        source = coder
        // Strong captures: the loader drops pending fix-ups when the build ends.
        for key in coder.keys {
            if let memberCount = coder.valueMemberCount(forKey: key) {
                guard memberCount > 0 else { continue }
                try coder.decodeObjects(forKey: key) { members in self.objects[key] = members }
            } else {
                try coder.decodeObject(forKey: key) { object in self.objects[key] = [object] }
            }
        }
    }

    /// An object created in code (or from a `customObject` element, with `init()`).
    public required init() {
        className = nil
        element = "customObject"
        objectID = ""
        source = nil
    }

    private static func attributeTable(of coder: (any NibDecoding)?) -> [String: String] {
        var table: [String: String] = [:]
        for (name, value) in coder?.attributeValues ?? [] { table[name] = value }
        return table
    }

    private static func valueTable(of coder: (any NibDecoding)?) -> [String: NibValueNode] {
        guard let coder else { return [:] }
        var table: [String: NibValueNode] = [:]
        // Strong captures: the loader drops pending fix-ups when the build ends.
        for key in coder.keys {
            if let node = coder.valueNode(forKey: key) { table[key] = node }
        }
        return table
    }

    /// Counts the call.
    open func awakeFromNib() { awakeFromNibCount += 1 }

    /// Records an outlet.
    public func recordOutlet(_ property: String, destination: AnyObject?) {
        recorded.appendOutlet(property, destination)
    }
    /// Records an outlet collection member.
    public func recordOutletCollectionMember(_ property: String, element: AnyObject) {
        recorded.appendCollectionMember(property, element)
    }
    /// Records an action.
    public func recordAction(_ selector: String, target: AnyObject?, eventType: String?) {
        recorded.appendAction(selector, target, eventType)
    }
    /// Records a runtime attribute.
    public func recordAttribute(_ keyPath: String, value: NibAttributeValue) {
        recorded.attributes.append((keyPath, value))
    }

    /// `<GenericObject NSWindowController id=…>`.
    public var description: String { "<GenericObject \(className ?? element) id=\(objectID)>" }
}
