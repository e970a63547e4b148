import NibDiagnostics
import NibSwiftSource
import NibTestSupport
import Testing

@testable import NibLint

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
        let labels = findings.map {
            $0.message.split(separator: " ").prefix(2).joined(separator: " ") + " " + $0.id.rawValue
        }
        #expect(
            labels == [
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
        let all = document.replacingOccurrences(
            of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n",
            with: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- nibload:disable-file -->\n")
        #expect(try lint(all).isEmpty)
        let other = document.replacingOccurrences(
            of: "<objects>", with: "<objects>\n<!-- nibload:disable-file duplicate-id -->")
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
            "s",
            #"                <!-- nibload:disable storyboard-reference-unresolved -->"# + "\n"
                + #"                <viewControllerPlaceholder storyboardName="Nowhere" id="r" sceneMemberID="viewController"/>"#
        )
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

    // MARK: Unknown rule ids and directives

    /// Lints a marked xib body with the given rules on; returns the findings and the marker places.
    private func lintMarked(
        _ body: String, rules: Set<String>, sources: [(name: String, text: String)] = []
    ) throws -> (findings: [Diagnostic], markers: [String]) {
        let document = MarkedText(ExampleDocuments.xib(body))
        let result = try Linter.lint(
            documents: [("A.xib", document.text)], swiftSources: sources, configuration: LintTestSupport.only(rules))
        return (result.findings, document.markers.map { "A.xib:\($0.line):\($0.column)" })
    }

    @Test("a comment naming an unknown rule id is a warning at the comment, with the closest id")
    func unknownRule() throws {
        let (findings, markers) = try lintMarked(
            """
                    <view id="main">
                        <subviews>
                            ↓<!-- nibload:disable ambiguous-layuot, misplaced-view -->
                            <label id="a" ambiguous="YES" misplaced="YES"/>
                            ↓<!-- nibload:disable no-such-rule -->
                            <label id="b"/>
                        </subviews>
                    </view>
            """, rules: ["unknown-suppression", "ambiguous-layout", "misplaced-view"])
        let unknown = findings.filter { $0.id == "unknown-suppression" }
        #expect(unknown.map(\.place) == markers)
        #expect(unknown.allSatisfy { $0.severity == .warning })
        #expect(
            unknown.first?.message.contains(
                "'ambiguous-layuot', which is not a rule id; did you mean 'ambiguous-layout'?") ?? false, "\(unknown)")
        #expect(
            unknown.last?.message.contains("'no-such-rule', which is not a rule id; it silences nothing") ?? false,
            "\(unknown)")
        // The misspelt id silences nothing; the known id in the same comment still works.
        #expect(findings.filter { $0.id != "unknown-suppression" }.map(\.id) == ["ambiguous-layout"])
    }

    @Test("a comment with an unknown directive is reported; ordinary comments are not")
    func unknownDirective() throws {
        let (findings, markers) = try lintMarked(
            """
                    <!-- nibload is great -->
                    <!-- nibload:disable-file duplicate-id -->
                    <view id="main">
                        <subviews>
                            ↓<!-- nibload:disabled ambiguous-layout -->
                            <label id="a"/>
                            ↓<!--nibload:enable-->
                            <label id="b"/>
                        </subviews>
                    </view>
            """, rules: ["unknown-suppression"])
        #expect(findings.map(\.place) == markers)
        #expect(findings.first?.message.hasSuffix("did you mean 'nibload:disable'?") ?? false, "\(findings)")
        #expect(findings.last?.message.contains("'nibload:enable' is not a nibload directive") ?? false, "\(findings)")
    }

    @Test("unknown-suppression is on by default and can itself be silenced or turned off")
    func unknownSuppressionSettings() throws {
        let body = """
                    <view id="main">
                        <!-- nibload:disable ambiguous-layot -->
                        <subviews/>
                    </view>
            """
        let byDefault = try Linter.lint(documents: [("A.xib", ExampleDocuments.xib(body))])
        #expect(byDefault.findings.map(\.id) == ["unknown-suppression"])
        let silenced = ExampleDocuments.xib("        <!-- nibload:disable-file unknown-suppression -->\n" + body)
        #expect(try Linter.lint(documents: [("A.xib", silenced)]).findings.isEmpty)
        var off = LintConfiguration()
        off.rules["unknown-suppression"] = RuleSetting(isEnabled: false)
        #expect(
            try Linter.lint(documents: [("A.xib", ExampleDocuments.xib(body))], configuration: off).findings.isEmpty)
    }

    // MARK: Swift sources

    static let owner = ExampleDocuments.xib(
        ExampleDocuments.filesOwner("CardViewController", ExampleDocuments.viewOutlet)
            + "\n" + #"        <view id="main"/>"#)

    /// Lints `owner` with a marked Swift file; returns the findings and the marker places.
    private func lintSwift(_ marked: String, rules: Set<String> = ["unused-outlet", "unused-action"]) throws -> (
        findings: [Diagnostic], markers: [String]
    ) {
        let source = MarkedText(marked)
        let result = try Linter.lint(
            documents: [("Card.xib", Self.owner)], swiftSources: [("Card.swift", source.text)],
            configuration: LintTestSupport.only(rules))
        return (result.findings, source.markers.map { "Card.swift:\($0.line):\($0.column)" })
    }

    @Test("// nibload:disable before a declaration or at the end of its line silences findings there")
    func swiftDeclarations() throws {
        let (findings, markers) = try lintSwift(
            """
            class CardViewController: UIViewController {
                // nibload:disable unused-outlet
                @IBOutlet var before: UILabel!
                @IBOutlet weak var trailing: UILabel! // nibload:disable unused-outlet
                @IBOutlet var ↓next: UILabel!

                // nibload:disable unused-outlet
                // (kept for the compact layout)

                @IBOutlet
                private(set) weak var spaced: UILabel?
                @objc(tapWith:) @IBAction func tap(_ sender: Any) {} // nibload:disable
                // nibload:disable unused-action, unused-outlet
                @MainActor @IBAction
                func both(_ sender: Any) {}
                // nibload:disable unused-action
                @IBOutlet var ↓wrongRule: UILabel!
                // nibload:disable unused-outlet
                var notAnOutlet = 0
                @IBOutlet var ↓afterPlainProperty: UILabel!
                @IBAction func ↓share(_ sender: Any) {}
            }
            """)
        #expect(findings.map(\.place) == markers, "\(findings.map(\.description))")
    }

    @Test("// nibload:disable-file silences a rule in the whole Swift file")
    func swiftFile() throws {
        let (findings, markers) = try lintSwift(
            """
            // nibload:disable-file unused-outlet
            class CardViewController: UIViewController {
                @IBOutlet var title: UILabel!
                @IBAction func ↓share(_ sender: Any) {}
            }
            """)
        #expect(findings.map(\.place) == markers)
    }

    @Test("an unknown rule id in a Swift comment is reported at the comment")
    func swiftUnknownRule() throws {
        let (findings, markers) = try lintSwift(
            """
            class CardViewController: UIViewController {
                ↓// nibload:disable unused-outlets
                @IBOutlet var title: UILabel!
                let text = "// nibload:disable not-a-comment"
            }
            """, rules: ["unknown-suppression"])
        #expect(findings.map(\.place) == markers)
        #expect(findings.first?.message.hasSuffix("did you mean 'unused-outlet'?") ?? false)
    }

    @Test("the scanner ties each directive comment to the declaration it stands before")
    func scannerDirectives() {
        let file = SwiftSourceScanner.scan(
            text: """
                // nibload:disable-file unused-action
                final class A: UIViewController { // nibload:disable x
                    // nibload:disable y
                    @IBOutlet var a: UILabel! // nibload:disable z
                    // nibload:disable w
                }
                """, file: "A.swift", module: nil)
        #expect(
            file.directives.map(\.text) == [
                " nibload:disable-file unused-action", " nibload:disable x", " nibload:disable y", " nibload:disable z",
                " nibload:disable w",
            ])
        #expect(
            file.directives.map(\.position.description) == [
                "A.swift:1:1", "A.swift:2:35", "A.swift:3:5", "A.swift:4:31", "A.swift:5:5",
            ])
        #expect(
            file.directives.map { $0.declaration?.description } == [
                "A.swift:2:13", "A.swift:2:13", "A.swift:4:19", "A.swift:4:19", nil,
            ])
    }
}
