import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// A storyboard with findings of several rules, and the reformatting Interface Builder may do.
enum AdoptionFixtures {
    /// Findings: a dangling outlet, a cross-scene outlet, a duplicate constraint, an unreachable
    /// scene (with a dangling action inside it), a prototype cell without identifier.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" customClass="FirstViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1">
                                <subviews>
                                    <label text="Hello" id="l1"/>
                                    <tableView dataMode="prototypes" id="tv">
                                        <prototypes>
                                            <tableViewCell id="cell"/>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="8" id="k1"/>
                                    <constraint firstItem="l1" firstAttribute="top" secondItem="v1" secondAttribute="top" constant="8" id="k2"/>
                                </constraints>
                            </view>
                            <connections>
                                <outlet property="titleLabel" destination="gone" id="o1"/>
                                <outlet property="otherLabel" destination="l2" id="o2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController id="vc2" sceneMemberID="viewController">
                            <view key="view" id="v2">
                                <subviews>
                                    <button id="b2">
                                        <connections>
                                            <action selector="tap:" destination="nowhere" eventType="touchUpInside" id="a2"/>
                                        </connections>
                                    </button>
                                    <label id="l2"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    /// The rules the fixtures exercise.
    static let configuration = LintTestSupport.only([
        "dangling-reference", "cross-scene-connection", "duplicate-constraint", "unreachable-scene",
        "reuse-identifier-missing",
    ])

    /// Reindents (2 spaces a level instead of 4), reverses every start tag's attributes and adds
    /// new objects with new ids: what Interface Builder re-saving or a formatter may do.
    static func reformat(_ text: String) throws -> String {
        var lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            let indent = line.prefix { $0 == " " }.count
            lines.append(String(repeating: " ", count: indent / 2) + line.dropFirst(indent))
        }
        var result = lines.joined(separator: "\n")
        let tag = try NSRegularExpression(pattern: #"<([A-Za-z]+)((?:\s+[A-Za-z:]+="[^"]*")+)\s*(/?)>"#)
        let attribute = try NSRegularExpression(pattern: #"[A-Za-z:]+="[^"]*""#)
        let source = result as NSString
        var rebuilt = ""
        var cursor = 0
        for match in tag.matches(in: result, range: NSRange(location: 0, length: source.length)) {
            rebuilt += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            let name = source.substring(with: match.range(at: 1))
            let attributes = source.substring(with: match.range(at: 2))
            let list = attribute.matches(
                in: attributes, range: NSRange(location: 0, length: (attributes as NSString).length)
            )
            .map { (attributes as NSString).substring(with: $0.range) }
            let slash = source.substring(with: match.range(at: 3))
            rebuilt += "<\(name) \(list.reversed().joined(separator: " "))\(slash)>"
            cursor = match.range.location + match.range.length
        }
        rebuilt += source.substring(from: cursor)
        result = rebuilt
        // New objects with new ids elsewhere.
        result = result.replacingOccurrences(
            of: "<subviews>\n",
            with: "<subviews>\n<label id=\"New-01-abc\" text=\"new\"/>\n<switch id=\"New-02-def\"/>\n")
        return result
    }
}

@Suite("Baseline")
struct BaselineTests {
    private func lint(_ text: String, baseline: Baseline? = nil, record: Bool = false) throws -> LintResult {
        var options = LintOptions()
        options.baseline = baseline
        options.recordsKeys = record
        return try Linter.lint(
            documents: [("App/Main.storyboard", text)], configuration: AdoptionFixtures.configuration, options: options)
    }

    @Test("findings are keyed by file, rule, object id and connection, never by line")
    func keys() throws {
        let result = try lint(AdoptionFixtures.storyboard, record: true)
        let keys = result.baseline(relativeTo: ".").entries.map(\.key)
        let described = keys.map { [$0.file, $0.rule, $0.object ?? "-", $0.connection ?? "-"].joined(separator: " ") }
            .sorted()
        #expect(
            described == [
                "App/Main.storyboard cross-scene-connection vc1 outlet:otherLabel",
                "App/Main.storyboard dangling-reference b2 action:tap:",
                "App/Main.storyboard dangling-reference vc1 outlet:titleLabel",
                "App/Main.storyboard duplicate-constraint k2 -",
                "App/Main.storyboard reuse-identifier-missing cell -",
                "App/Main.storyboard unreachable-scene vc2 -",
            ])
    }

