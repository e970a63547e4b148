import NibReporters
import Testing

@Suite struct GoldenTests {
    @Test func xcode() {
        assertSnapshot(XcodeReporter().render(ReportFixtures.sample), matches: Golden.xcode, named: "xcode")
    }

    @Test func json() {
        assertSnapshot(JSONReporter().render(ReportFixtures.sample), matches: Golden.json, named: "json")
    }

    @Test func github() {
        assertSnapshot(GitHubReporter().render(ReportFixtures.sample), matches: Golden.github, named: "github")
    }

    @Test func sarif() {
        assertSnapshot(SARIFReporter().render(ReportFixtures.sample), matches: Golden.sarif, named: "sarif")
    }

    @Test func checkstyle() {
        assertSnapshot(
            CheckstyleReporter().render(ReportFixtures.sample), matches: Golden.checkstyle, named: "checkstyle")
    }

    @Test func junit() {
        assertSnapshot(JUnitReporter().render(ReportFixtures.sample), matches: Golden.junit, named: "junit")
    }

    @Test func junitClean() {
        assertSnapshot(JUnitReporter().render(ReportFixtures.clean), matches: Golden.junitClean, named: "junitClean")
    }

    @Test func emptyOutputs() {
        let empty = LintReport(findings: [])
        #expect(XcodeReporter().render(empty) == "")
        #expect(GitHubReporter().render(empty) == "")
        #expect(JSONReporter().render(empty) == "[\n\n]\n" || JSONReporter().render(empty) == "[]\n")
    }
}
