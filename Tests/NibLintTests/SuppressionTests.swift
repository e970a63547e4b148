import NibDiagnostics
@testable import NibLint
import Testing

@Suite("Suppression comments")
struct SuppressionTests {
    static let body = """
                <view id="main">
                    <subviews>
                        <!-- nibload:disable ambiguous-layout -->
                        <view id="box" ambiguous="YES">
                            <subviews><label id="inner" ambiguous="YES"/></subviews>
                        </view>
                        <label id="sibling" ambiguous="YES"/>
                        <!-- nibload:disable misplaced-view, ambiguous-layout -->
                        <label id="both" ambiguous="YES" misplaced="YES"/>
                        <!-- nibload:disable -->
                        <label id="all" ambiguous="YES" misplaced="YES"/>
                        <!-- nibload:disabled ambiguous-layout -->
                        <label id="notADirective" ambiguous="YES"/>
                    </subviews>
                </view>
        """

    func lint(_ document: String, name: String = "A.xib") throws -> [Diagnostic] {
        try Linter.lint(
            documents: [(name, document)],
            configuration: LintTestSupport.only(["ambiguous-layout", "misplaced-view", "duplicate-id"])
        ).findings
    }

    @Test("disable silences the element and its children, and nothing else")
    func element() throws {
        let findings = try lint(ExampleDocuments.xib(Self.body))
        let labels = findings.map { $0.message.split(separator: " ").prefix(2).joined(separator: " ") + " " + $0.id }
        #expect(labels == [
            "label (UILabel, ambiguous-layout", "label (UILabel, ambiguous-layout",
        ], "\(findings.map(\.description))")
        #expect(findings.map(\.location?.line) == [10, 16])
    }

    @Test("disable-file silences a rule or every rule in the document")
    func file() throws {
        let document = ExampleDocuments.xib(Self.body)
        let one = document.replacingOccurrences(
            of: "<objects>", with: "<objects>\n<!-- nibload:disable-file ambiguous-layout -->")
        #expect(try lint(one).isEmpty)
        let all = document.replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- nibload:disable-file -->\n")
        #expect(try lint(all).isEmpty)
        let other = document.replacingOccurrences(of: "<objects>", with: "<objects>\n<!-- nibload:disable-file duplicate-id -->")
        #expect(try lint(other).count == 2)
    }

    @Test("parse errors cannot be silenced")
    func parseError() throws {
        let findings = try lint("<!-- nibload:disable-file -->\n<document><objects></document>")
        #expect(findings.map(\.id) == ["parse-error"])
    }

    @Test("project-level findings honour suppression comments too")
    func projectLevel() throws {
        let scene = ExampleDocuments.scene(
            "s", #"                <!-- nibload:disable storyboard-reference-unresolved -->"# + "\n"
                + #"                <viewControllerPlaceholder storyboardName="Nowhere" id="r" sceneMemberID="viewController"/>"#)
        let result = try Linter.lint(
            documents: [("Main.storyboard", ExampleDocuments.storyboard(scene))],
            configuration: LintTestSupport.only(["storyboard-reference-unresolved"]))
        #expect(result.findings.isEmpty, "\(result.findings)")
    }

    @Test("directive parsing")
    func parsing() {
        #expect(Suppressions.parse(" nibload:disable a b,c ")?.1 == ["a", "b", "c"])
        #expect(Suppressions.parse("nibload:disable-file")?.1 == nil)
        #expect(Suppressions.parse("nibload:disablefoo") == nil)
        #expect(Suppressions.parse("just a comment") == nil)
    }
}
