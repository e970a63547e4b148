import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// `--shard i/n`: over every rule's examples (which include checks across documents, such as
/// storyboard references and, with sources, unused outlets), the shards together report exactly what
/// one unsharded run reports, and each document is in exactly one shard.
@Suite struct ShardTests {
    /// Every rule example's documents and sources, renamed into one folder per example.
    static let project: (documents: [(name: String, text: String)], sources: [(name: String, text: String)]) = {
        var documents: [(name: String, text: String)] = []
        var sources: [(name: String, text: String)] = []
        for (index, example) in RuleRegistry.descriptions.flatMap({ $0.triggeringExamples + $0.nonTriggeringExamples })
            .enumerated() where example.schema == nil
        {
            let folder = "E\(index)/"
            documents.append((folder + example.documentName, MarkedText(example.document).text))
            documents += example.otherDocuments.map { (folder + $0.name, MarkedText($0.text).text) }
            sources += example.swiftSources.map { (folder + $0.name, MarkedText($0.text).text) }
        }
        return (documents, sources)
    }()

    static func lint(shard: Shard?, sources: Bool) throws -> LintResult {
        var options = LintOptions(enableAllRules: true)
        options.shard = shard
        return try Linter.lint(
            documents: project.documents, swiftSources: sources ? project.sources : [], options: options)
    }

    @Test(arguments: [(2, false), (3, false), (3, true), (7, true)])
    func shardsAddUpToTheWholeRun(_ count: Int, _ sources: Bool) throws {
        let whole = try Self.lint(shard: nil, sources: sources)
        #expect(whole.findings.count > 50)
        #expect(whole.findings.contains { $0.id == "storyboard-reference-unresolved" })
        if sources { #expect(whole.findings.contains { $0.id == "unused-outlet" }) }
        var findings: [Diagnostic] = []
        var files: [String] = []
        for index in 1...count {
            let shard: Shard = try #require(Shard(index: index, count: count))
            let part = try Self.lint(shard: shard, sources: sources)
            findings += part.findings
            files += part.files
        }
        #expect(findings.sorted() == whole.findings, "\(count) shards, sources: \(sources)")
        #expect(files.sorted() == whole.files.sorted())
        #expect(Set(files).count == files.count)
    }

    @Test func parsesIOfN() {
        #expect(Shard(parsing: "2/4") == Shard(index: 2, count: 4))
        #expect(Shard(parsing: "1/1") != nil)
        for bad in ["0/4", "5/4", "2/0", "2", "2/4/1", "a/4", "2/b", "", "/", " 2/4", "２/4"] {
            #expect(Shard(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test func otherShardsXibsAreReadOnlyWithSources() throws {
        let shard = try #require(Shard(index: 1, count: 2))
        let other = try #require(["a.xib", "b.xib", "c.xib", "d.xib"].first { !shard.contains($0) })
        #expect(!shard.needsReading(other, withSources: false))
        #expect(shard.needsReading(other, withSources: true))
        #expect(shard.needsReading("Other.storyboard", withSources: false))
    }
}
