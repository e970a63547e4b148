public import NibDiagnostics

/// The diagnostic ids the compiled-nib reader emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `compiled-unknown-connection`.
    public static let compiledUnknownConnection = DiagnosticID("compiled-unknown-connection")
}
