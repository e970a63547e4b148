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

    /// The columns come from the right line of the right file while files alternate, with a
    /// byte order mark, a last line without a break, an empty file and an unreadable one.
    @Test func columnsFollowTheFileAsked() throws {
        let folder = try LintTestSupport.temporaryFolder()
        let first = folder.appendingPathComponent("A.xib").path
        let second = folder.appendingPathComponent("B.xib").path
        let empty = folder.appendingPathComponent("E.xib").path
        try LintTestSupport.write("\u{FEFF}é\n\nxé😀y", to: URL(fileURLWithPath: first))
        try LintTestSupport.write("😀😀a\r\nb", to: URL(fileURLWithPath: second))
        try LintTestSupport.write("", to: URL(fileURLWithPath: empty))
        var columns = UTF16Columns()
        func at(_ file: String, _ line: Int, _ column: Int) -> TextColumns? {
            columns.columns(of: SourceLocation(file: file, line: line, column: column))
        }
        let afterEmoji = 1 + "xé😀".utf8.count
        for _ in 0..<2 {
            #expect(at(first, 3, afterEmoji) == TextColumns(utf16: 1 + "xé😀".utf16.count, characters: 4))
            #expect(at(second, 1, 1 + 8) == TextColumns(utf16: 5, characters: 3))
            #expect(at(first, 1, 1) == TextColumns(utf16: 1, characters: 1))
            #expect(at(first, 2, 1) == TextColumns(utf16: 1, characters: 1))
            #expect(at(second, 2, 2) == TextColumns(utf16: 2, characters: 2))
        }
        // A column past a line's end counts that line only ("😀😀a\r"), not the next line's bytes.
        #expect(at(second, 1, 1 + 8 + 4) == TextColumns(utf16: 7, characters: 5))
        #expect(at(first, 4, 1) == nil)
        #expect(at(first, 0, 1) == nil)
        #expect(at(empty, 1, 1) == TextColumns(utf16: 1, characters: 1))
        #expect(at(empty, 2, 1) == nil)
        #expect(at(folder.appendingPathComponent("missing.xib").path, 1, 1) == nil)
        #expect(ByteText(bytes: Array("a\nbc\n".utf8)).lineStarts == [0, 2, 5])
    }
}
