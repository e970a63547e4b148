public import NibDiagnostics
public import NibReporters

/// What a lint run found.
public struct LintResult: Sendable {
    /// Every finding after configuration, suppression comments and `--strict`, sorted by location.
    public let findings: [Diagnostic]
    /// The documents checked, in the order given.
    public let files: [String]
    /// The documents that could not be read (each has a `parse-error` finding).
    public let unreadableFiles: [String]
    /// The rules that were enabled (for at least some files), in registry order.
    public let rules: [RuleDescription]
    /// The key of each finding, in the same order, when the run needed them (a baseline, `ignore`
    /// entries or ``LintOptions/recordsKeys``); empty otherwise.
    public let keys: [FindingKey]
    /// What the baseline and `ignore` entries dropped, and the stale baseline entries.
    public let adoption: AdoptionSummary

    /// Creates a result.
    public init(
        findings: [Diagnostic], files: [String], unreadableFiles: [String], rules: [RuleDescription],
        keys: [FindingKey] = [], adoption: AdoptionSummary = AdoptionSummary()
    ) {
        self.findings = findings
        self.files = files
        self.unreadableFiles = unreadableFiles
        self.rules = rules
        self.keys = keys
        self.adoption = adoption
    }

    /// The run's findings as a baseline whose paths are relative to `folder`.
    /// - Precondition: the run recorded keys (``LintOptions/recordsKeys``); else the baseline is empty.
    public func baseline(relativeTo folder: String) -> Baseline {
        let base = FilePath.absolute(folder)
        let entries = zip(findings, keys).map { finding, key in
            Baseline.Entry(key: key.relative(to: base), message: finding.message)
        }
        return Baseline(entries: entries, baseDirectory: base)
    }

    /// Whether any finding is an error.
    public var hasErrors: Bool { findings.containsErrors }

    /// How many findings there are of each severity.
    public var counts: [Severity: Int] { findings.countsBySeverity }

    /// The findings a report shows: only errors when `quiet`.
    public func visibleFindings(quiet: Bool) -> [Diagnostic] {
        quiet ? findings.filter { $0.severity == .error } : findings
    }

    /// The report reporters render.
    /// - Parameters:
    ///   - quiet: Keep only errors (`--quiet`).
    ///   - toolVersion: The nibload version.
    public func report(quiet: Bool = false, toolVersion: String = NibLoadVersion.current) -> LintReport {
        let infos = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.map { ($0.id, $0.ruleInfo) })
        var columns = UTF16Columns()
        let findings = visibleFindings(quiet: quiet).map { diagnostic in
            let main = diagnostic.location.flatMap { columns.columns(of: $0) }
            return Finding(
                diagnostic: diagnostic, rule: infos[diagnostic.id.rawValue], utf16Column: main?.utf16,
                characterColumn: main?.characters,
                noteColumns: diagnostic.notes.map { $0.location.flatMap { columns.columns(of: $0) } })
        }
        return LintReport(findings: findings, files: files, rules: rules.map(\.ruleInfo), toolVersion: toolVersion)
    }

    /// A one-line summary for stderr: `linted 12 files: 2 errors, 1 warning (1 file unreadable)`.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let counts = counts
        var text =
            "linted \(plural(files.count, "file")): \(plural(counts[.error] ?? 0, "error")), \(plural(counts[.warning] ?? 0, "warning"))"
        if let notes = counts[.note], notes > 0 { text += ", \(plural(notes, "note"))" }
        if !unreadableFiles.isEmpty { text += " (\(plural(unreadableFiles.count, "file")) unreadable)" }
        if adoption.usedBaseline || adoption.baselined > 0 || !adoption.staleEntries.isEmpty {
            let stale = adoption.staleEntries.count
            text +=
                "; \(adoption.baselined) in the baseline not reported, \(stale) stale baseline \(stale == 1 ? "entry" : "entries")"
        }
        if adoption.ignored > 0 { text += "; \(adoption.ignored) ignored by the configuration" }
        return text
    }
}

extension RuleDescription {
    /// The rule as reporters describe it (SARIF's rule list, help text).
    public var ruleInfo: RuleInfo {
        RuleInfo(id: id, summary: summary, help: details, defaultSeverity: defaultSeverity)
    }
}
