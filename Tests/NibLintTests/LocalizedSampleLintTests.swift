import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// `Samples/localized`: a `Base.lproj` storyboard with a complete German file (UTF-8) and a
/// hand-kept French one (UTF-16) with stale keys; the text view's text is in neither.
@Suite struct LocalizedSampleLintTests {
    static let folder = PackagePaths.root + "/Samples/localized"

    @Test func staleAndMissingKeysAreFoundWhereTheyAre() throws {
        let files = FileDiscovery.discover(paths: [Self.folder]).files
        #expect(files.map { FilePath.lastComponent($0) } == ["Main.storyboard"])
        let configuration = LintTestSupport.only(["strings-stale", "strings-missing"])
        let result = try Linter(configuration: configuration).lint(files: files)
        let found = result.findings.map { finding in
            "\(finding.location.map { FilePath.lastComponent(FilePath.parent($0.file) ?? "") + "/" + FilePath.lastComponent($0.file) + ":\($0.line):\($0.column)" } ?? "") \(finding.id)"
        }
        #expect(
            found == [
                "Base.lproj/Main.storyboard:78:112 strings-missing",
                "fr.lproj/Main.strings:5:1 strings-stale",
                "fr.lproj/Main.strings:6:1 strings-stale",
                "fr.lproj/Main.strings:10:1 strings-stale",
            ], "\(result.findings.map(\.description))")
        #expect(
            result.findings.first?.message
                == "'Tvw-18-trm.text' (UITextView text 'Terms apply.') is in no language file (de, fr)")
        #expect(
            result.findings.last?.message
                == "'Seg-16-chc.segmentTitles[3]': segmentedControl (UISegmentedControl, id 'Seg-16-chc') in Main.storyboard has no segmentTitles[3]"
        )
    }

    @Test func defaultRulesReportOnlyStaleKeys() throws {
        let files = FileDiscovery.discover(paths: [Self.folder]).files
        let result = try Linter(configuration: LintConfiguration()).lint(files: files)
        #expect(
            result.findings.filter { $0.id.rawValue.hasPrefix("strings-") }.map(\.id) == [
                "strings-stale", "strings-stale", "strings-stale",
            ])
    }
}
