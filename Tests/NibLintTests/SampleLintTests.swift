import Foundation
import NibDiagnostics
@testable import NibLint
import Testing

/// The repository's own samples: valid ones lint clean; each invalid one is caught where its
/// `<!-- expect: id at line:col -->` comment (or `Samples/invalid/README.md`) says.
@Suite("Samples", .enabled(if: FileManager.default.fileExists(atPath: LintTestSupport.packageRoot + "/Samples")))
struct SampleLintTests {
    static let samples = LintTestSupport.packageRoot + "/Samples"

    /// Reader diagnostics that make a document unreadable are reported as `parse-error`.
    static let readerIDs: Set<String> = ["empty-document", "xml-not-well-formed", "entity-declaration", "not-ib-document"]

    @Test("valid samples have no findings with the default rules")
    func valid() throws {
        let found = FileDiscovery.discover(paths: [Self.samples + "/xib", Self.samples + "/storyboard"])
        #expect(found.files.count >= 6)
        let result = try Linter(configuration: LintConfiguration()).lint(files: found.files)
        #expect(result.findings.isEmpty, "\(result.findings.map(\.description))")
    }

    @Test("each invalid sample is caught at its expected place")
    func invalid() throws {
        let folder = Self.samples + "/invalid"
        let files = FileDiscovery.discover(paths: [folder]).files + [folder + "/NotIB.xml"]
        let result = try Linter(configuration: LintConfiguration()).lint(files: files)
        var checked = 0
        for file in files {
            let name = URL(fileURLWithPath: file).lastPathComponent
            let text = try String(contentsOfFile: file, encoding: .utf8)
            var expectation: (id: String, line: Int, column: Int)?
            if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                expectation = ("empty-document", 1, 1)
            } else if let range = text.range(of: "<!-- expect: ") {
                let words = text[range.upperBound...].prefix { $0 != "\n" }.split(separator: " ")
                let place = words.count >= 3 ? words[2].split(separator: ":").compactMap { Int($0) } : []
                if place.count == 2 { expectation = (String(words[0]), place[0], place[1]) }
            }
            let (id, line, column) = try #require(expectation, "\(name) has no expectation")
            if id == "unknown-custom-class" { continue }  // a loader diagnostic; linted only with sources
            let rule = Self.readerIDs.contains(id) ? "parse-error" : id
            let mine = result.findings.filter { $0.location?.file == file }
            #expect(
                mine.contains { $0.id == rule && $0.location?.line == line && $0.location?.column == column },
                "\(name): expected \(rule) at \(line):\(column), got \(mine.map(\.description))")
            #expect(mine.filter { $0.severity == .error }.count <= 1, "\(name): \(mine.map(\.description))")
            checked += 1
        }
        #expect(checked >= 14)
    }
}
