public import NibDiagnostics

/// The diagnostic ids the keyed decoder emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `color-form-unknown`.
    public static let colorFormUnknown = DiagnosticID("color-form-unknown")
    /// `color-space-unknown`.
    public static let colorSpaceUnknown = DiagnosticID("color-space-unknown")
}
