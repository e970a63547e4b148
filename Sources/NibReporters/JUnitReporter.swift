/// JUnit XML, which CI systems show as test results.
///
/// One `<testsuite name="nibload">` whose test cases are the findings (`classname` = file,
/// `name` = `rule-id line:col`, with a `<failure>` whose `type` is the severity) followed by one
/// passing test case (`name="lint"`) for every checked file that has no findings. `failures`
/// counts the findings; `errors` is always 0, since JUnit reserves it for tests that crashed.
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

        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<testsuites>\n"
        out += "  <testsuite name=\"nibload\" tests=\"\(findings.count + passing.count)\""
        out += " failures=\"\(findings.count)\" errors=\"0\">\n"
        for finding in findings {
            let d = finding.diagnostic
            var name = d.id
            if let location = d.location, location.line > 0 { name += " \(location.line):\(location.column)" }
            out += "    <testcase classname=\"\(XMLEscaping.attribute(finding.file))\""
            out += " name=\"\(XMLEscaping.attribute(name))\">\n"
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
            out += "    <testcase classname=\"\(XMLEscaping.attribute(file))\" name=\"lint\"/>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
