import NibDiagnostics

/// Compiler-style lines Xcode and editors understand: `path:line:col: error: message [rule-id]`.
///
/// Diagnostics without a line print `path: error: …`, and those without a file `error: …`. Notes
/// follow their diagnostic as `note:` lines. Newlines in messages are replaced by spaces so that one
/// diagnostic stays one line. With `color`, the severity word is wrapped in ANSI colour codes
/// (bold red errors, magenta warnings, cyan notes), as compilers do on a terminal.
public struct XcodeReporter: Reporter {
    /// `xcode`.
    public static let identifier = "xcode"

    /// Whether severities are coloured with ANSI escape codes.
    public var color: Bool

    /// Creates the reporter, without colour.
    public init() { color = false }

    /// Creates the reporter.
    /// - Parameter color: Colour the severities.
    public init(color: Bool) { self.color = color }

    /// Renders one line per diagnostic and note, each ending in a newline (``DiagnosticLine``).
    public func render(_ report: LintReport) -> String {
        report.sortedFindings.map { DiagnosticLine.lines($0.diagnostic, color: color) }.joined()
    }
}
