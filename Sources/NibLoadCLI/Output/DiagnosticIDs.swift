package import NibDiagnostics

/// The diagnostic ids the command line emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `no-such-scene`.
    package static let noSuchScene = DiagnosticID("no-such-scene")
    /// `not-a-storyboard`.
    package static let notAStoryboard = DiagnosticID("not-a-storyboard")
    /// `unsupported-runtime`.
    package static let unsupportedRuntime = DiagnosticID("unsupported-runtime")
}
