/// A trait a trait-change registration observes (`UITraitHorizontalSizeClass` and its kin).
nonisolated public enum TraitKind: Sendable, Hashable, CaseIterable {
    /// The horizontal size class.
    case horizontalSizeClass
    /// The vertical size class.
    case verticalSizeClass
    /// Light or dark.
    case userInterfaceStyle

    /// Whether the trait differs between `old` and `new`.
    func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
        switch self {
        case .horizontalSizeClass: old.horizontalSizeClass != new.horizontalSizeClass
        case .verticalSizeClass: old.verticalSizeClass != new.verticalSizeClass
        case .userInterfaceStyle: old.userInterfaceStyle != new.userInterfaceStyle
        }
    }
}

/// What ``ViewController/registerForTraitChanges(_:handler:)`` returns: pass it to
/// ``ViewController/unregisterForTraitChanges(_:)`` to stop the handler.
@MainActor
public final class TraitChangeRegistration {
    let traits: [TraitKind]
    let handler: (ViewController, TraitCollection) -> Void

    init(traits: [TraitKind], handler: @escaping (ViewController, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}

extension ViewController {
    /// Calls `handler` with this controller and the previous traits whenever one of `traits`
    /// changes, right after `traitCollectionDidChange(_:)` (iOS 17's `registerForTraitChanges`).
    /// The handler gets the controller as an argument, so it need not capture it.
    @discardableResult
    public func registerForTraitChanges(
        _ traits: [TraitKind], handler: @escaping (ViewController, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops a registration's handler.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }

    /// `traitCollectionDidChange(previous)`, then the handlers of the registrations whose traits
    /// changed; the traits become the ones this controller has seen.
    func deliverTraitChange(from previous: TraitCollection, to current: TraitCollection) {
        deliveredTraits = current
        deliverTraitCollectionDidChange(previous)
        let matching = traitRegistrations.filter { registration in
            registration.traits.contains { $0.differs(previous, current) }
        }
        guard !matching.isEmpty else { return }
        deliver("traitChangeHandler", [TraceArgument("previous", .string(previous.description))]) {
            for registration in matching { registration.handler(self, previous) }
        }
    }

    /// Just before the root view is laid out (modern profile): when the window's traits differ from
    /// those this controller last saw, it gets its trait change now, as iOS 17 updates traits right
    /// before layout. A controller covered during a change (its view out of the window) catches up
    /// when its view is back and laid out. The first layout in a window only records the traits.
    func updateTraitsBeforeLayout() {
        guard let window = viewStorage?.windowStorage, effectiveProfile.updatesTraitsBeforeLayout else { return }
        let current = window.traitCollection
        guard let previous = deliveredTraits else {
            deliveredTraits = current
            return
        }
        guard previous != current else { return }
        deliverTraitChange(from: previous, to: current)
    }
}
