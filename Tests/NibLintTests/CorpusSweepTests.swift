import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// The default rules over the shared corpus of 376 real documents (`../shared/corpus` beside the
/// package, or `NIBLOAD_CORPUS`); skipped when it is absent. Nothing of the corpus is copied here.
@Suite("Corpus sweep", .enabled(if: PackagePaths.corpus != nil))
struct CorpusSweepTests {
    static func corpusFiles() throws -> [String] {
        let corpus = try #require(PackagePaths.corpus)
        return FileDiscovery.discover(paths: [corpus]).files
    }

    static func lint(_ options: LintOptions = LintOptions()) throws -> LintResult {
        let corpus = try #require(PackagePaths.corpus)
        let linter = try Linter(configuration: LintConfiguration(baseDirectory: corpus), options: options)
        return linter.lint(files: try corpusFiles())
    }

    static func relative(_ place: String) -> String {
        guard let corpus = PackagePaths.corpus, place.hasPrefix(corpus + "/") else { return place }
        return String(place.dropFirst(corpus.count + 1))
    }

    /// Every error-level finding of the default rules on the corpus, and why each is a true problem.
    static let expectedErrors: [(place: String, rule: String, why: String)] = [
        (
            "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Utils__Glob__ProjectMock__Level1_2__Level1_2.xib:1:1",
            "parse-error",
            "a 0-byte mock file from IBLinter's glob tests: not a document at all (the corpus's documented empty file)"
        ),
        (
            "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib:37:76",
            "dangling-reference",
            "IBLinter's duplicate-id fixture: constraint RXI-db-JkZ's secondItem 'Pfc-VO-bsH' exists nowhere in the file"
        ),
        (
            "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib:40:29",
            "dangling-reference",
            "same fixture: constraint m0f-LQ-wgj's firstItem 'Pfc-VO-bsH' exists nowhere in the file"
        ),
        (
            "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib:38:127",
            "duplicate-id",
            "the fixture's purpose: a constraint reuses the id 'iN0-l3-epB' of the root view"
        ),
        (
            "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib:39:127",
            "duplicate-id",
            "the fixture's purpose: a constraint reuses the id 'aEU-56-OK8' of a button"
        ),
        (
            "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__HasSingleViewController__HasSingleViewControllerGoodSingleSceneWithReference.storyboard:29:17",
            "storyboard-reference-unresolved",
            "a blank storyboard reference (no storyboardName, no referencedIdentifier) means this storyboard's initial view controller, and the storyboard has no initialViewController: a segue to it could not be performed"
        ),
        (
            "SwiftGen__SwiftGen/Sources__TestUtils__Fixtures__Resources__IB-iOS__AdditionalImport.storyboard:58:33",
            "duplicate-storyboard-identifier",
            "three view controllers have the storyboard identifier 'public'; instantiateViewController(withIdentifier: \"public\") can reach only one"
        ),
        (
            "SwiftGen__SwiftGen/Sources__TestUtils__Fixtures__Resources__IB-iOS__AdditionalImport.storyboard:76:33",
            "duplicate-storyboard-identifier",
            "the third controller with the storyboard identifier 'public'"
        ),
    ]

    @Test("default rules: the only errors are the listed true problems")
    func defaultRules() throws {
        let result = try Self.lint()
        #expect(result.files.count == 376)
        let errors = result.findings.filter { $0.severity == .error }.map { "\(Self.relative($0.place)) [\($0.id)]" }
        let expected = Self.expectedErrors.map { "\($0.place) [\($0.rule)]" }
        #expect(errors.sorted() == expected.sorted())
        // Only the documented empty file is unreadable.
        #expect(
            result.unreadableFiles.map { Self.relative($0) } == [
                Self.expectedErrors[0].place.replacingOccurrences(of: ":1:1", with: "")
            ])
        #expect(result.findings.filter { $0.id == "parse-error" }.count == 1)
    }

    @Test("legacy documents are legacy-format notes, not parse errors, and have no errors")
    func legacy() throws {
        let corpus = try #require(PackagePaths.corpus)
        let manifest = try String(contentsOfFile: corpus + "/MANIFEST.tsv", encoding: .utf8)
        let legacyFiles = manifest.split(separator: "\n").dropFirst().compactMap { line -> String? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count > 7, fields[7].hasPrefix("archive:") else { return nil }
            return String(fields[0])
        }
        #expect(legacyFiles.count == 8)
        let result = try Self.lint()
        let reported = result.findings.filter { $0.id == "legacy-format" }
        #expect(reported.allSatisfy { $0.severity == .note })
        let legacyErrors = result.findings.filter { finding in
            finding.severity == .error && legacyFiles.contains { finding.location.map { Self.relative($0.file) } == $0 }
        }
        #expect(legacyErrors.isEmpty, "\(legacyErrors.prefix(3))")
        #expect(Set(reported.compactMap { $0.location.map { Self.relative($0.file) } }) == Set(legacyFiles))
    }

    @Test("every rule on: runs over the whole corpus, deterministic whatever the parallelism")
    func everyRule() throws {
        let one = try Self.lint(LintOptions(jobs: 1, enableAllRules: true))
        let many = try Self.lint(LintOptions(jobs: 4, enableAllRules: true))
        #expect(one.findings == many.findings)
        #expect(one.findings.contains { $0.id == "misplaced-view" })
    }
}
