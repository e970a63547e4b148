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

    /// Creates a finding.
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - rule: The rule metadata.
    public init(diagnostic: Diagnostic, rule: RuleInfo? = nil, utf16Column: Int? = nil) {
        self.diagnostic = diagnostic
        self.rule = rule
        self.utf16Column = utf16Column
    }

    /// The rule id, which is the diagnostic's id.
    public var ruleID: String { diagnostic.id }

    /// The file the finding is in, or the empty string when it has no location.
    public var file: String { diagnostic.location?.file ?? "" }

    /// The order reports print findings in: file, line, column, rule id, then severity and message.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        let a = lhs.diagnostic, b = rhs.diagnostic
        let left = (a.location?.file ?? "", a.location?.line ?? 0, a.location?.column ?? 0, a.id)
        let right = (b.location?.file ?? "", b.location?.line ?? 0, b.location?.column ?? 0, b.id)
        if left != right { return left < right }
        if a.severity != b.severity { return a.severity > b.severity }
        return a.message < b.message
    }
}
