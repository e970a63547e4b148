public import NibDiagnostics

/// NibDiagnostics' `SourceLocation` under a name that Swift Testing's own `SourceLocation` does not
/// shadow: a test file that imports NibKit and Testing writes `NibSourceLocation(file:line:column:)`.
public typealias NibSourceLocation = NibDiagnostics.SourceLocation

/// NibDiagnostics' `Diagnostic`, reachable from the NibKit product: an identifier, a severity, a
/// message and an optional `file:line:col`.
public typealias NibDiagnostic = NibDiagnostics.Diagnostic

/// NibDiagnostics' `Severity` (note, warning, error), reachable from the NibKit product.
public typealias NibSeverity = NibDiagnostics.Severity
