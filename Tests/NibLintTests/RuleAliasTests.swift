import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// `segue-destination-invalid` was split into seven rules; its id is still accepted wherever a user
/// may have written it, and stands for all seven.
@Suite("Former rule ids")
struct RuleAliasTests {
    static let former = "segue-destination-invalid"
    /// A show segue from a button to a label (a `segue-destination-not-controller` finding).
    static let document = ExampleDocuments.storyboard(
        ExampleDocuments.scene(
            "s1",
            ExampleDocuments.viewController(
                "vc", view: "v",
                subviews: ExampleDocuments.button("b", #"<segue destination="lbl" kind="show" id="g1"/>"#)
                    + "\n                            <label id=\"lbl\"/>")),
        initial: "vc")

    func lint(
        _ text: String = document, configuration: LintConfiguration = LintConfiguration(),
        options: LintOptions = LintOptions()
    )
        throws -> LintResult
    {
        try Linter.lint(documents: [("App/Main.storyboard", text)], configuration: configuration, options: options)
    }

    @Test func theFormerIDStandsForEverySegueRule() {
        let ids = RuleRegistry.expanding(Self.former)
        #expect(ids.count == 7)
        #expect(
            ids.allSatisfy { RuleRegistry.description(forID: $0) != nil && RuleRegistry.alias(of: $0) == Self.former })
        #expect(RuleRegistry.description(forID: Self.former) == nil)
        #expect(RuleRegistry.expanding("duplicate-id") == ["duplicate-id"])
    }

    @Test func theSplitRuleReportsUnderItsNewID() throws {
        let result = try lint()
        #expect(
            result.findings.map(\.id) == ["segue-destination-not-controller"], "\(result.findings.map(\.description))")
    }

    @Test func aConfigurationNamingTheFormerIDSetsEverySegueRule() throws {
        let off = try ConfigurationLoader.parse(
            text: #"{"rules": {"segue-destination-invalid": "off"}}"#, file: ".nibload.json", baseDirectory: "/project")
        #expect(RuleRegistry.expanding(Self.former).allSatisfy { off.rules[$0]?.isEnabled == false })
        #expect(try lint(configuration: off).findings.isEmpty)
        let warning = try ConfigurationLoader.parse(
            text: #"{"rules": {"segue-destination-invalid": "warning", "embed-segue-cycle": "note"}}"#,
            file: ".nibload.json",
            baseDirectory: "/project")
        #expect(try lint(configuration: warning).findings.map(\.severity) == [.warning])
        #expect(warning.rules["embed-segue-cycle"]?.severity == .note)
    }

    @Test func aSuppressionCommentNamingTheFormerIDSilencesTheSegueRules() throws {
        let text = Self.document.replacingOccurrences(
            of: "<button id=\"b\">", with: "<!-- nibload:disable segue-destination-invalid -->\n<button id=\"b\">")
        #expect(text != Self.document)
        let result = try lint(text)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.description))")
    }

    @Test func anIgnoreEntryNamingTheFormerIDApplies() throws {
        let configuration = try ConfigurationLoader.parse(
            text: #"{"ignore": [{"file": "App/*.storyboard", "rule": "segue-destination-invalid"}]}"#,
            file: ".nibload.json",
            baseDirectory: FilePath.currentDirectory())
        #expect(try lint(configuration: configuration).findings.isEmpty)
    }

    @Test func aBaselineWrittenWithTheFormerIDStillMatches() throws {
        var record = LintOptions()
        record.recordsKeys = true
        let recorded = try lint(options: record)
        let text = recorded.baseline(relativeTo: FilePath.currentDirectory()).jsonText()
            .replacingOccurrences(of: "\"segue-destination-not-controller\"", with: "\"\(Self.former)\"")
        #expect(text.contains(Self.former))
        var options = LintOptions()
        options.baseline = try Baseline.parse(text: text, file: "b.json", baseDirectory: FilePath.currentDirectory())
        let result = try lint(options: options)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.description))")
        #expect(result.adoption.staleEntries.isEmpty)
    }
}
