/// The runtime's archivable classes, as the loader sees them: views and controllers are built with
/// their `init(coder:)`, and every responder hears `awakeFromNib` (through `sendAwakeFromNib()`, so
/// the trace records it).
extension View: NibDecodable {}
extension ViewController: NibDecodable {}
extension Responder: NibAwakening {}

/// A control connects an `<action>` as `addTarget(_:action:for:)` with the event IB names
/// (`touchUpInside` when IB names none or one NibKit does not know).
extension Control: NibActionSource {
    /// Adds the target–action pair for the event.
    public func connectNibAction(_ selector: String, to target: AnyObject?, eventType: String?) {
        let events = eventType.flatMap(ControlEvents.init(ibEventType:)) ?? .touchUpInside
        addTarget(target, action: ActionName(selector), for: events)
    }
}
