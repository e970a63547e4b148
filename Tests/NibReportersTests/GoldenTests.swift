import NibReporters
import Testing

@Suite struct GoldenTests {
    @Test func xcode() {
        assertSnapshot(XcodeReporter().render(ReportFixtures.sample), named: "xcode.txt")
    }

    @Test func json() {
        assertSnapshot(JSONReporter().render(ReportFixtures.sample), named: "json.json")
    }

    @Test func github() {
        assertSnapshot(GitHubReporter().render(ReportFixtures.sample), named: "github.txt")
    }

    @Test func sarif() {
        assertSnapshot(SARIFReporter().render(ReportFixtures.sample), named: "sarif.sarif.json")
    }

    @Test func checkstyle() {
        assertSnapshot(
            CheckstyleReporter().render(ReportFixtures.sample), named: "checkstyle.xml")
    }

    @Test func junit() {
        assertSnapshot(JUnitReporter().render(ReportFixtures.sample), named: "junit.xml")
    }

    @Test func junitClean() {
        assertSnapshot(JUnitReporter().render(ReportFixtures.clean), named: "junitClean.xml")
    }

    @Test func emptyOutputs() {
        let empty = LintReport(findings: [])
        #expect(XcodeReporter().render(empty) == "")
        #expect(GitHubReporter().render(empty) == "")
        #expect(JSONReporter().render(empty) == "[\n\n]\n" || JSONReporter().render(empty) == "[]\n")
    }
}
