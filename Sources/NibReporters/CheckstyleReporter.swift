import NibDiagnostics
import NibPrimitives

/// Checkstyle XML (format version 4.3), which many CI dashboards read.
///
/// One `<file>` element per file checked or pointed at, sorted by name, each holding an `<error>` per
/// diagnostic with `line`, `column`, `severity` (`error`, `warning` or `info`), `message` and
/// `source` (`nibload.` + rule id). Diagnostics without a file go in a `<file name="">` element.
/// Notes are appended to the message on their own lines. Columns count characters (Unicode
/// scalars), as Checkstyle's consumers do, using ``Finding/characterColumn`` when known (else the
/// UTF-8 column, the same on ASCII lines).
public struct CheckstyleReporter: Reporter {
    /// `checkstyle`.
    public static let identifier = "checkstyle"

    /// Creates the reporter.
    public init() {}

    /// Renders the XML document, followed by a newline.
    public func render(_ report: LintReport) -> String {
        let findings = report.sortedFindings
        var byFile: [String: [Finding]] = [:]
        for finding in findings { byFile[finding.file, default: []].append(finding) }
        var names = report.allFiles
        if byFile[""] != nil { names.insert("", at: 0) }

        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        for name in names {
            let entries = byFile[name] ?? []
            if entries.isEmpty {
                out += "  <file name=\"\(XMLEscaping.attribute(name))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLEscaping.attribute(name))\">\n"
            for finding in entries {
                let d = finding.diagnostic
                var attributes = ""
                if let location = d.location, location.line > 0 {
                    attributes += " line=\"\(location.line)\""
                    if location.column > 0 { attributes += " column=\"\(finding.characterColumn ?? location.column)\"" }
                }
                attributes += " severity=\"\(Self.severity(d.severity))\""
                attributes += " message=\"\(XMLEscaping.attribute(Self.message(finding)))\""
                attributes += " source=\"nibload.\(XMLEscaping.attribute(d.id.rawValue))\""
                out += "    <error\(attributes)/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }

    private static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }

    private static func message(_ finding: Finding) -> String {
        var text = finding.diagnostic.message
        for (index, note) in finding.diagnostic.notes.enumerated() {
            text += "\n" + (note.location.map { place($0, column: finding.noteColumn(index)?.characters) } ?? "")
            text += "note: " + note.message
        }
        return text
    }

    private static func place(_ location: SourceLocation, column: Int?) -> String {
        return "\(location.file):\(location.line):\(column ?? location.column): "
    }
}
