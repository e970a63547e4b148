import Foundation
import NibDiagnostics
import NibReporters
import Testing

@testable import NibLint

/// `LintResult.report` gives reporters every column form of a finding and of its notes, read from
/// the lines' text.
@Suite struct ReportColumnsTests {
    @Test func findingAndNoteColumnsComeFromTheLines() throws {
        let folder = try LintTestSupport.temporaryFolder()
        let document = folder.appendingPathComponent("A.xib").path
        let source = folder.appendingPathComponent("V.swift").path
        // "é" is 2 UTF-8 bytes and 1 UTF-16 unit; "😀" is 4 bytes, 2 UTF-16 units and 1 character.
        try LintTestSupport.write("<a>\n<b x=\"é😀\" y=\"1\"/>\n", to: URL(fileURLWithPath: document))
        try LintTestSupport.write("// 😀😀\nlet é = 1 // x\n", to: URL(fileURLWithPath: source))
        let yColumn = 1 + "<b x=\"é😀\" ".utf8.count
        let xColumn = 1 + "let é = 1 // ".utf8.count
        let diagnostic = Diagnostic(
            id: "dangling-reference", severity: .error, message: "m",
            location: SourceLocation(file: document, line: 2, column: yColumn),
            notes: [
                .init(message: "here", location: SourceLocation(file: source, line: 2, column: xColumn)),
                .init(message: "nowhere", location: nil),
            ])
        let result = LintResult(findings: [diagnostic], files: [document], unreadableFiles: [], rules: [])
        let finding = try #require(result.report().findings.first)
        #expect(finding.utf16Column == 1 + "<b x=\"é😀\" ".utf16.count)
        #expect(finding.characterColumn == 1 + "<b x=\"é😀\" ".unicodeScalars.count)
        #expect(finding.noteColumns.count == 2)
        #expect(
            finding.noteColumn(0)
                == TextColumns(
                    utf16: 1 + "let é = 1 // ".utf16.count, characters: 1 + "let é = 1 // ".unicodeScalars.count))
        #expect(finding.noteColumn(1) == nil)
        #expect(finding.noteColumn(0)?.utf16 != xColumn)
    }
}
