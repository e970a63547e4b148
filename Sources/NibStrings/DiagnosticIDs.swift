public import NibDiagnostics

/// The diagnostic ids the .strings parser emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `strings-syntax`.
    public static let stringsSyntax = DiagnosticID("strings-syntax")
}
