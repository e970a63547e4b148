public import NibDiagnostics

/// The diagnostic ids the runtime emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `view-nib-failed`.
    nonisolated public static let viewNibFailed = DiagnosticID("view-nib-failed")
    /// `embed-segue-cycle`.
    nonisolated public static let embedSegueCycle = DiagnosticID("embed-segue-cycle")
    /// `relationship-cycle`.
    nonisolated public static let relationshipCycle = DiagnosticID("relationship-cycle")
    /// `action-not-handled`.
    nonisolated public static let actionNotHandled = DiagnosticID("action-not-handled")
    /// `invalid-presentation`.
    nonisolated public static let invalidPresentation = DiagnosticID("invalid-presentation")
    /// `nothing-to-dismiss`.
    nonisolated public static let nothingToDismiss = DiagnosticID("nothing-to-dismiss")
    /// `push-existing-controller`.
    nonisolated public static let pushExistingController = DiagnosticID("push-existing-controller")
    /// `runner-did-not-settle`.
    nonisolated public static let runnerDidNotSettle = DiagnosticID("runner-did-not-settle")
    /// `segue-failed`.
    nonisolated public static let segueFailed = DiagnosticID("segue-failed")
    /// `view-hierarchy-cycle`.
    nonisolated public static let viewHierarchyCycle = DiagnosticID("view-hierarchy-cycle")
    /// `view-accessed-during-load-view`.
    nonisolated public static let viewAccessedDuringLoadView = DiagnosticID("view-accessed-during-load-view")
    /// `load-view-did-not-set-view`.
    nonisolated public static let loadViewDidNotSetView = DiagnosticID("load-view-did-not-set-view")
    /// `view-shared-by-controllers`.
    nonisolated public static let viewSharedByControllers = DiagnosticID("view-shared-by-controllers")
    /// `view-outlet-not-set`.
    nonisolated public static let viewOutletNotSet = DiagnosticID("view-outlet-not-set")
    /// `containment-cycle`.
    nonisolated public static let containmentCycle = DiagnosticID("containment-cycle")
    /// `already-presenting`.
    nonisolated public static let alreadyPresenting = DiagnosticID("already-presenting")
    /// `presenter-not-in-window`.
    nonisolated public static let presenterNotInWindow = DiagnosticID("presenter-not-in-window")
    /// `action-not-implemented`.
    nonisolated public static let actionNotImplemented = DiagnosticID("action-not-implemented")
    /// `action-sender-mismatch`.
    nonisolated public static let actionSenderMismatch = DiagnosticID("action-sender-mismatch")
    /// `draw-called-directly`.
    nonisolated public static let drawCalledDirectly = DiagnosticID("draw-called-directly")
}
