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

/// What a recording object was given, in order.
public struct NibRecordedConnections {
    /// Outlets: property and destination (nil for First Responder).
    public package(set) var outlets: [(property: String, destination: AnyObject?)] = []
    /// Outlet collections: property and the destinations, in connection order.
    public package(set) var outletCollections: [(property: String, elements: [AnyObject])] = []
    /// Actions: selector, target (nil means the responder chain) and event type.
    public package(set) var actions: [(selector: String, target: AnyObject?, eventType: String?)] = []
    /// Runtime attributes: key path and value.
    public package(set) var attributes: [(keyPath: String, value: NibAttributeValue)] = []

    /// Creates an empty record.
    public init() {}

    /// The destination recorded for an outlet.
    public func outlet(_ property: String) -> AnyObject? {
        outlets.last { $0.property == property }?.destination
    }

    package mutating func appendCollectionMember(_ property: String, _ element: AnyObject) {
        if let index = outletCollections.firstIndex(where: { $0.property == property }) {
            outletCollections[index].elements.append(element)
        } else {
            outletCollections.append((property, [element]))
        }
    }
}
