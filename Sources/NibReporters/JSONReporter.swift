/// A JSON array with one object per diagnostic, described by `Schema/nibload-lint.schema.json`.
///
/// Each object has `file`, `line`, `column` (null when the diagnostic has no location), `severity`
/// (`error`, `warning` or `note`), `rule`, `message` and `notes` (an array of objects with `file`,
/// `line`, `column` and `message`). Keys are sorted; the array is in report order.
public struct JSONReporter: Reporter {
    /// `json`.
    public static let identifier = "json"

    /// Creates the reporter.
    public init() {}

    /// Renders the pretty-printed JSON array, followed by a newline.
    public func render(_ report: LintReport) -> String {
        JSONOutput.encode(report.sortedFindings.map(Entry.init))
    }

    private struct NoteEntry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var message: String

        enum CodingKeys: String, CodingKey { case file, line, column, message }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
            try c.encode(message, forKey: .message)
        }
    }

    private struct Entry: Encodable {
        var file: String?
        var line: Int?
        var column: Int?
        var severity: String
        var rule: String
        var message: String
        var notes: [NoteEntry]

        init(_ finding: Finding) {
            let d = finding.diagnostic
            file = d.location?.file
            line = d.location?.line
            column = d.location?.column
            severity = d.severity.rawValue
            rule = d.id
            message = d.message
            notes = d.notes.map {
                NoteEntry(file: $0.location?.file, line: $0.location?.line, column: $0.location?.column, message: $0.message)
            }
        }

        enum CodingKeys: String, CodingKey { case file, line, column, severity, rule, message, notes }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(line, forKey: .line)
            try c.encode(column, forKey: .column)
            try c.encode(severity, forKey: .severity)
            try c.encode(rule, forKey: .rule)
            try c.encode(message, forKey: .message)
            try c.encode(notes, forKey: .notes)
        }
    }
}
