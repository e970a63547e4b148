internal import NibPrimitives

/// JUnit XML, which CI systems show as test results, laid out as SwiftLint's JUnit reporter does.
///
/// `<testsuites>` holds one `<testsuite name="nibload">` whose test cases are the findings
/// (`classname` = `nibload.` + rule id, `name` = `file:line`, with a `<failure>` whose `type` is the
/// severity), followed by one passing test case (`classname="nibload"`, `name` = the file) for every
/// checked file that has no findings. `failures` counts the findings; `errors` is always 0, since
/// JUnit reserves it for tests that crashed. When the report knows them, the suite has `time` (the
/// run's duration in seconds) and `timestamp` (its start, UTC, `YYYY-MM-DDTHH:MM:SS`).
public struct JUnitReporter: Reporter {
    /// `junit`.
    public static let identifier = "junit"

    /// Creates the reporter.
    public init() {}

    /// Renders the XML document, followed by a newline.
    public func render(_ report: LintReport) -> String {
        let findings = report.sortedFindings
        let filesWithFindings = Set(findings.map(\.file))
        let passing = report.allFiles.filter { !filesWithFindings.contains($0) }
        let counts = " tests=\"\(findings.count + passing.count)\" failures=\"\(findings.count)\" errors=\"0\""
        let time = report.duration.map { " time=\"\(JUnitTime.seconds($0))\"" } ?? ""
        let timestamp = report.startTime.map { " timestamp=\"\(JUnitTime.timestamp($0))\"" } ?? ""

        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        out += "<testsuites name=\"nibload\"\(counts)\(time)>\n"
        out += "  <testsuite name=\"nibload\"\(counts) skipped=\"0\"\(time)\(timestamp)>\n"
        for finding in findings {
            let d = finding.diagnostic
            out += "    <testcase classname=\"nibload.\(XMLEscaping.attribute(d.id.rawValue))\""
            out += " name=\"\(XMLEscaping.attribute(Self.name(of: finding)))\">\n"
            out += "      <failure message=\"\(XMLEscaping.attribute(d.message))\""
            out += " type=\"\(d.severity.rawValue)\">"
            var body = d.description
            for note in d.notes {
                body += "\n" + (note.location.map { "\($0): " } ?? "") + "note: " + note.message
            }
            out += XMLEscaping.text(body)
            out += "</failure>\n    </testcase>\n"
        }
        for file in passing {
            out += "    <testcase classname=\"nibload\" name=\"\(XMLEscaping.attribute(file))\"/>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `file:line`; the file alone when there is no line, the rule id when there is no file.
    private static func name(of finding: Finding) -> String {
        guard let location = finding.diagnostic.location, !location.file.isEmpty else { return finding.ruleID }
        return location.line > 0 ? "\(location.file):\(location.line)" : location.file
    }
}
