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
    /// `dtd-declaration`.
    public static let dtdDeclaration = DiagnosticID("dtd-declaration")
    /// `document-too-large`.
    public static let documentTooLarge = DiagnosticID("document-too-large")
    /// `too-many-elements`.
    public static let tooManyElements = DiagnosticID("too-many-elements")
    /// `too-many-attributes`.
    public static let tooManyAttributes = DiagnosticID("too-many-attributes")
    /// `attribute-value-too-large`.
    public static let attributeValueTooLarge = DiagnosticID("attribute-value-too-large")
    /// `name-too-long`.
    public static let nameTooLong = DiagnosticID("name-too-long")
    /// `schema`.
    public static let schema = DiagnosticID("schema")
}
