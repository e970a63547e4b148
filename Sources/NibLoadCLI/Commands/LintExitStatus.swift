import NibDiagnostics
import NibLint

/// The exit statuses of `nibload lint`, decided here and not in the library.
extension LintSetupError {
    /// Usage for configuration, schema and baseline problems; no input for missing paths, documents,
    /// sources or baseline.
    var exitStatus: ExitStatus {
        switch self {
        case .configuration, .schema, .baseline: .usage
        case .missingPaths, .noDocuments, .unreadableSources, .unreadableBaseline: .noInput
        }
    }

    /// The error as printed: `file:line:col: error: message`, or `nibload: error: message` when it
    /// has no place (``DiagnosticLine``).
    var printed: String {
        DiagnosticLine.line(
            place: location == nil ? "nibload: " : DiagnosticLine.place(location), severity: .error, message: message,
            id: nil)
    }
}

extension LintResult {
    /// Errors when an error was found, else success.
    var exitStatus: ExitStatus { hasErrors ? .errors : .ok }
}
