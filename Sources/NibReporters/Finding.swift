public import NibDiagnostics

/// One problem a lint run found: the diagnostic (whose `id` is the rule id) and, when known, the rule.
public struct Finding: Hashable, Sendable {
    /// The diagnostic; its `id` is the rule id.
    public var diagnostic: Diagnostic
    /// Metadata about the rule that produced it, if the caller has it.
    public var rule: RuleInfo?
    /// The column in UTF-16 code units (what SARIF counts), when the producer knows the line's
    /// text; reporters that need it fall back to the UTF-8 column otherwise.
    public var utf16Column: Int?
    /// The column in characters (Unicode scalars; what GitHub annotations and Checkstyle count),
    /// when the producer knows the line's text; reporters fall back to the UTF-8 column otherwise.
    public var characterColumn: Int?
    /// The columns of the diagnostic's notes, one per note in order (nil where unknown); reporters
    /// fall back to the notes' UTF-8 columns when this is shorter.
    public var noteColumns: [TextColumns?]

    /// Creates a finding.
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - rule: The rule metadata.
    ///   - utf16Column: The column in UTF-16 code units.
    ///   - characterColumn: The column in characters.
    ///   - noteColumns: The notes' columns.
    public init(
        diagnostic: Diagnostic, rule: RuleInfo? = nil, utf16Column: Int? = nil, characterColumn: Int? = nil,
        noteColumns: [TextColumns?] = []
    ) {
        self.diagnostic = diagnostic
        self.rule = rule
        self.utf16Column = utf16Column
        self.characterColumn = characterColumn
        self.noteColumns = noteColumns
    }

    /// The columns of note `index`, when known.
    /// - Parameter index: The note's index in `diagnostic.notes`.
    public func noteColumn(_ index: Int) -> TextColumns? {
        index < noteColumns.count ? noteColumns[index] : nil
    }

    /// The rule id, which is the diagnostic's id.
    public var ruleID: String { diagnostic.id.rawValue }

    /// The file the finding is in, or the empty string when it has no location.
    public var file: String { diagnostic.location?.file ?? "" }

    /// The order reports print findings in: the diagnostics' one order (location, id, severity,
    /// message; see `Diagnostic`'s `<`).
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool { lhs.diagnostic < rhs.diagnostic }
}
