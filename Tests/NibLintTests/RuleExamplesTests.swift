import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// Every rule's examples: triggering ones produce findings exactly at the markers, the others none.
@Suite("Rule examples")
struct RuleExamplesTests {
    static let descriptions = RuleRegistry.descriptions

    @Test("triggering examples report exactly at the markers", arguments: descriptions.map(\.id))
    func triggering(id: String) throws {
        let description = try #require(RuleRegistry.description(forID: id))
        #expect(!description.triggeringExamples.isEmpty, "\(id) has no triggering example")
        for (number, example) in description.triggeringExamples.enumerated() {
            let (expected, findings) = try run(example, rule: id)
            let found = findings.filter { $0.id.rawValue == id }.map(\.place).sorted()
            #expect(
                found == expected.sorted(), "\(id) triggering example \(number + 1): \(findings.map(\.description))")
            if id != ParseErrorRule.id {
                #expect(
                    !findings.contains { $0.id.rawValue == ParseErrorRule.id },
                    "\(id) example \(number + 1) does not parse: \(findings)")
            }
        }
    }

    @Test("non-triggering examples report nothing", arguments: descriptions.map(\.id))
    func nonTriggering(id: String) throws {
        let description = try #require(RuleRegistry.description(forID: id))
        #expect(!description.nonTriggeringExamples.isEmpty, "\(id) has no non-triggering example")
        for (number, example) in description.nonTriggeringExamples.enumerated() {
            let (expected, findings) = try run(example, rule: id)
            #expect(expected.isEmpty, "\(id): a non-triggering example has markers")
            #expect(findings.isEmpty, "\(id) non-triggering example \(number + 1): \(findings.map(\.description))")
        }
    }

    /// Lints an example with only its rule on; returns the marker places and every finding.
    private func run(_ example: RuleExample, rule id: String) throws -> ([String], [Diagnostic]) {
        var expected: [String] = []
        func take(_ name: String, _ marked: String) -> (name: String, text: String) {
            let stripped = MarkedText(marked)
            expected += stripped.markers.map { "\(name):\($0.line):\($0.column)" }
            return (name, stripped.text)
        }
        let documents =
            [take(example.documentName, example.document)] + example.otherDocuments.map { take($0.name, $0.text) }
        let sources = example.swiftSources.map { take($0.name, $0.text) }
        let strings = example.stringsFiles.map { take($0.name, $0.text) }
        let result = try Linter.lint(
            documents: documents, swiftSources: sources, schemaText: example.schema, resources: example.resources,
            stringsFiles: strings,
            configuration: LintTestSupport.only([id], extra: example.settings))
        return (expected, result.findings)
    }

    @Test("rule examples use the marker MarkedText strips")
    func marker() {
        #expect(RuleExample.marker == MarkedText.marker)
    }

    @Test("rule ids are unique, kebab case, and summaries follow the message style")
    func identifiers() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for description in RuleRegistry.descriptions {
            #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(description.id)")
            #expect(!description.summary.hasSuffix("."), "\(description.id)")
            #expect(description.summary.first?.isLowercase ?? false, "\(description.id)")
            #expect(!description.details.isEmpty)
        }
    }

    @Test("every rule file is in the registry, and every registered rule has a file")
    func registryIsComplete() throws {
        let folder = PackagePaths.root + "/Sources/NibLint/Rules"
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var declared: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix("Rule.swift"), !path.hasSuffix("/Rule.swift"), path != "Rule.swift" else { continue }
            let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
            let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            #expect(text.contains("struct \(name): Rule"), "\(path) must declare \(name): Rule")
            declared.insert(name)
        }
        let registered = Set(RuleRegistry.rules.map { String(describing: $0) })
        #expect(
            declared == registered,
            "files without registration: \(declared.subtracting(registered)); registered without file: \(registered.subtracting(declared))"
        )
    }

    @Test("the issue's rule list is implemented")
    func issueRules() {
        let required: Set<String> = [
            "dangling-reference", "duplicate-id", "cross-scene-connection", "outlet-source-invalid",
            // segue-destination-invalid, split by what is wrong:
            "segue-destination-not-controller", "unwind-segue-not-to-exit", "relationship-segue-unknown-relationship",
            "relationship-segue-not-from-container", "relationship-segue-cycle", "embed-segue-not-from-container-view",
            "embed-segue-cycle",
            "unwind-action-missing", "storyboard-reference-unresolved",
            "duplicate-storyboard-identifier", "duplicate-segue-identifier", "duplicate-reuse-identifier",
            "view-outlet-missing", "unknown-element", "legacy-format", "parse-error", "outlet-missing-in-source",
            "action-missing-in-source", "outlet-type-mismatch", "custom-class-missing-in-source",
            "custom-module-mismatch", "unused-outlet", "unused-action", "ambiguous-layout", "misplaced-view",
            "duplicate-constraint", "initial-view-controller-missing", "autolayout-disabled", "schema",
        ]
        // Beyond the issue: unknown-suppression reports suppression comments that would silence nothing.
        // Adopting on an existing app: dead documents and resource checks; the localization rules of issue 14.
        let additions: Set<String> = [
            "unknown-suppression", "unreachable-scene", "orphan-xib", "image-missing", "color-missing",
            "reuse-identifier-missing", "strings-stale", "strings-missing",
        ]
        #expect(Set(RuleRegistry.ids) == required.union(additions))
        let off: Set<String> = [
            "unknown-element", "unused-outlet", "unused-action", "ambiguous-layout", "misplaced-view",
            "duplicate-constraint", "initial-view-controller-missing", "autolayout-disabled", "orphan-xib",
            "image-missing", "color-missing", "strings-missing",
        ]
        for description in RuleRegistry.descriptions {
            #expect(description.isEnabledByDefault == !off.contains(description.id), "\(description.id)")
        }
        #expect(RuleRegistry.description(forID: "legacy-format")?.defaultSeverity == .note)
        #expect(RuleRegistry.description(forID: "cross-scene-connection")?.defaultSeverity == .warning)
        #expect(RuleRegistry.description(forID: "unknown-element")?.defaultSeverity == .note)
        #expect(RuleRegistry.description(forID: "parse-error")?.isAlwaysOn == true)
    }
}
