package import NibDiagnostics

/// The diagnostic ids the script runner emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `script-parse-error`.
    nonisolated package static let scriptParseError = DiagnosticID("script-parse-error")
    /// `script-step-failed`.
    nonisolated package static let scriptStepFailed = DiagnosticID("script-step-failed")
    /// `script-too-large`.
    nonisolated package static let scriptTooLarge = DiagnosticID("script-too-large")
}
