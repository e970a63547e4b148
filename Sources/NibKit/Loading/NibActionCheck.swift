/// How a load treats an action the document names that no responder declares (see
/// ``ActionDeclaring``): a button's `addItem:` aimed at a controller whose table lacks it, a First
/// Responder action no object of the load handles, an unwind action no registered controller
/// class declares.
///
/// A responder declares an action in its ``ActionTable``, or by answering true from an overridden
/// ``Responder/canPerformAction(_:withSender:)`` when the load asks (before `awakeFromNib`). An
/// action whose table entry names another sender type is always an error
/// (``NibLoadingError/actionSenderMismatch(_:)``).
nonisolated public enum NibActionCheck: Sendable, Hashable {
    /// Not checked (the command line, which knows no app classes).
    case off
    /// A `undeclared-action` warning in the load's diagnostics (the default).
    case warning
    /// The load throws ``NibLoadingError/undeclaredAction(_:)``.
    case error
}
