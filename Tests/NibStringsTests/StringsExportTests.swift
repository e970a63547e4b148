import NibArchive
import NibStrings
import NibTestSupport
import Testing

/// The export of our localized sample against its expected `.strings`, written by hand in ibtool's
/// format (a blank line, the comment, the entry; keys by character code; `\"`, `\\`, `\n`, `\t`).
@Suite struct StringsExportTests {
    static let storyboard = PackagePaths.sample("localized/Base.lproj/Main.storyboard")

    static func exported() throws -> [LocalizableString] {
        let result = ArchiveLoader.load(contentsOf: storyboard)
        #expect(result.outcome == .ok)
        return StringsExtractor.strings(of: result.archive)
    }

    @Test func exportMatchesTheHandWrittenFile() throws {
        let expected = try #require(FileSystem.read(PackagePaths.sample("localized/expected/Main.strings")))
        #expect(StringsWriter.render(try Self.exported()) == expected)
    }

    @Test func everyLocalizablePropertyKindIsFound() throws {
        let properties = Set(try Self.exported().map { $0.property.split(separator: "[").first.map(String.init) ?? "" })
        #expect(
            properties == [
                "text", "title", "placeholder", "prompt", "normalTitle", "selectedTitle", "highlightedTitle",
                "disabledTitle",
                "headerTitle", "footerTitle", "segmentTitles", "scopeButtonTitles", "accessibilityLabel",
                "accessibilityHint",
            ])
    }

    @Test func entriesPointAtTheirValues() throws {
        let entries = try Self.exported()
        let text = try #require(entries.first { $0.key == "Lbl-12-hi1.text" })
        #expect(text.location?.line == 35)
        #expect(text.value == #"Say "hello" to C:\Users"#)
        let segment = try #require(entries.first { $0.key == "Seg-16-chc.segmentTitles[2]" })
        #expect(segment.location?.line == 67)
        #expect(segment.commentProperty == "Seg-16-chc.segmentTitles[2]")
    }

    @Test func utf16HasALittleEndianByteOrderMark() {
        let bytes = StringsWriter.encode("\n\"a\" = \"é\";\n", utf16: true)
        #expect(Array(bytes.prefix(6)) == [0xFF, 0xFE, 0x0A, 0x00, 0x22, 0x00])
        #expect(StringsFile(bytes: bytes, file: "x").entries.map(\.value) == ["é"])
        #expect(StringsWriter.encode("é", utf16: false) == [0xC3, 0xA9])
    }

    @Test func customClassesAreNotTheCommentClass() throws {
        let entries = try Self.exported()
        #expect(entries.first { $0.key == "Set-10-vc1.title" }?.className == "UIViewController")
    }
}
