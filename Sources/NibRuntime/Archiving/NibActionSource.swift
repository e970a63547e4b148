/// An object that can send actions: a control (`addTarget(_:action:for:)` with an event mask), a
/// bar button item, gesture recognizer or AppKit control (one target and action).
///
/// The loader calls ``connectNibAction(_:to:eventType:)`` for each `<action>` element: `target` is nil when the document aims the action at First Responder, which the
/// responder chain resolves when the event fires; `eventType` is IB's name (`touchUpInside`,
/// `valueChanged`), nil where IB writes none.
public protocol NibActionSource: AnyObject {
    /// Adds the target–action pair.
    func connectNibAction(_ selector: String, to target: AnyObject?, eventType: String?)
}
