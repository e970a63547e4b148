import NibDiagnostics
import NibReporters
import Testing

@Suite struct RegistryTests {
    @Test func listsEveryIdentifier() {
        #expect(Reporters.identifiers == ["xcode", "json", "github", "sarif", "checkstyle", "junit", "codeclimate"])
    }

    @Test func findsByName() {
        for identifier in Reporters.identifiers {
            #expect(Reporters.named(identifier).map { type(of: $0).identifier } == identifier)
        }
        #expect(Reporters.named("JSON") == nil)
        #expect(Reporters.named("") == nil)
    }

    @Test func outputDoesNotDependOnFindingOrder() {
        var reversed = ReportFixtures.sample
        reversed.findings.reverse()
        for type in Reporters.all {
            let reporter = type.init()
            #expect(reporter.render(reversed) == reporter.render(ReportFixtures.sample), "\(type.identifier)")
        }
    }

    @Test func sortsByFileLineColumnThenRule() {
        func finding(_ file: String, _ line: Int, _ column: Int, _ rule: DiagnosticID) -> Finding {
            Finding(
                diagnostic: Diagnostic(
                    id: rule, severity: .warning, message: "m",
                    location: SourceLocation(file: file, line: line, column: column)))
        }
        let report = LintReport(findings: [
            finding("b", 1, 1, "a"), finding("a", 2, 1, "a"), finding("a", 1, 5, "z"), finding("a", 1, 5, "b"),
            finding("a", 10, 1, "a"),
        ])
        let order = report.sortedFindings.map { "\($0.file):\($0.diagnostic.location?.line ?? 0):\($0.ruleID)" }
        #expect(order == ["a:1:b", "a:1:z", "a:2:a", "a:10:a", "b:1:a"])
    }
}
