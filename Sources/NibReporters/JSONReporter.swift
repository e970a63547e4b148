internal import NibJSON

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

    /// Renders the JSON array, followed by a newline.
    public func render(_ report: LintReport) -> String {
        JSONOutput.render(.array(report.sortedFindings.map(Self.entry)))
    }

    private static func entry(_ finding: Finding) -> JSONValue {
        let d = finding.diagnostic
        let notes: [JSONValue] = d.notes.map { note in
            .object([
                ("file", .optional(note.location?.file)), ("line", JSONOutput.integer(note.location?.line)),
                ("column", JSONOutput.integer(note.location?.column)), ("message", .string(note.message)),
            ])
        }
        return .object([
            ("file", .optional(d.location?.file)), ("line", JSONOutput.integer(d.location?.line)),
            ("column", JSONOutput.integer(d.location?.column)), ("severity", .string(d.severity.rawValue)),
            ("rule", .string(d.id.rawValue)), ("message", .string(d.message)), ("notes", .array(notes)),
        ])
    }
}