    @Test("a baseline round trip survives reindenting, reordered attributes and new ids elsewhere")
    func roundTripSurvivesReformatting() throws {
        let recorded = try lint(AdoptionFixtures.storyboard, record: true)
        #expect(recorded.findings.count == 6)
        let text = recorded.baseline(relativeTo: FilePath.currentDirectory()).jsonText()
        let baseline = try Baseline.parse(
            text: text, file: "nibload-baseline.json", baseDirectory: FilePath.currentDirectory())
        #expect(baseline.entries.count == 6)

        let reformatted = try AdoptionFixtures.reformat(AdoptionFixtures.storyboard)
        #expect(reformatted != AdoptionFixtures.storyboard)
        #expect(
            reformatted.contains(#"<label text="new" id="New-01-abc"/>"#)
                || reformatted.contains(#"<label id="New-01-abc""#))
        let unfiltered = try lint(reformatted)
        #expect(
            unfiltered.findings.count == 6, "the reformatted document has the same problems: \(unfiltered.findings)")
        #expect(Set(unfiltered.findings.map(\.location?.line)) != Set(recorded.findings.map(\.location?.line)))

        let filtered = try lint(reformatted, baseline: baseline)
        #expect(filtered.findings.isEmpty, "\(filtered.findings.map(\.description))")
        #expect(filtered.adoption.baselined == 6)
        #expect(filtered.adoption.staleEntries.isEmpty)
        #expect(filtered.summary.hasSuffix("; 6 in the baseline not reported, 0 stale baseline entries"))
    }

    @Test("a new problem after the baseline is reported, and only it")
    func newProblemIsReported() throws {
        let baseline = try lint(AdoptionFixtures.storyboard, record: true).baseline(
            relativeTo: FilePath.currentDirectory())
        let changed = AdoptionFixtures.storyboard.replacingOccurrences(
            of: #"<outlet property="otherLabel" destination="l2" id="o2"/>"#,
            with: #"<outlet property="otherLabel" destination="l2" id="o2"/>"# + "\n"
                + #"                            <outlet property="subtitleLabel" destination="gone" id="o3"/>"#)
        let result = try lint(try AdoptionFixtures.reformat(changed), baseline: baseline)
        #expect(result.findings.map(\.id) == ["dangling-reference"])
        #expect(result.findings.first?.message.contains("subtitleLabel") == true)
        #expect(result.adoption.baselined == 6)
    }

    @Test("a fixed problem leaves a stale entry, listed with its place in the baseline")
    func staleEntries() throws {
        let baseline = try lint(AdoptionFixtures.storyboard, record: true).baseline(
            relativeTo: FilePath.currentDirectory())
        let text = baseline.jsonText()
        let parsed = try Baseline.parse(text: text, file: "b.json", baseDirectory: FilePath.currentDirectory())
        let fixed = AdoptionFixtures.storyboard.replacingOccurrences(
            of: #"<outlet property="titleLabel" destination="gone" id="o1"/>"#, with: "")
        let result = try lint(fixed, baseline: parsed)
        #expect(result.findings.isEmpty)
        #expect(result.adoption.staleEntries.count == 1)
        let note = try #require(result.adoption.staleEntries.first?.diagnostic)
        #expect(note.severity == .note)
        #expect(note.id == "stale-baseline-entry")
        #expect(note.message.contains("'dangling-reference'") && note.message.contains("outlet:titleLabel"))
        // The entry's place is the line of its opening brace, the last one before its connection.
        let lines = text.components(separatedBy: "\n")
        let connection = try #require(lines.firstIndex { $0.contains("outlet:titleLabel") })
        let line = try #require(lines[..<connection].lastIndex { $0.hasSuffix("{") })
        #expect(note.location?.line == line + 1)
        #expect(result.summary.contains("1 stale baseline entry"))
    }

    @Test("a finding in a Swift file is keyed by the identifier at its position")
    func swiftKeys() {
        let text = "final class A {\n    @IBOutlet weak var titleLabel: UILabel!\n}\n"
        #expect(
            SourceAnchors.identifier(in: text, at: SourceLocation(file: "A.swift", line: 2, column: 24)) == "titleLabel"
        )
        #expect(SourceAnchors.identifier(in: text, at: SourceLocation(file: "A.swift", line: 2, column: 20)) == "var")
        #expect(SourceAnchors.identifier(in: text, at: SourceLocation(file: "A.swift", line: 9, column: 1)) == nil)
    }

    @Test("two equal findings need two entries")
    func entriesMatchOnce() throws {
        let once = Baseline(
            entries: [
                Baseline.Entry(
                    key: FindingKey(
                        file: "App/Main.storyboard", rule: "unreachable-scene", object: "vc2", connection: nil),
                    message: "")
            ])
        let result = try lint(AdoptionFixtures.storyboard, baseline: once)
        #expect(result.findings.count == 5)
        #expect(!result.findings.contains { $0.id == "unreachable-scene" })
    }

    @Test("the written baseline follows Schema/nibload-baseline.schema.json")
    func schema() throws {
        let schema = try String(
            contentsOfFile: PackagePaths.root + "/Schema/nibload-baseline.schema.json", encoding: .utf8)
        let text = try lint(AdoptionFixtures.storyboard, record: true).baseline(relativeTo: ".").jsonText()
        #expect(try JSONSchemaCheck.validate(json: text, schema: schema).isEmpty)
        let wrong = #"{"version": 2, "findings": [{"file": "a.xib", "rule": "x", "line": 3}]}"#
        let violations = try JSONSchemaCheck.validate(json: wrong, schema: schema).map(\.description)
        #expect(violations.count == 2, "\(violations)")
    }

    @Test(
        "a malformed baseline is an error at its position",
        arguments: [
            (#"{"version": 1, "findings": [{"file": "a.xib"}]}"#, 1, 29, "needs 'file' and 'rule'"),
            (
                "{\"version\": 1,\n \"findings\": [{\"file\": \"a.xib\", \"rule\": \"r\", \"line\": 4}]}", 2, 46,
                "unknown key 'line'"
            ),
            (#"{"findings": []}"#, 1, 1, "needs \"version\": 1"),
            (#"{"version": 1, "findings": {}}"#, 1, 28, "must be an array"),
            ("[1,", 1, 4, "malformed JSON"),
        ])
    func malformed(text: String, line: Int, column: Int, message: String) {
        #expect {
            try Baseline.parse(text: text, file: "b.json", baseDirectory: "/")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location == SourceLocation(file: "b.json", line: line, column: column)
                && error.message.contains(message)
        }
    }

    @Test("a missing baseline file is unreadable, a malformed one invalid at its position")
    func loadErrors() throws {
        #expect(throws: LintSetupError.self) { try Baseline.load(path: "/nonexistent/baseline.json") }
        do {
            _ = try Baseline.load(path: "/nonexistent/baseline.json")
        } catch {
            guard case .unreadableBaseline = error else {
                Issue.record("not unreadable: \(error)")
                return
            }
        }
        let folder = try LintTestSupport.temporaryFolder()
        let path = folder.appendingPathComponent("b.json")
        try LintTestSupport.write("{", to: path)
        do {
            _ = try Baseline.load(path: path.path)
            Issue.record("a malformed baseline loaded")
        } catch {
            guard case .baseline = error else {
                Issue.record("not invalid: \(error)")
                return
            }
            #expect(error.description.contains("b.json:1:2: malformed JSON"))
        }
    }
}
