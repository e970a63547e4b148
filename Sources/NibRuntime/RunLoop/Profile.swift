/// Which UIKit the runner imitates where the seeds and current UIKit disagree.
nonisolated public enum Profile: String, Sendable, Hashable, CaseIterable {
    /// Exactly the orders of the recorded reference traces: no `viewIsAppearing`, no
    /// `willMove`/`didMove` around navigation, and the outgoing controller's layout pair during a
    /// push.
    case seed
    /// iOS 17+ behaviour: `viewIsAppearing(_:)`, `willMove`/`didMove` around navigation, no
    /// re-layout of the outgoing controller during a push.
    case modern

    /// Whether `viewIsAppearing(_:)` is delivered.
    public var deliversViewIsAppearing: Bool { self == .modern }
    /// Whether navigation push and pop call `willMove(toParent:)`/`didMove(toParent:)`.
    public var notifiesNavigationContainment: Bool { self == .modern }
    /// Whether a controller's trait change comes just before its layout pass (iOS 17), rather than
    /// after the size change's layout.
    public var updatesTraitsBeforeLayout: Bool { self == .modern }
    /// Whether split view controllers collapse to one column in a compact width (iOS 8 and later).
    public var collapsesSplitViewsInCompactWidth: Bool { self == .modern }
    /// Whether a push lays out the outgoing controller's view again while the transition runs.
    public var relayoutsOutgoingControllerOnPush: Bool { self == .seed }
    /// Whether a rotation delivers iOS 5–7's `willRotate(to:duration:)`,
    /// `willAnimateRotation(to:duration:)` and `didRotate(from:)` instead of the size-transition
    /// callbacks (`viewWillTransition(to:with:)`, `willTransition(to:with:)`,
    /// `traitCollectionDidChange`), which arrived with iOS 8.
    public var deliversRotationCallbacks: Bool { self == .seed }
    /// Whether every sheet-like presentation on a phone (page and form sheets, `.automatic`, the
    /// legacy `kind="modal"`, popovers) covers the screen and gives the presenter its disappear and
    /// appear pairs, as on iOS 5–7, where an iPhone had no sheets.
    public var presentsSheetsFullScreenOnPhone: Bool { self == .seed }
}

/// What a memory warning does to views.
nonisolated public enum MemoryPolicy: String, Sendable, Hashable, CaseIterable {
    /// iOS 6 and later: `didReceiveMemoryWarning` only; views are never unloaded.
    case modern
    /// iOS 3–5 (`legacy-ios5`): a controller whose view is loaded but not in a window also gets
    /// `viewWillUnload`, loses its view, and gets `viewDidUnload`; the next `view` access loads it
    /// again.
    case legacyIOS5 = "legacy-ios5"
}
