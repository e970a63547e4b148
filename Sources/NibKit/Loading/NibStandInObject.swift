/// A stand-in for an object the loader must have but nobody supplied: File's Owner when the caller
/// passes no owner (UIKit substitutes a fresh placeholder then), an external object the command
/// line cannot know, or an unresolvable storyboard reference. It accepts and records everything.
public final class NibStandInObject: NibRecording, NibAwakening, CustomStringConvertible {
    /// The class the document says the object has (`customClass`), if any.
    public let className: String?
    /// What it stands for (`File's Owner`, `External 'Ext'`).
    public let role: String
    /// Everything the document connected to it.
    public private(set) var recorded = NibRecordedConnections()

    /// Creates a stand-in.
    public init(className: String?, role: String) {
        self.className = className
        self.role = role
    }

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
    /// Proxies never receive `awakeFromNib` from a load; this exists so a stand-in used as a
    /// top-level object of a nested load behaves like any object.
    public func awakeFromNib() {}

    /// `<stand-in File's Owner: App.Foo>`.
    public var description: String { "<stand-in \(role)\(className.map { ": " + $0 } ?? "")>" }
}

/// The object First Responder stands for during a load. Actions aimed at it are connected with a
/// nil target, which the responder chain resolves when the event fires.
public final class NibFirstResponderProxy: CustomStringConvertible {
    /// The one instance.
    public static let shared = NibFirstResponderProxy()
    private init() {}
    /// `<First Responder>`.
    public var description: String { "<First Responder>" }
}
