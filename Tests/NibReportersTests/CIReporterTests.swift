import Foundation
import NibDiagnostics
import Testing

@testable import NibReporters

/// What CI consumers count and read: character columns for GitHub and Checkstyle, UTF-16 columns
/// (notes too) and `:`-safe URIs for SARIF, SwiftLint's JUnit layout, GitLab Code Quality.
@Suite struct CIReporterTests {
    @Test func githubCountsCharacters() {
        assertSnapshot(GitHubReporter().render(ReportFixtures.wide), named: "wide-github.txt")
    }

    @Test func checkstyleCountsCharacters() {
        assertSnapshot(
            CheckstyleReporter().render(ReportFixtures.wide), named: "wide-checkstyle.xml")
    }

    @Test func sarifCountsUTF16InNotesAndEncodesColons() {
        assertSnapshot(SARIFReporter().render(ReportFixtures.wide), named: "wide-sarif.sarif.json")
    }

    @Test func junitHasTimeAndTimestamp() {
        assertSnapshot(JUnitReporter().render(ReportFixtures.wide), named: "wide-junit.xml")
    }

    @Test func codeclimate() {
        assertSnapshot(
            CodeClimateReporter().render(ReportFixtures.sample), named: "codeclimate.json")
    }

    @Test func xcodeColoursSeveritiesOnlyWhenAsked() {
        let plain = XcodeReporter().render(ReportFixtures.sample)
        #expect(!plain.contains("\u{1B}"))
        let coloured = XcodeReporter(color: true).render(ReportFixtures.sample)
        #expect(coloured.contains("Main.storyboard:12:5: \u{1B}[1;31merror:\u{1B}[0m outlet 'label'"))
        #expect(coloured.contains("Base.lproj/Launch.xib:3:1: \u{1B}[1;35mwarning:\u{1B}[0m view 'x'"))
        #expect(coloured.contains("VC.swift:7:3: \u{1B}[1;36mnote:\u{1B}[0m declared here"))
        #expect(coloured.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test func colonsNeverStartAScheme() {
        #expect(SARIFReporter.percentEncode("a:b/c.xib") == "a%3Ab/c.xib")
        #expect(SARIFReporter.percentEncode("C:/x/y.xib") == "C%3A/x/y.xib")
        #expect(SARIFReporter.percentEncode("dir/@2x.xib") == "dir/@2x.xib")
    }

    @Test func textColumnsOfWideLines() {
        let line = Array("<a b=\"日本😀\" c=\"x\"/>".utf8)
        // 'c' is after 6 ASCII bytes, 2 three-byte CJK characters, a four-byte emoji and 2 ASCII bytes.
        let byteColumn = 6 + 6 + 4 + 2 + 1
        #expect(
            TextColumns.of(byteColumn: byteColumn, in: line)
                == TextColumns(utf16: 6 + 2 + 2 + 2 + 1, characters: 6 + 3 + 2 + 1))
        #expect(TextColumns.of(byteColumn: 3, in: line) == TextColumns(utf16: 3, characters: 3))
        #expect(TextColumns.of(byteColumn: 0, in: line) == nil)
    }

    @Test(arguments: [
        (0, "1970-01-01T00:00:00"), (951_782_400, "2000-02-29T00:00:00"), (1_764_585_071, "2025-12-01T10:31:11"),
        (4_107_542_399, "2100-02-28T23:59:59"), (-1, "1969-12-31T23:59:59"),
    ])
    func junitTimestamps(_ seconds: Int, _ expected: String) {
        #expect(JUnitTime.timestamp(seconds) == expected)
    }

    @Test func junitDurations() {
        #expect(JUnitTime.seconds(0.0425) == "0.043")
        #expect(JUnitTime.seconds(12.5) == "12.500")
        #expect(JUnitTime.seconds(-1) == "0.000")
        #expect(JUnitTime.seconds(.nan) == "0.000")
    }

    @Test func codeclimateFingerprintsSurviveLineMoves() throws {
        func report(line: Int, message: String) -> LintReport {
            LintReport(findings: [
                Finding(
                    diagnostic: Diagnostic(
                        id: "duplicate-id", severity: .error, message: message,
                        location: SourceLocation(file: "Main.storyboard", line: line, column: 3)))
            ])
        }
        func fingerprints(_ report: LintReport) throws -> [String] {
            let text = CodeClimateReporter().render(report)
            let array = try #require(try decodeJSON(text) as? [[String: Any]])
            return array.compactMap { $0["fingerprint"] as? String }
        }
        let before = try fingerprints(report(line: 10, message: "id 'a' is used at line 10 and line 40"))
        let after = try fingerprints(report(line: 14, message: "id 'a' is used at line 14 and line 44"))
        #expect(before.count == 1)
        #expect(before == after)
        #expect(before.first?.count == 32)
        let other = try fingerprints(report(line: 10, message: "id 'b' is used at line 10 and line 40"))
        #expect(other != before)
        #expect(CodeClimateReporter.withoutLineNumbers("lines 3, line 12 of 2 scenes") == "lines #, line # of 2 scenes")
    }

    @Test func codeclimateRepeatsGetDistinctFingerprints() throws {
        let same = Finding(
            diagnostic: Diagnostic(
                id: "r", severity: .warning, message: "m", location: SourceLocation(file: "A.xib", line: 1, column: 1)))
        var moved = same
        moved.diagnostic.location?.line = 9
        let text = CodeClimateReporter().render(LintReport(findings: [same, moved]))
        let array = try #require(try decodeJSON(text) as? [[String: Any]])
        let prints = Set(array.compactMap { $0["fingerprint"] as? String })
        #expect(prints.count == 2)
    }
}

private func decodeJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
}
