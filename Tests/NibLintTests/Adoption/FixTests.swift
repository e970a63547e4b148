import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

@Suite("lint --fix")
struct FixTests {
    private static let fixable = LintTestSupport.only(Fixer.fixableRules)

    private func fix(_ text: String, name: String = "App/Main.storyboard", sources: [(name: String, text: String)] = [])
        throws
        -> DocumentFix?
    {
        let result = try Linter.lint(documents: [(name, text)], swiftSources: sources, configuration: Self.fixable)
        return Fixer.plan(file: name, bytes: Array(text.utf8), findings: result.findings)
    }

    private func removingLines(_ text: String, containing needles: [String]) -> String {
        text.components(separatedBy: "\n").filter { line in !needles.contains { line.contains($0) } }.joined(
            separator: "\n")
    }

    @Test("dangling and cross-scene connections and duplicate constraints go; every other byte stays")
    func removesMechanicalFindings() throws {
        let plan = try #require(try fix(AdoptionFixtures.storyboard))
        // Both outlets of vc1 go, so its <connections> goes too; the same for the button's action.
        let expected = removingLines(
            AdoptionFixtures.storyboard,
            containing: [#"id="o1""#, #"id="o2""#, #"id="k2""#, #"id="a2""#, "<connections>", "</connections>"])
        #expect(String(decoding: plan.fixed, as: UTF8.self) == expected)
        #expect(
            plan.removals.map { "\($0.what) [\($0.rule)]" } == [
                "constraint 'k2' [duplicate-constraint]", "outlet 'titleLabel' [dangling-reference]",
                "outlet 'otherLabel' [cross-scene-connection]", "action 'tap:' [dangling-reference]",
            ])
        let again = try Linter.lint(documents: [("App/Main.storyboard", expected)], configuration: Self.fixable)
        #expect(again.findings.isEmpty, "\(again.findings)")
    }

    @Test("an element something else names is kept (removing it would leave a dangling reference)")
    func keepsReferencedElements() throws {
        let text = AdoptionFixtures.storyboard.replacingOccurrences(
            of: #"<outlet property="titleLabel" destination="gone" id="o1"/>"#,
            with: #"<outlet property="topConstraint" destination="k2" id="o1"/>"#)
        let plan = try #require(try fix(text))
        #expect(!plan.removals.contains { $0.what == "constraint 'k2'" })
        #expect(String(decoding: plan.fixed, as: UTF8.self).contains(#"id="k2""#))
    }

    @Test("with sources, an outlet and an action the class lacks go")
    func removesStaleOutletsAndActions() throws {
        let xib = ExampleDocuments.xib(
            ExampleDocuments.filesOwner(
                "ProfileViewController", ExampleDocuments.viewOutlet,
                #"<outlet property="nameLabel" destination="l" id="o2"/>"#,
                #"<action selector="rename:" destination="-1" id="a1"/>"#)
                + "\n" + ExampleDocuments.viewWithLabel())
        let source = """
            import UIKit
            final class ProfileViewController: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
            }
            """
        let plan = try #require(try fix(xib, name: "Profile.xib", sources: [("Profile.swift", source)]))
        #expect(plan.removals.map(\.rule) == ["outlet-missing-in-source", "action-missing-in-source"])
        #expect(
            String(decoding: plan.fixed, as: UTF8.self) == removingLines(xib, containing: [#"id="o2""#, #"id="a1""#]))
    }

    @Test("--dry-run's unified diff")
    func unifiedDiff() throws {
        let plan = try #require(try fix(AdoptionFixtures.storyboard))
        let diff = plan.unifiedDiff()
        #expect(diff.hasPrefix("--- a/App/Main.storyboard\n+++ b/App/Main.storyboard\n@@ -15,13 +15,8 @@\n"))
        #expect(
            diff.contains(
                "-                            <constraint firstItem=\"l1\" firstAttribute=\"top\" secondItem=\"v1\" secondAttribute=\"top\" constant=\"8\" id=\"k2\"/>\n"
            ))
        #expect(diff.contains("\n@@ -31,9 +26,6 @@\n                     <view key=\"view\" id=\"v2\">\n"))
        #expect(diff.components(separatedBy: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }.count == 8)
        #expect(!diff.contains("\n+ "))
        // Applying the diff's hunks to the original gives the fixed text.
        #expect(Self.apply(diff, to: AdoptionFixtures.storyboard) == String(decoding: plan.fixed, as: UTF8.self))
    }

    /// A minimal patch: hunks applied in order, context and removed lines checked.
    static func apply(_ diff: String, to text: String) -> String? {
        var lines = text.components(separatedBy: "\n")
        var offset = 0
        var position = 0
        for line in diff.components(separatedBy: "\n").dropFirst(2) where !line.isEmpty {
            if line.hasPrefix("@@") {
                let old = line.split(separator: " ")[1].dropFirst().split(separator: ",")
                guard let start = Int(old[0]) else { return nil }
                position = start - 1 + offset
                continue
            }
            let body = String(line.dropFirst())
            switch line.first {
            case " ":
                guard position < lines.count, lines[position] == body else { return nil }
                position += 1
            case "-":
                guard position < lines.count, lines[position] == body else { return nil }
                lines.remove(at: position)
                offset -= 1
            case "+":
                lines.insert(body, at: position)
                position += 1
                offset += 1
            default:
                return nil
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test("on mutated corpus files --fix gives back the original bytes")
    func corpusRoundTrip() throws {
        let files = PackagePaths.corpusFiles
        guard !files.isEmpty else { return }
        var restored = 0
        for file in files {
            guard let original = FileSystem.read(file) else { continue }
            var lines = original.components(separatedBy: "\n")
            // A dangling outlet before the first outlet or action inside <connections>, and a copy
            // (new id) of the first plain constraint after it.
            var inserted: [Int] = []
            if let first = lines.firstIndex(where: {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("<outlet property=")
            }) {
                let indent = String(lines[first].prefix { $0 == " " })
                lines.insert(
                    indent + #"<outlet property="ghostLabel" destination="Zz9-No-0ne" id="Gh0-st-001"/>"#, at: first)
                inserted.append(first)
            }
            if let constraint = lines.firstIndex(where: {
                let trimmed = $0.trimmingCharacters(in: .whitespaces)
                return trimmed.hasPrefix("<constraint ") && trimmed.hasSuffix("/>") && !trimmed.contains("placeholder")
            }), let range = lines[constraint].range(of: #"id="[^"]*""#, options: .regularExpression) {
                lines.insert(
                    lines[constraint].replacingCharacters(in: range, with: #"id="Dup-li-001""#), at: constraint + 1)
                inserted.append(constraint + 1)
            }
            guard !inserted.isEmpty else { continue }
            let mutated = lines.joined(separator: "\n")
            let name = URL(fileURLWithPath: file).lastPathComponent
            let result = try Linter.lint(documents: [(name, mutated)], configuration: Self.fixable)
            // Only the findings on the inserted lines: real findings of the file are not ours to fix.
            let insertedLines = Set(inserted.map { $0 + 1 })
            let ours = result.findings.filter { insertedLines.contains($0.location?.line ?? 0) }
            guard ours.count == inserted.count else { continue }
            let plan = try #require(Fixer.plan(file: name, bytes: Array(mutated.utf8), findings: ours), "\(name)")
            #expect(plan.fixed == Array(original.utf8), "\(name): --fix did not restore the original bytes")
            #expect(plan.removals.count == inserted.count, "\(name)")
            restored += 1
        }
        #expect(
            restored >= files.count / 4, "only \(restored) of \(files.count) corpus files were mutated and restored")
    }
}
