/// Turns a lint report into text in one output format.
public protocol Reporter: Sendable {
    /// The name users pass to `--format` (`xcode`, `json`, …).
    static var identifier: String { get }
    /// Creates the reporter with its default settings.
    init()
    /// Renders the report. The output is deterministic: findings are sorted by file, line, column and
    /// rule id, and does not depend on the order they were found in.
    func render(_ report: LintReport) -> String
}
