public import NibDiagnostics

/// What a reporter knows about a lint rule besides its id: used for SARIF's rule list and for help text.
public struct RuleInfo: Hashable, Sendable {
    /// The stable, kebab-case rule id; equals `Diagnostic.id` of the findings it produces.
    public var id: String
    /// A one-line summary of what the rule checks.
    public var summary: String
    /// A longer explanation: why it matters and how to fix it.
    public var help: String
    /// The severity the rule reports with unless configured otherwise.
    public var defaultSeverity: Severity
    /// A link to the rule's documentation, if there is one.
    public var helpURI: String?

    /// Creates rule metadata.
    /// - Parameters:
    ///   - id: The rule id.
    ///   - summary: A one-line summary.
    ///   - help: A longer explanation.
    ///   - defaultSeverity: The default severity.
    ///   - helpURI: A documentation link.
    public init(id: String, summary: String, help: String, defaultSeverity: Severity, helpURI: String? = nil) {
        self.id = id
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
        self.helpURI = helpURI
    }
}
