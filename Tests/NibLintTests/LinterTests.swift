import Foundation
import NibDiagnostics
import NibReporters
import NibTestSupport
import Testing

@testable import NibLint

@Suite("Linter")
struct LinterTests {
    static let broken = ExampleDocuments.xib(
        """
                <view id="main">
                    <subviews>
                        <label id="a" ambiguous="YES"/>
                        <label id="a"/>
                    </subviews>
                    <constraints><constraint firstItem="zzz" firstAttribute="top" id="k"/></constraints>
                </view>
        """)

    @Test("default rules, strict and quiet")
    func strictAndQuiet() throws {
        var configuration = LintConfiguration()
        configuration.rules["duplicate-id"] = RuleSetting(severity: .warning)
        let normal = try Linter.lint(documents: [("A.xib", Self.broken)], configuration: configuration)
        #expect(normal.findings.map(\.id) == ["duplicate-id", "dangling-reference"])
        #expect(normal.findings.map(\.severity) == [.warning, .error])
        #expect(normal.hasErrors)
        #expect(normal.report(quiet: true).findings.map(\.ruleID) == ["dangling-reference"])
        #expect(normal.summary == "linted 1 file: 1 error, 1 warning")
        let strict = try Linter.lint(
            documents: [("A.xib", Self.broken)], configuration: configuration, options: LintOptions(strict: true))
        #expect(strict.findings.map(\.severity) == [.error, .error])
    }

    @Test("an unreadable document fails the lint; a legacy one gets a note")
    func unreadable() throws {
        let result = try Linter.lint(documents: [("Empty.xib", ""), ("Ok.xib", ExampleDocuments.xib(""))])
        #expect(result.findings.map(\.id) == ["parse-error"])
        #expect(result.unreadableFiles == ["Empty.xib"])
        #expect(result.hasErrors)
        let legacy = try Linter.lint(documents: [
            (
                "Old.xib",
                "<?xml version=\"1.0\"?>\n<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"8.00\"><data><object class=\"IBObjectContainer\" key=\"IBDocument.Objects\"/></data></archive>"
            )
        ])
        #expect(legacy.findings.map { "\($0.id) \($0.severity)" } == ["legacy-format note"])
        #expect(!legacy.hasErrors)
    }

    @Test("output does not depend on the number of jobs")
    func deterministic() throws {
        let documents = (0..<40).map { ("F\($0).xib", $0 % 3 == 0 ? Self.broken : ExampleDocuments.xib("")) }
        let one = try Linter.lint(documents: documents, options: LintOptions(jobs: 1, enableAllRules: true))
        let many = try Linter.lint(documents: documents, options: LintOptions(jobs: 8, enableAllRules: true))
        #expect(one.findings == many.findings)
        #expect(one.files == many.files)
        #expect(one.findings == one.findings.sorted())
    }

    @Test("the report carries rule metadata for the reporters")
    func report() throws {
        let result = try Linter.lint(documents: [("A.xib", Self.broken)])
        let report = result.report()
        #expect(report.files == ["A.xib"])
        #expect(report.findings.allSatisfy { $0.rule?.id == $0.ruleID })
        #expect(report.rules.contains { $0.id == "dangling-reference" && !$0.help.isEmpty })
        #expect(!report.rules.contains { $0.id == "unused-outlet" })
        let text = XcodeReporter().render(report)
        #expect(text.contains("A.xib:"))
        #expect(text.contains("[dangling-reference]"))
    }

    @Test("files on disk: discovery, progress, missing sources and schema errors")
    func files() throws {
        let root = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try LintTestSupport.write(Self.broken, to: root.appendingPathComponent("A.xib"))
        try LintTestSupport.write(ExampleDocuments.xib(""), to: root.appendingPathComponent("Sub/B.xib"))
        let files = FileDiscovery.discover(paths: [root.path]).files
        #expect(files.count == 2)
        let seen = LockedCounter()
        let linter = try Linter(
            configuration: LintConfiguration(baseDirectory: root.path),
            options: LintOptions(progress: { done, total in seen.record(done, total) }))
        let result = linter.lint(files: files)
        #expect(result.findings.count == 2)
        #expect(seen.maximum == 2)
        #expect(throws: LintSetupError.self) {
            try Linter(configuration: LintConfiguration(), options: LintOptions(sources: [root.path + "/nope"]))
        }
        do {
            _ = try Linter(configuration: LintConfiguration(), options: LintOptions(schema: root.path + "/A.xib"))
            Issue.record("a xib is not a schema")
        } catch {
            guard case .schema = error else {
                Issue.record("not a schema error: \(error)")
                return
            }
        }
    }

    @Test("the schema rule validates the tree already read, at exact elements")
    func schema() throws {
        let path = PackagePaths.root + "/Schema/ib-document.rng"
        try #require(FileManager.default.fileExists(atPath: path))
        let linter = try Linter(configuration: LintConfiguration(), options: LintOptions(schema: path))
        let sample = PackagePaths.root + "/Samples/xib/OwnerOutlets.xib"
        #expect(linter.lint(files: [sample]).findings.filter { $0.id == "schema" }.isEmpty)
        let result = try Linter.lint(
            documents: [("A.xib", ExampleDocuments.xib(#"        <view id="v"><rect key="frame" x="0"/></view>"#))],
            schemaText: SchemaRule.exampleSchema)
        #expect(result.findings.map(\.id) == ["schema"])
        #expect(result.findings.first?.location?.line == 4)
    }
}

/// Records the largest progress value reported.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func record(_ done: Int, _ total: Int) {
        lock.lock()
        value = max(value, done)
        lock.unlock()
    }

    var maximum: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
