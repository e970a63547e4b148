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

    /// Renders one line per diagnostic and note, each ending in a newline.
    public func render(_ report: LintReport) -> String {
        var out = ""
        for finding in report.sortedFindings {
            let d = finding.diagnostic
            out += line(location: d.location, severity: d.severity.rawValue, message: d.message, id: d.id.rawValue)
            for note in d.notes {
                out += line(location: note.location, severity: "note", message: note.message, id: nil)
            }
        }
        return out
    }

    private func line(location: SourceLocation?, severity: String, message: String, id: String?) -> String {
        var place = ""
        if let location {
            if location.file.isEmpty {
                place = ""
            } else if location.line > 0 {
                place = "\(location.file):\(location.line):\(max(location.column, 1)): "
            } else {
                place = "\(location.file): "
            }
        }
        let flat = message.replacing("\r\n", with: " ").replacing("\n", with: " ").replacing("\r", with: " ")
        let suffix = id.map { " [\($0)]" } ?? ""
        return "\(place)\(paint(severity + ":")) \(flat)\(suffix)\n"
    }

    private func paint(_ word: String) -> String {
        guard color else { return word }
        let code =
            switch word {
            case "error:": "1;31"
            case "warning:": "1;35"
            default: "1;36"
            }
        return "\u{1B}[\(code)m\(word)\u{1B}[0m"
    }
}
