import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

@Suite("Ignore entries and dead-document notes")
struct IgnoreTests {
    private func configuration(_ ignore: String) throws -> LintConfiguration {
        var parsed = try ConfigurationLoader.parse(
            text: #"{"ignore": \#(ignore)}"#, file: ".nibload.json", baseDirectory: FilePath.currentDirectory())
        parsed.rules = AdoptionFixtures.configuration.rules
        return parsed
    }

    private func lint(_ configuration: LintConfiguration, text: String = AdoptionFixtures.storyboard) throws
        -> LintResult
    {
        try Linter.lint(documents: [("App/Main.storyboard", text)], configuration: configuration)
    }

    @Test("an entry drops the findings of its file, rule, object and connection, and nothing else")
    func dropsMatchingFindings() throws {
        let byObject = try lint(
            try configuration(#"[{"file": "App/Main.storyboard", "rule": "dangling-reference", "object": "vc1"}]"#))
        #expect(byObject.findings.count == 5)
        #expect(byObject.adoption.ignored == 1)
        #expect(!byObject.findings.contains { $0.message.contains("titleLabel") })
        #expect(byObject.findings.contains { $0.message.contains("'tap:'") })
        #expect(byObject.summary.hasSuffix("; 1 ignored by the configuration"))

        let byConnection = try lint(
            try configuration(#"[{"file": "**/*.storyboard", "object": "vc1", "connection": "outlet:otherLabel"}]"#))
        #expect(byConnection.findings.count == 5)
        #expect(!byConnection.findings.contains { $0.id == "cross-scene-connection" })

        let byRule = try lint(try configuration(#"[{"file": "Main.storyboard", "rule": "dangling-reference"}]"#))
        #expect(byRule.findings.count == 4)
        let otherFile = try lint(try configuration(#"[{"file": "Other.storyboard", "rule": "dangling-reference"}]"#))
        #expect(otherFile.findings.count == 6)
    }

    @Test("entries survive reformatting, since they name ids")
    func survivesReformatting() throws {
        let result = try lint(
            try configuration(#"[{"file": "App/Main.storyboard", "rule": "duplicate-constraint", "object": "k2"}]"#),
            text: try AdoptionFixtures.reformat(AdoptionFixtures.storyboard))
        #expect(result.findings.count == 5)
        #expect(!result.findings.contains { $0.id == "duplicate-constraint" })
    }

    @Test(
        "a malformed entry is an error at its position",
        arguments: [
            (#"[{"file": "a.xib", "rul": "x"}]"#, 31, "unknown key 'rul' in an 'ignore' entry; did you mean 'rule'?"),
            (
                #"[{"file": "a.xib", "rule": "dangling-refrence"}]"#, 39,
                "unknown rule id 'dangling-refrence'; did you mean 'dangling-reference'?"
            ),
            (#"[{"rule": "duplicate-id"}]"#, 13, "an 'ignore' entry needs a 'file'"),
            (#"[{"file": "a.xib"}]"#, 13, "needs a 'rule' or an 'object'"),
            (#"[{"file": 3, "rule": "duplicate-id"}]"#, 22, "must be a non-empty string"),
            (#"{"file": "a.xib"}"#, 12, "'ignore' must be an array"),
        ])
    func malformed(text: String, column: Int, message: String) {
        #expect {
            try ConfigurationLoader.parse(text: #"{"ignore": \#(text)}"#, file: "c.json", baseDirectory: "/")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location == SourceLocation(file: "c.json", line: 1, column: column)
                && error.message.contains(message)
        }
    }

    @Test("a finding inside an unreachable scene says so in a note; the others do not")
    func deadSceneNotes() throws {
        let result = try Linter.lint(
            documents: [("App/Main.storyboard", AdoptionFixtures.storyboard)],
            configuration: AdoptionFixtures.configuration)
        let inDeadScene = try #require(result.findings.first { $0.message.contains("'tap:'") })
        #expect(inDeadScene.notes.contains { $0.message.contains("scene 's2', which can never be shown") })
        let elsewhere = result.findings.filter { $0.id != "unreachable-scene" && !$0.message.contains("'tap:'") }
        #expect(elsewhere.count == 4)
        #expect(elsewhere.allSatisfy { !$0.notes.contains { $0.message.contains("never be shown") } })
        // With the rule off there is no note.
        var off = AdoptionFixtures.configuration
        off.rules["unreachable-scene"] = RuleSetting(isEnabled: false)
        let quiet = try Linter.lint(
            documents: [("App/Main.storyboard", AdoptionFixtures.storyboard)], configuration: off)
        #expect(quiet.findings.allSatisfy { !$0.notes.contains { $0.message.contains("never be shown") } })
    }

    @Test("a finding in an orphan xib says the file can go")
    func orphanXibNotes() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OldBannerOwner">
                        <connections><outlet property="label" destination="gone" id="o1"/></connections>
                    </placeholder>
                    <view id="main"/>
                </objects>
            </document>
            """
        let result = try Linter.lint(
            documents: [("OldBanner.xib", xib), ("Used.xib", xib)],
            swiftSources: [("App.swift", "let nib = UINib(nibName: \"Used\", bundle: nil)\n")],
            configuration: LintTestSupport.only(["orphan-xib", "dangling-reference"]))
        #expect(result.findings.filter { $0.id == "orphan-xib" }.map(\.place) == ["OldBanner.xib:2:1"])
        let dangling = result.findings.filter { $0.id == "dangling-reference" }
        #expect(dangling.count == 2)
        #expect(
            dangling.filter { $0.notes.contains { $0.message.contains("never loaded (orphan-xib)") } }.map(
                \.location?.file) == ["OldBanner.xib"])
    }
}
