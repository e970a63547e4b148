public import NibDiagnostics


/// The diagnostic ids XMLReader emits (documented in the README's table of diagnostics).
extension DiagnosticID {
    /// `cannot-open`.
    public static let cannotOpen = DiagnosticID("cannot-open")
    /// `empty-document`.
    public static let emptyDocument = DiagnosticID("empty-document")
    /// `xml-not-well-formed`.
    public static let xmlNotWellFormed = DiagnosticID("xml-not-well-formed")
    /// `xml-warning`.
    public static let xmlWarning = DiagnosticID("xml-warning")
    /// `nesting-too-deep`.
    public static let nestingTooDeep = DiagnosticID("nesting-too-deep")
    /// `entity-declaration`.
    public static let entityDeclaration = DiagnosticID("entity-declaration")
    /// `schema`.
    public static let schema = DiagnosticID("schema")
}
