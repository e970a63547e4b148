import NibArchive
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// The tree written as bytes into a chunked output: the same text as one rendering, in chunks
/// that end at line breaks.
@Suite struct TreeOutputTests {
    @Test("chunks handed to the sink end at line breaks and join to the whole tree")
    func chunksEndAtLineBreaks() throws {
        let path = PackagePaths.root + "/Samples/storyboard/Navigation.storyboard"
        let archive = ArchiveLoader.load(contentsOf: path, displayName: "Navigation.storyboard").archive
        for color in [false, true] {
            let printer = TreePrinter(maximumDepth: nil, scene: nil, color: color)
            let whole = printer.render(archive)
            final class Collected { var chunks: [[UInt8]] = [] }
            let collected = Collected()
            var output = ByteOutput(chunkSize: 32) { collected.chunks.append(Array($0)) }
            printer.write(archive, to: &output)
            output.flush()
            #expect(collected.chunks.count > 5)
            for chunk in collected.chunks { #expect(chunk.last == UInt8(ascii: "\n")) }
            #expect(String(decoding: collected.chunks.joined(), as: UTF8.self) == whole)
            #expect(
                whole.hasPrefix(
                    color ? "\u{1B}[1mNavigation.storyboard: storyboard" : "Navigation.storyboard: storyboard"))
            #expect(whole.contains("└─ ") && whole.contains("│  "))
        }
    }

    @Test("long texts are cut to 39 characters and an ellipsis; the first line of several")
    func clippedTexts() {
        let long = String(repeating: "abcdefghij", count: 5)
        #expect(ObjectDescription.clip(long) == "abcdefghijabcdefghijabcdefghijabcdefghi…")
        #expect(ObjectDescription.clip(String(long.prefix(40))) == String(long.prefix(40)))
        #expect(ObjectDescription.clip("\n\nsecond line\nthird") == "second line")
        #expect(ObjectDescription.clip(String(repeating: "é", count: 41)) == String(repeating: "é", count: 39) + "…")
    }
}
