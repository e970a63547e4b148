import NibDiagnostics

extension Control {
    /// Sends `action` to `target` (nil: the responder chain) when any of `events` happens. The same
    /// target–action–events triple registered twice is kept once.
    public func addTarget(_ target: AnyObject?, action: ActionName, for events: ControlEvents) {
        if registrations.contains(where: {
            $0.action == action && $0.events == events && $0.targetWasNil == (target == nil) && $0.target === target
        }) {
            return
        }
        registrations.append(
            ActionRegistration(
                target: target, targetWasNil: target == nil, action: action, handler: nil, identifier: 0, events: events
            ))
    }

    /// Removes registrations matching `target` (nil: every target), `action` (nil: every action)
    /// for `events`.
    public func removeTarget(_ target: AnyObject?, action: ActionName?, for events: ControlEvents) {
        registrations.removeAll { registration in
            registration.handler == nil && (target == nil || registration.target === target)
                && (action == nil || registration.action == action) && !registration.events.isDisjoint(with: events)
        }
    }

    /// Runs `handler` when any of `events` happens.
    /// - Returns: An identifier for ``removeAction(identifiedBy:)``.
    @discardableResult
    public func addAction(for events: ControlEvents, _ handler: @escaping (Control) -> Void) -> Int {
        let identifier = (registrations.map(\.identifier).max() ?? 0) + 1
        registrations.append(
            ActionRegistration(
                target: nil, targetWasNil: false, action: nil, handler: handler, identifier: identifier, events: events)
        )
        return identifier
    }

    /// Removes the closure action `identifier`.
    public func removeAction(identifiedBy identifier: Int) {
        registrations.removeAll { $0.handler != nil && $0.identifier == identifier }
    }

    /// The targets still alive, and whether some registration targets the responder chain.
    public var allTargets: (targets: [AnyObject], includesResponderChain: Bool) {
        var targets: [AnyObject] = []
        for registration in registrations {
            if let target = registration.target, !targets.contains(where: { $0 === target }) { targets.append(target) }
        }
        return (targets, registrations.contains { $0.targetWasNil })
    }

    /// The actions registered for `target` (nil: the responder chain) and `event`.
    public func actions(forTarget target: AnyObject?, forControlEvent event: ControlEvents) -> [ActionName] {
        registrations.compactMap { registration in
            guard let action = registration.action, !registration.events.isDisjoint(with: event) else { return nil }
            if target == nil { return registration.targetWasNil ? action : nil }
            return registration.target === target ? action : nil
        }
    }

    /// Sends the actions registered for any of `events`, in registration order (what a tap or a
    /// value change does). A disabled control sends nothing.
    public func sendActions(for events: ControlEvents) {
        guard isEnabled else { return }
        let matching = registrations.filter { !$0.events.isDisjoint(with: events) }
        for registration in matching {
            if let handler = registration.handler {
                handler(self)
            } else if let action = registration.action {
                if registration.targetWasNil {
                    sendAction(action, to: nil)
                } else if let target = registration.target {
                    sendAction(action, to: target)
                }
            }
        }
    }

    /// Sends `action` to `target`, or along the responder chain when `target` is nil. A target that
    /// does not implement the action is reported (UIKit would raise "unrecognized selector").
    public func sendAction(_ action: ActionName, to target: AnyObject?) {
        if let target {
            guard let receiver = target as? any ActionReceiving, receiver.canPerformAction(action, withSender: self)
            else {
                if let declared = ActionDeclarations.declaration(of: action, by: type(of: target)),
                    !declared.accepts(sender: self)
                {
                    reportSenderMismatch(declared, receiver: target)
                    return
                }
                runner?.report(
                    .actionNotImplemented(action, by: String(describing: type(of: target)), sender: traceLabel))
                return
            }
            deliverAction(action, to: receiver)
            return
        }
        let start: Responder = windowStorage?.firstResponder ?? self
        guard let receiver = start.target(forAction: action, withSender: self) else {
            if let (declared, responder) = start.declarationOnChain(of: action), !declared.accepts(sender: self) {
                reportSenderMismatch(declared, receiver: responder)
                return
            }
            runner?.report(.actionNotHandled(action, sender: traceLabel))
            return
        }
        deliverAction(action, to: receiver)
    }

    /// Reports an action sent by a control its receiver's table does not accept as sender.
    private func reportSenderMismatch(_ declared: DeclaredAction, receiver: AnyObject) {
        runner?.report(
            .actionSenderMismatch(
                "\(declared.name)", of: String(describing: type(of: receiver)), takes: declared.senderTypeName ?? "?",
                sender: traceLabel, senderClass: String(describing: type(of: self))))
    }

    private func deliverAction(_ action: ActionName, to receiver: any ActionReceiving) {
        if let responder = receiver as? Responder {
            responder.deliver(action.baseName, [traceArgument("sender", self)]) {
                responder.performAction(action, sender: self)
            }
        } else {
            receiver.performAction(action, sender: self)
        }
    }
}

extension Diagnostic {
    /// `action-not-implemented`: the target of an action has no such method.
    nonisolated static func actionNotImplemented(_ action: ActionName, by target: String, sender: String) -> Diagnostic
    {
        Diagnostic(
            id: .actionNotImplemented, severity: .error,
            message: "'\(target)' does not implement action '\(action)' sent by '\(sender)'", location: nil)
    }

    /// `action-not-handled`: no responder on the chain handles an action.
    nonisolated static func actionNotHandled(_ action: ActionName, sender: String) -> Diagnostic {
        Diagnostic(
            id: .actionNotHandled, severity: .warning,
            message: "no responder handles action '\(action)' sent by '\(sender)'",
            location: nil)
    }

    /// `action-sender-mismatch`: an action whose declared sender type the sender is not.
    nonisolated static func actionSenderMismatch(
        _ action: String, of receiver: String, takes senderType: String, sender: String, senderClass: String
    ) -> Diagnostic {
        Diagnostic(
            id: .actionSenderMismatch, severity: .error,
            message: "action '\(action)' of '\(receiver)' takes a '\(senderType)' sender, "
                + "but '\(sender)' is a '\(senderClass)'; the action is not sent",
            location: nil)
    }
}
