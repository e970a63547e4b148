public import NibDiagnostics

/// Everything a reporter renders: the findings of one lint run, the files it checked and the rules
/// that were enabled.
public struct LintReport: Hashable, Sendable {
    /// The findings, in any order; reporters sort them with `sortedFindings`.
    public var findings: [Finding]
    /// The files that were checked, as the user gave them (relative paths stay relative).
    public var files: [String]
    /// The rules that were enabled for the run.
    public var rules: [RuleInfo]
    /// The version of nibload that produced the report (SARIF's `tool.driver.version`).
    public var toolVersion: String
    /// When the run started, in whole seconds since 1970-01-01 UTC (JUnit's `timestamp`), if known.
    public var startTime: Int?
    /// How long the run took, in seconds (JUnit's `time`), if known.
    public var duration: Double?

    /// Creates a report.
    /// - Parameters:
    ///   - findings: The findings.
    ///   - files: The files checked.
    ///   - rules: The rules enabled.
    ///   - toolVersion: The nibload version.
    ///   - startTime: When the run started, in seconds since the Unix epoch.
    ///   - duration: How long it took, in seconds.
    public init(
        findings: [Finding], files: [String] = [], rules: [RuleInfo] = [], toolVersion: String = NibLoadVersion.current,
        startTime: Int? = nil, duration: Double? = nil
    ) {
        self.findings = findings
        self.files = files
        self.rules = rules
        self.toolVersion = toolVersion
        self.startTime = startTime
        self.duration = duration
    }

    /// The findings sorted by file, line, column and rule id (those without a location first).
    public var sortedFindings: [Finding] { findings.sorted(by: Finding.reportOrder) }

    /// The files checked plus any file a finding points at, sorted and without duplicates.
    public var allFiles: [String] {
        var set = Set(files)
        for finding in findings {
            if let file = finding.diagnostic.location?.file { set.insert(file) }
        }
        return set.sorted()
    }

    /// The enabled rules plus rules (or bare ids) known only from findings, sorted by id and unique.
    /// Metadata given in `rules` wins over metadata attached to findings.
    public var allRules: [RuleInfo] {
        var byID: [String: RuleInfo] = [:]
        for finding in findings where byID[finding.ruleID] == nil {
            byID[finding.ruleID] =
                finding.rule
                ?? RuleInfo(
                    id: finding.ruleID, summary: finding.ruleID, help: "",
                    defaultSeverity: finding.diagnostic.severity)
        }
        for rule in rules { byID[rule.id] = rule }
        return byID.values.sorted { $0.id < $1.id }
    }
}
