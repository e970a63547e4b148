public import NibCodingCore
public import NibPrimitives

/// A view that sends action messages when events happen: target–action as UIKit does it, plus
/// closure actions.
///
/// A registered target is held weakly (UIKit does not retain targets). A nil target means the
/// responder chain: the message goes to the first responder that implements the action, starting at
/// the window's first responder, else at the control itself.
@MainActor
open class Control: View {
    /// Whether the control responds to events; a disabled control sends nothing.
    public var isEnabled = true
    /// Whether the control is selected.
    public var isSelected = false
    /// Whether the control is highlighted.
    public var isHighlighted = false

    var registrations: [ActionRegistration] = []

    /// Creates a control with `frame`.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Controls are accessibility elements by default, as in UIKit.
    open override class var isAccessibilityElementByDefault: Bool { true }

    /// Decodes an archived control: ``View``'s keys plus `enabled`, `selected`, `highlighted`.
    /// Its actions come from the nib's connections (``addTarget(_:action:for:)``).
    /// - Throws: `NibDecodingError` when a present value cannot be read.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        try coder.decode(into: &isEnabled, forKey: "enabled")
        isSelected = try coder.decodeBool(forKey: "selected")
        isHighlighted = try coder.decodeBool(forKey: "highlighted")
    }

    /// Controls can become first responder.
    open override var canBecomeFirstResponder: Bool { true }
}

/// One target–action pair or closure registered on a control.
struct ActionRegistration {
    weak var target: AnyObject?
    let targetWasNil: Bool
    let action: ActionName?
    let handler: ((Control) -> Void)?
    let identifier: Int
    let events: ControlEvents
}
