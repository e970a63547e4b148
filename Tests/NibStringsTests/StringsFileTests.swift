import Foundation
import NibStrings
import NibTestSupport
import Testing

/// The `.strings` reader: comments, escapes, unquoted keys, encodings, and malformed files at line:col.
@Suite struct StringsFileTests {
    @Test func readsCommentsEscapesAndUnquotedKeys() {
        let file = StringsFile(
            text: """
                /* a comment with "quotes"; and = signs */
                "a.text" = "Say \\"hi\\"\\n\\tto C:\\\\ \\U00e9";
                // a line comment
                b.title = plain;
                "bare";
                """, file: "x.strings")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.key) == ["a.text", "b.title", "bare"])
        #expect(file.entries.map(\.value) == ["Say \"hi\"\n\tto C:\\ é", "plain", "bare"])
        #expect(file.entries.map { "\($0.location.line):\($0.location.column)" } == ["2:1", "4:1", "5:1"])
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", "2:1", "expected ';' after the entry for 'a'"),
        ("\"a\" = \"b;\n", "1:7", "unterminated string"),
        ("/* never closed\n\"a\" = \"b\";", "1:1", "unterminated comment"),
        ("\"a\" = ;", "1:7", "expected a value after '=', found ';'"),
        ("\"a\" = \"\\Uzz\";", "1:8", "'\\U' must be followed by four hexadecimal digits"),
        ("{ \"a\" = \"b\"; }", "1:1", "expected a key, found '{'"),
        ("\"a\" = \"b\"", "1:10", "expected ';' before the end of the file"),
    ])
    func malformedFilesAreReportedWhereTheyBreak(text: String, place: String, message: String) throws {
        let file = StringsFile(text: text, file: "x.strings")
        let diagnostic = try #require(file.diagnostics.first)
        #expect("\(diagnostic.location?.line ?? 0):\(diagnostic.location?.column ?? 0)" == place)
        #expect(diagnostic.message == message)
        #expect(diagnostic.id == "strings-syntax")
    }

    @Test func decodesEveryEncodingXcodeWrites() {
        let text = "\"k\" = \"Grüße\";\n"
        var bigEndian: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { bigEndian += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        var noMark: [UInt8] = []
        for unit in text.utf16 { noMark += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        for bytes in [
            Array(text.utf8), [0xEF, 0xBB, 0xBF] + Array(text.utf8), StringsWriter.encode(text, utf16: true), bigEndian,
            noMark,
        ] {
            let file = StringsFile(bytes: bytes, file: "x")
            #expect(file.entries.map(\.value) == ["Grüße"], "\(bytes.prefix(4))")
        }
    }

    @Test func readsTheSampleLanguageFiles() throws {
        let german = try #require(FileSystem.read(PackagePaths.sample("localized/de.lproj/Main.strings")))
        let de = StringsFile(text: german, file: "de")
        #expect(de.diagnostics.isEmpty)
        #expect(de.entries.count == 24)
        #expect(de.entry(forKey: "Lbl-13-two.text")?.value == "Erste Zeile\nZweite Zeile\teingerückt")
        let bytes = try #require(FileManagerBytes.read(PackagePaths.sample("localized/fr.lproj/Main.strings")))
        #expect(Array(bytes.prefix(2)) == [0xFF, 0xFE])
        let fr = StringsFile(bytes: bytes, file: "fr")
        #expect(fr.diagnostics.isEmpty)
        #expect(
            fr.entries.map(\.key) == [
                "Bck-23-btn.title", "Btn-14-sav.normalTitle", "Old-99-lbl.text", "Txt-15-nam.text",
                "Tab-01-itm.badgeValue", "Set-10-vc1.title",
                "Seg-16-chc.segmentTitles[0]", "Seg-16-chc.segmentTitles[3]",
            ])
        #expect(fr.entry(forKey: "Set-10-vc1.title")?.location.line == 8)
    }
}

/// Raw bytes of a file (the samples' UTF-16 file is not text to `FileSystem.read`).
enum FileManagerBytes {
    static func read(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { Array($0) } }
}
