/// An object that accepts every outlet, outlet collection, action and runtime attribute a document
/// gives it, and records them: generic objects (elements NibKit has no class for) and stand-ins
/// (File's Owner or external objects nobody supplied, custom classes nobody registered).
///
/// This is what lets the command line, which knows none of an app's classes, still wire and count
/// every connection of a document; checking them against the app's Swift source is the linter's job.
public protocol NibRecording: AnyObject {
    /// Records an outlet.
    func recordOutlet(_ property: String, destination: AnyObject?)
    /// Records a member of an outlet collection.
    func recordOutletCollectionMember(_ property: String, element: AnyObject)
    /// Records an action this object sends.
    func recordAction(_ selector: String, target: AnyObject?, eventType: String?)
    /// Records a runtime attribute.
    func recordAttribute(_ keyPath: String, value: NibAttributeValue)
}

/// A recorded reference: strong, or weak for a record that must not keep what it names alive.
struct NibRecordedReference {
    private var strong: AnyObject?
    private weak var weak: AnyObject?

    init(_ object: AnyObject?, weakly: Bool) {
        if weakly { weak = object } else { strong = object }
    }

    var object: AnyObject? { strong ?? weak }
}

/// What a recording object was given, in order.
///
/// A stand-in for an unregistered custom class records its outlets and action targets weakly: the
/// class it stands for may well declare them weak (a delegate outlet back to the controller), and a
/// strong record would keep the controller and its nib alive in a cycle. Other recording objects
/// hold what they record.
public struct NibRecordedConnections {
    private var outletEntries: [(property: String, destination: NibRecordedReference)] = []
    private var collectionEntries: [(property: String, elements: [NibRecordedReference])] = []
    private var actionEntries: [(selector: String, target: NibRecordedReference, eventType: String?)] = []
    /// Whether references are held weakly.
    let holdsWeakly: Bool

    /// Outlets: property and destination (nil for First Responder, or a weakly held one that is gone).
    public var outlets: [(property: String, destination: AnyObject?)] {
        outletEntries.map { ($0.property, $0.destination.object) }
    }
    /// Outlet collections: property and the destinations, in connection order.
    public var outletCollections: [(property: String, elements: [AnyObject])] {
        collectionEntries.map { ($0.property, $0.elements.compactMap(\.object)) }
    }
    /// Actions: selector, target (nil means the responder chain) and event type.
    public var actions: [(selector: String, target: AnyObject?, eventType: String?)] {
        actionEntries.map { ($0.selector, $0.target.object, $0.eventType) }
    }
    /// Runtime attributes: key path and value.
    public package(set) var attributes: [(keyPath: String, value: NibAttributeValue)] = []

    /// Creates an empty record that holds what it records.
    public init() { holdsWeakly = false }

    package init(holdingWeakly: Bool) { holdsWeakly = holdingWeakly }

    /// The destination recorded for an outlet.
    public func outlet(_ property: String) -> AnyObject? {
        outletEntries.last { $0.property == property }?.destination.object
    }

    package mutating func appendOutlet(_ property: String, _ destination: AnyObject?) {
        outletEntries.append((property, NibRecordedReference(destination, weakly: holdsWeakly)))
    }

    package mutating func appendAction(_ selector: String, _ target: AnyObject?, _ eventType: String?) {
        actionEntries.append((selector, NibRecordedReference(target, weakly: holdsWeakly), eventType))
    }

    package mutating func appendCollectionMember(_ property: String, _ element: AnyObject) {
        let reference = NibRecordedReference(element, weakly: holdsWeakly)
        if let index = collectionEntries.firstIndex(where: { $0.property == property }) {
            collectionEntries[index].elements.append(reference)
        } else {
            collectionEntries.append((property, [reference]))
        }
    }
}
