public import NibDiagnostics

/// The diagnostic ids the linter (besides its rules) emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `stale-baseline-entry`.
    public static let staleBaselineEntry = DiagnosticID("stale-baseline-entry")
    /// `invalid-configuration`.
    public static let invalidConfiguration = DiagnosticID("invalid-configuration")
}
