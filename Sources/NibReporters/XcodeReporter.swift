import NibDiagnostics

/// Compiler-style lines Xcode and editors understand: `path:line:col: error: message [rule-id]`.
///
/// Diagnostics without a line print `path: error: …`, and those without a file `error: …`. Notes
/// follow their diagnostic as `note:` lines. Newlines in messages are replaced by spaces so that one
/// diagnostic stays one line.
public struct XcodeReporter: Reporter {
    /// `xcode`.
    public static let identifier = "xcode"

    /// Creates the reporter.
    public init() {}

    /// Renders one line per diagnostic and note, each ending in a newline.
    public func render(_ report: LintReport) -> String {
        var out = ""
        for finding in report.sortedFindings {
            let d = finding.diagnostic
            out += Self.line(location: d.location, severity: d.severity.rawValue, message: d.message, id: d.id)
            for note in d.notes {
                out += Self.line(location: note.location, severity: "note", message: note.message, id: nil)
            }
        }
        return out
    }

    private static func line(location: SourceLocation?, severity: String, message: String, id: String?) -> String {
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
        return "\(place)\(severity): \(flat)\(suffix)\n"
    }
}
