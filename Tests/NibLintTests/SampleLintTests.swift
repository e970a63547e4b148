import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// The repository's own samples: valid ones lint clean; each invalid one is caught where its
/// `<!-- expect: id at line:col -->` comment (or `Samples/invalid/README.md`) says.
@Suite("Samples", .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.root + "/Samples")))
struct SampleLintTests {
    static let samples = PackagePaths.root + "/Samples"

    /// Reader diagnostics that make a document unreadable are reported as `parse-error`.
    static let readerIDs: Set<String> = [
        "empty-document", "xml-not-well-formed", "entity-declaration", "not-ib-document",
    ]

    @Test("valid samples have no findings with the default rules")
    func valid() throws {
        let found = FileDiscovery.discover(paths: [Self.samples + "/xib", Self.samples + "/storyboard"])
        #expect(found.files.count >= 6)
        let result = try Linter(configuration: LintConfiguration()).lint(files: found.files)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.description))")
    }

    @Test("each invalid sample is caught at its expected place")
    func invalid() throws {
        let files = InvalidSamples.all.map(\.path)
        let result = try Linter(configuration: LintConfiguration()).lint(files: files)
        var checked = 0
        for sample in InvalidSamples.all {
            let (file, name, line, column) = (sample.path, sample.name, sample.line, sample.column)
            let id = try #require(sample.id, "\(name) has no expectation")
            if id == "unknown-custom-class" { continue }  // a loader diagnostic; linted only with sources
            let rule = Self.readerIDs.contains(id) ? "parse-error" : id
            let mine = result.findings.filter { $0.location?.file == file }
            #expect(
                mine.contains { $0.id.rawValue == rule && $0.location?.line == line && $0.location?.column == column },
                "\(name): expected \(rule) at \(line):\(column), got \(mine.map(\.description))")
            #expect(mine.filter { $0.severity == .error }.count <= 1, "\(name): \(mine.map(\.description))")
            checked += 1
        }
        #expect(checked >= 14)
    }
}
