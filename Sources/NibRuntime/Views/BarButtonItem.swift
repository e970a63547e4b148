public import NibCodingCore
public import NibPrimitives

/// A button in a navigation bar, toolbar or tab bar (`<barButtonItem>`): one target and action.
@MainActor
open class BarButtonItem: NibObject, NibActionSource {
    /// The title.
    public var title: String?
    /// `style` (`plain`, `done`).
    public var style: Style = .plain
    /// `systemItem` (`add`, `done`, `flexibleSpace`, …), when a system item.
    public var systemItem: String?
    /// The image.
    public var image: ImageReference?
    /// The tag.
    public var tag = 0
    /// Whether the item is enabled.
    public var isEnabled = true
    /// The tint colour (nil: the bar's).
    public var tintColor: Color?
    /// A custom view, if any.
    public private(set) var customView: View?
    /// The target (nil: the responder chain).
    public weak var target: AnyObject?
    /// The action, if any.
    public var action: ActionName?

    /// Creates an item in code.
    public override init() { super.init() }

    /// Decodes the item's keys and custom view.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        title = try coder.decodeString(forKey: "title")
        style = coder.attribute("style").map(Style.init(ibValue:)) ?? .plain
        systemItem = coder.attribute("systemItem")
        image = coder.attribute("image").map { ImageReference(name: $0, catalog: coder.attribute("catalog")) }
        tag = try coder.decodeInteger(forKey: "tag")
        try coder.decode(into: &isEnabled, forKey: "enabled")
        tintColor = try coder.decodeColor(forKey: "tintColor")
        customView = try coder.decodeObject(forKey: "customView") as? View
    }

    /// Sets the target and action from an `<action>` (or a segue trigger).
    public func connectNibAction(_ selector: String, to target: AnyObject?, eventType: String?) {
        self.target = target
        action = ActionName(selector)
    }

    /// Sends the action as a tap would: to the target, or along the responder chain from
    /// `responder` when the target is nil.
    @discardableResult
    public func sendAction(from responder: Responder? = nil) -> Bool {
        guard let action else { return false }
        return NibActionDispatch.send(action, to: target, from: self, startingAt: responder)
    }
}
