/// An object that can receive action messages: the target of a ``Control``'s target–action pair,
/// a member of the responder chain, or an unwind-segue destination.
///
/// Linux has no Objective-C runtime to look selectors up, so a receiver says which actions it
/// implements and runs them itself. A ``Responder`` subclass usually declares them in an
/// ``ActionTable`` (see ``ActionDeclaring``), which the loader checks; overriding the two methods
/// stays possible for actions decided at run time:
///
/// ```swift
/// final class HomeViewController: ViewController {
///     override func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
///         action == "buttonTapped:" || super.canPerformAction(action, withSender: sender)
///     }
///     override func performAction(_ action: ActionName, sender: AnyObject?) {
///         if action == "buttonTapped:" { count += 1 } else { super.performAction(action, sender: sender) }
///     }
/// }
/// ```
@MainActor
public protocol ActionReceiving: AnyObject {
    /// Whether the receiver implements `action`.
    func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool
    /// Runs `action`; called only after ``canPerformAction(_:withSender:)`` answered true.
    func performAction(_ action: ActionName, sender: AnyObject?)
}
