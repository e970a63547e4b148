import NibDiagnostics

/// GitHub Actions workflow commands, which the runner turns into annotations:
/// `::error file=path,line=3,col=7,title=rule-id::message`.
///
/// Warnings use `::warning`, notes and diagnostic notes use `::notice`. `col` counts characters
/// (Unicode scalars), as the annotations do, using ``Finding/characterColumn`` when the producer
/// knows the line's text (else the UTF-8 column, the same on ASCII lines). Messages are escaped as the
/// runner expects (`%` → `%25`, CR → `%0D`, LF → `%0A`); property values additionally escape `:` and `,`.
public struct GitHubReporter: Reporter {
    /// `github`.
    public static let identifier = "github"

    /// Creates the reporter.
    public init() {}

    /// Renders one workflow command per diagnostic and note, each ending in a newline.
    public func render(_ report: LintReport) -> String {
        var out = ""
        for finding in report.sortedFindings {
            let d = finding.diagnostic
            out += Self.command(
                Self.command(for: d.severity), location: d.location, column: finding.characterColumn,
                title: d.id.rawValue,
                message: d.message)
            for (index, note) in d.notes.enumerated() {
                out += Self.command(
                    "notice", location: note.location, column: finding.noteColumn(index)?.characters,
                    title: d.id.rawValue,
                    message: note.message)
            }
        }
        return out
    }

    private static func command(for severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    private static func command(
        _ name: String, location: SourceLocation?, column: Int?, title: String, message: String
    ) -> String {
        var properties: [String] = []
        if let location, !location.file.isEmpty {
            properties.append("file=\(escapeProperty(location.file))")
            if location.line > 0 {
                properties.append("line=\(location.line)")
                if location.column > 0 { properties.append("col=\(column ?? location.column)") }
            }
        }
        properties.append("title=\(escapeProperty(title))")
        return "::\(name) \(properties.joined(separator: ","))::\(escapeData(message))\n"
    }

    /// Escapes a command's message: `%`, CR and LF.
    /// - Parameter text: The raw message.
    public static func escapeData(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a command's property value: what `escapeData` escapes plus `:` and `,`.
    /// - Parameter text: The raw value.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
