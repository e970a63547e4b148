public import NibDiagnostics

/// The diagnostic ids the loader emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `unknown-custom-class`.
    nonisolated public static let unknownCustomClass = DiagnosticID("unknown-custom-class")
    /// `load-failed`.
    nonisolated public static let loadFailed = DiagnosticID("load-failed")
    /// `unknown-segue-kind`.
    nonisolated public static let unknownSegueKind = DiagnosticID("unknown-segue-kind")
    /// `unresolved-storyboard-reference`.
    nonisolated public static let unresolvedStoryboardReference = DiagnosticID("unresolved-storyboard-reference")
    /// `instantiation-failed`.
    nonisolated public static let instantiationFailed = DiagnosticID("instantiation-failed")
    /// `unknown-runtime-attribute`.
    nonisolated public static let unknownRuntimeAttribute = DiagnosticID("unknown-runtime-attribute")
    /// `runtime-attribute-type`.
    nonisolated public static let runtimeAttributeType = DiagnosticID("runtime-attribute-type")
    /// `invalid-runtime-attribute`.
    nonisolated public static let invalidRuntimeAttribute = DiagnosticID("invalid-runtime-attribute")
    /// `undeclared-action`.
    nonisolated public static let undeclaredAction = DiagnosticID("undeclared-action")
}
