import NibArchive
import NibDiagnostics

/// Checks the actions a load connected against what their receivers declare, after every
/// connection is made and before `awakeFromNib`: a target whose ``ActionTable`` names another
/// sender type fails the load; an action no responder declares is a diagnostic or an error,
/// as ``NibLoadOptions/actionCheck`` says.
struct NibActionDeclarationCheck {
    /// One action the load connected to a real source.
    struct Connected {
        let connection: Connection
        let source: AnyObject
        /// nil: First Responder.
        let target: AnyObject?
    }

    let mode: NibActionCheck
    /// Every object of the load (built and proxies), which a First Responder action may reach.
    let objects: [AnyObject]

    /// The `undeclared-action` warnings; throws for a sender mismatch, and for an undeclared
    /// action when the mode is ``NibActionCheck/error``.
    func check(_ actions: [Connected]) throws -> [Diagnostic] {
        guard mode != .off else { return [] }
        var diagnostics: [Diagnostic] = []
        for action in actions {
            let name = ActionName(action.connection.selector ?? "")
            if let target = action.target {
                if Self.recordsEverything(target) { continue }
                if let declared = ActionDeclarations.declaration(of: name, by: type(of: target)) {
                    guard declared.accepts(sender: action.source) else {
                        throw NibLoadingError.actionSenderMismatch(
                            .init(
                                selector: name.rawValue, targetClass: NibInstantiation.className(of: target),
                                expectedSender: declared.senderTypeName ?? "?",
                                foundSender: NibInstantiation.className(of: action.source),
                                location: action.connection.location))
                    }
                    continue
                }
                if let receiver = target as? any ActionReceiving,
                    receiver.canPerformAction(name, withSender: action.source)
                {
                    continue
                }
            } else if reachesResponder(name, from: action.source) {
                continue
            }
            let undeclared = NibLoadingError.UndeclaredAction(
                selector: name.rawValue, senderClass: NibInstantiation.className(of: action.source),
                targetClass: action.target.map(NibInstantiation.className(of:)), isUnwind: false,
                location: action.connection.location)
            if mode == .error { throw NibLoadingError.undeclaredAction(undeclared) }
            diagnostics.append(.undeclaredAction(undeclared))
        }
        return diagnostics
    }

    /// Whether a First Responder action finds a receiver: along the source's responder chain as
    /// the load left it, else among the load's objects (a controller's view is not in a window yet).
    private func reachesResponder(_ action: ActionName, from source: AnyObject) -> Bool {
        if let responder = source as? Responder, responder.target(forAction: action, withSender: source) != nil {
            return true
        }
        return objects.contains { object in
            if Self.recordsEverything(object) { return false }
            return (object as? any ActionReceiving)?.canPerformAction(action, withSender: source) == true
        }
    }

    /// Stand-ins and generic objects record every action: nothing to check against.
    private static func recordsEverything(_ object: AnyObject) -> Bool {
        object is any NibRecording || object is NibFirstResponderProxy
    }
}

extension Diagnostic {
    /// `undeclared-action`: an action or unwind action no registered class declares.
    nonisolated static func undeclaredAction(_ undeclared: NibLoadingError.UndeclaredAction) -> Diagnostic {
        Diagnostic(
            id: .undeclaredAction, severity: .warning, message: undeclared.message, location: undeclared.location)
    }
}
