import NibReporters
import NibTestSupport
import Testing

/// Our SARIF against the official SARIF 2.1.0 schema. Skipped (with the reason) only where
/// python3/jsonschema or the schema is missing, and never on CI, where a missing validator fails.
@Suite(
    .enabled(
        if: OfficialSARIFSchema.unavailableReason == nil || OfficialSARIFSchema.isRequired,
        "SARIF schema validation skipped: \(OfficialSARIFSchema.unavailableReason ?? "")"))
struct SARIFSchemaTests {
    @Test(arguments: [
        ("sample", ReportFixtures.sample), ("nasty", ReportFixtures.nasty), ("wide", ReportFixtures.wide),
    ])
    func reportsValidate(_ name: String, _ report: LintReport) throws {
        if let reason = OfficialSARIFSchema.unavailableReason {
            Issue.record("CI must validate SARIF, but \(reason)")
            return
        }
        let violations = try OfficialSARIFSchema.violations(of: SARIFReporter().render(report))
        #expect(violations.isEmpty, "\(name): \(violations)")
    }

    @Test func validatorCatchesAnInvalidLog() throws {
        if OfficialSARIFSchema.unavailableReason != nil { return }
        // A result whose level is not one of SARIF's and a version that is not 2.1.0.
        let bad = SARIFReporter().render(ReportFixtures.sample)
            .replacing("\"level\": \"warning\"", with: "\"level\": \"loud\"")
            .replacing("\"version\": \"2.1.0\"", with: "\"version\": \"2.0\"")
        let violations = try OfficialSARIFSchema.violations(of: bad)
        #expect(violations.contains { $0.hasPrefix("/version:") }, "\(violations)")
        #expect(violations.contains { $0.hasPrefix("/runs/0/results/1/level:") }, "\(violations)")
    }

    @Test func validatorCatchesAColonInARelativeURI() throws {
        if OfficialSARIFSchema.unavailableReason != nil { return }
        // What the reporter wrote before it encoded ':': "a:b/…" reads as the scheme "a", which
        // SARIF forbids beside a uriBaseId; "1:b/…" cannot be a scheme and is no relative reference.
        let wide = SARIFReporter().render(ReportFixtures.wide)
        let scheme = try OfficialSARIFSchema.violations(of: wide.replacing("a%3Ab/Main", with: "a:b/Main"))
        #expect(scheme.contains { $0.contains("an absolute URI with a uriBaseId") }, "\(scheme)")
        let segment = try OfficialSARIFSchema.violations(of: wide.replacing("a%3Ab/Main", with: "1:b/Main"))
        #expect(segment.contains { $0.contains("has a ':' in its first segment") }, "\(segment)")
    }
}
