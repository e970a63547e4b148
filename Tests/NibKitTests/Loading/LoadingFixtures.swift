import NibCoding
import NibKit

/// A log of loader callbacks, in order, for the phase-order tests.
@MainActor
final class CallLog {
    var events: [String] = []
    func log(_ event: String) { events.append(event) }
    /// The index of the first event with a prefix.
    func first(_ prefix: String) -> Int? { events.firstIndex { $0.hasPrefix(prefix) } }
    /// The index of the last event with a prefix.
    func last(_ prefix: String) -> Int? { events.lastIndex { $0.hasPrefix(prefix) } }
}

/// The log the test classes write to (reset by each test through `TestClasses.registry()`).
@MainActor var callLog = CallLog()

/// A plain decodable object that logs `init(coder:)` and `awakeFromNib`.
@MainActor
class TObject: NibDecodable, NibAwakening {
    let id: String
    var awakeCount = 0
    required init(coder: any NibDecoding) throws {
        id = coder.objectID
        callLog.log("init \(id)")
    }
    func awakeFromNib() {
        awakeCount += 1
        callLog.log("awake \(id)")
    }
}

/// A view: decodes its subviews and constraints, keeps a superview back-pointer.
@MainActor
class TView: TObject, NibKeyValueCoding {
    var subviews: [TView] = []
    var constraints: [TConstraint] = []
    weak var superview: TView?
    var cornerRadius = 0.0
    var tag = 0
    required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        tag = try coder.decodeInteger(forKey: "tag")
        subviews = try coder.decodeObjects(forKey: "subviews").compactMap { $0 as? TView }
        for subview in subviews { subview.superview = self }
        constraints = try coder.decodeObjects(forKey: "constraints").compactMap { $0 as? TConstraint }
    }
    func setNibValue(_ value: NibAttributeValue, forKey key: String) -> NibSetResult {
        guard key == "cornerRadius" else { return .unknownKey }
        guard case .number(let number) = value else { return .typeMismatch(expected: "Double") }
        cornerRadius = number
        callLog.log("attribute \(id).cornerRadius")
        return .done
    }
}

/// A label.
@MainActor
final class TLabel: TView {
    var text: String?
    required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        text = try coder.decodeString(forKey: "text")
    }
}

/// A button that records its target–action pairs, holding each target weakly as UIKit does (a
/// button that targets its own superview would otherwise keep the pair of them alive).
@MainActor
final class TButton: TView, NibActionSource {
    struct Action {
        let selector: String
        weak var target: AnyObject?
        let event: String?
    }
    var actions: [Action] = []
    func connectNibAction(_ selector: String, to target: AnyObject?, eventType: String?) {
        actions.append(Action(selector: selector, target: target, event: eventType))
        callLog.log("action \(id).\(selector)")
    }
}

/// A constraint whose items may point back at the view that owns it (case N11).
@MainActor
final class TConstraint: TObject {
    weak var firstItem: AnyObject?
    weak var secondItem: AnyObject?
    var constant = 0.0
    required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        constant = try coder.decodeDouble(forKey: "constant")
        try coder.decodeObject(forKey: "firstItem") { [weak self] in self?.firstItem = $0 }
        try coder.decodeObject(forKey: "secondItem") { [weak self] in self?.secondItem = $0 }
    }
}

/// An owner with a hand-written outlet table that logs when each outlet is set.
@MainActor
final class TOwner: NibKeyValueCoding {
    var label: TLabel?
    var awakeCount = 0
    func setNibOutlet(_ name: String, to object: AnyObject?) -> NibSetResult {
        guard name == "label" else { return .unknownKey }
        guard let label = object as? TLabel else { return .typeMismatch(expected: "TLabel") }
        self.label = label
        callLog.log("outlet label")
        return .done
    }
    func awakeFromNib() { awakeCount += 1 }
}

/// An owner using the property wrappers.
@MainActor
final class TWrappedOwner {
    @Outlet var label: TLabel?
    @WeakOutlet var view: TView?
    @OutletCollection var buttons: [TButton]
    @Inspectable var score: Double = 1
    init() {}
}

/// A view that checks, inside `awakeFromNib`, what is already set (case N7).
@MainActor
final class TObservedView: TView {
    @Outlet var partner: TView?
    @Inspectable var level: Double = 0
    var seenInAwake: (level: Double, partnerSet: Bool)?
    override func awakeFromNib() {
        seenInAwake = (level, partner != nil)
        super.awakeFromNib()
    }
}

/// A plain object IB archives as a `customObject` (case N10).
@MainActor
final class TCustomObject: NibCustomObjectInitializable, NibAwakening {
    nonisolated(unsafe) static var plainInits = 0
    var awakeCount = 0
    required init() {
        Self.plainInits += 1
        callLog.log("plain init")
    }
    func awakeFromNib() {
        awakeCount += 1
        callLog.log("awake custom")
    }
}

/// Classes with class preparation hooks (case K1).
@MainActor
class TPreparedBase: TView, NibClassPreparing {
    class func prepareClass() { callLog.log("prepare \(String(describing: self))") }
}

@MainActor
final class TPreparedChild: TPreparedBase {
    override class func prepareClass() { callLog.log("prepare child") }
}

/// `App.Foo` of case N9.
@MainActor
final class Foo: TView {}

@MainActor
enum TestClasses {
    /// A registry of the test classes under the UIKit names, and a fresh call log.
    static func registry() -> NibClassRegistry {
        callLog = CallLog()
        let registry = NibClassRegistry()
        registry.register(TView.self, as: "UIView")
        registry.register(TLabel.self, as: "UILabel")
        registry.register(TButton.self, as: "UIButton")
        registry.register(TConstraint.self, as: "NSLayoutConstraint")
        return registry
    }

    /// A CocoaTouch xib with the given `<objects>` content (File's Owner `-1` and First Responder
    /// `-2` included).
    static func xib(_ objects: String, ownerClass: String = "TOwner", ownerConnections: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(ownerClass)">
                    <connections>
        \(ownerConnections)
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }
}
