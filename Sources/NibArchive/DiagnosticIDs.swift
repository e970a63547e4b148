public import NibDiagnostics

/// The diagnostic ids the archive builder emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `not-ib-document`.
    public static let notIBDocument = DiagnosticID("not-ib-document")
    /// `legacy-format`.
    public static let legacyFormat = DiagnosticID("legacy-format")
    /// `dangling-reference`.
    public static let danglingReference = DiagnosticID("dangling-reference")
    /// `cross-scene-connection`.
    public static let crossSceneConnection = DiagnosticID("cross-scene-connection")
    /// `unknown-element`.
    public static let unknownElement = DiagnosticID("unknown-element")
    /// `legacy-connection-invalid`.
    public static let legacyConnectionInvalid = DiagnosticID("legacy-connection-invalid")
    /// `legacy-archive-invalid`.
    public static let legacyArchiveInvalid = DiagnosticID("legacy-archive-invalid")
    /// `legacy-object-record-invalid`.
    public static let legacyObjectRecordInvalid = DiagnosticID("legacy-object-record-invalid")
    /// `legacy-parent-cycle`.
    public static let legacyParentCycle = DiagnosticID("legacy-parent-cycle")
    /// `duplicate-id`.
    public static let duplicateID = DiagnosticID("duplicate-id")
    /// `compiled-nib-malformed` (emitted by NibCompiled; declared here, where a load's outcome is decided).
    public static let compiledNibMalformed = DiagnosticID("compiled-nib-malformed")
}
