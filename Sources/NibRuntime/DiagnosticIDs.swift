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
}
