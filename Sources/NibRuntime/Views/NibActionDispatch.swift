/// Delivers an action the way `UIApplication.sendAction(_:to:from:for:)` does: to the target when
/// there is one, else to the first responder along the chain that implements it.
@MainActor
enum NibActionDispatch {
    /// Sends `action`; returns whether some receiver performed it.
    @discardableResult
    static func send(
        _ action: ActionName, to target: AnyObject?, from sender: AnyObject?, startingAt responder: Responder?
    ) -> Bool {
        if let target {
            guard let receiver = target as? any ActionReceiving, receiver.canPerformAction(action, withSender: sender)
            else {
                return false
            }
            receiver.performAction(action, sender: sender)
            return true
        }
        let start = responder?.responderWindow?.firstResponder ?? responder
        guard let receiver = start?.target(forAction: action, withSender: sender) else { return false }
        receiver.performAction(action, sender: sender)
        return true
    }
}
