import Testing

@testable import NibXML

/// Attribute positions are worked out from the start tag's bytes (no line-table lookup per
/// attribute), and long attribute values are shared: both give exactly what a plain reading of the
/// text gives.
@Suite struct AttributePositionTests {
    /// The 1-based line and UTF-8 byte column of each name written as an attribute name in `text`,
    /// found by scanning the text independently of the reader (see ``writtenPosition(of:in:)``).
    private static func expectedPositions(of names: [String], in text: String) -> [String: (line: Int, column: Int)] {
        var result: [String: (line: Int, column: Int)] = [:]
        for name in names {
            if let position = writtenPosition(of: name, in: text) { result[name] = position }
        }
        return result
    }

    @Test(arguments: [1, 7, 64 * 1024])
    func attributesOnLaterLinesOfATagAndAfterLineBreaksInValues(chunkSize: Int) {
        // Names on the tag's line, after line breaks between attributes (LF and CRLF), after a
        // value holding line breaks, after a tab, and with a multi-byte character before them.
        let text =
            "<?xml version=\"1.0\"?>\n<document a=\"1\"\n    b=\"2\"\r\n\tc=\"x\ny\nz\" d=\"é\" e=\"3\"><view   f='4'\n/>"
            + "<label g=\"one\ntwo\"\n h=\"é\"/></document>"
        let tree = XMLReader.parse(string: text, file: "positions.xib", options: XMLReaderOptions(chunkSize: chunkSize))
            .tree
        let names = ["a", "b", "c", "d", "e", "f", "g", "h"]
        let expected = Self.expectedPositions(of: names, in: text)
        #expect(tree.attributes.map(\.name) == names)
        for attribute in tree.attributes {
            let want = expected[attribute.name]
            #expect(attribute.line == want?.line, "line of \(attribute.name)")
            #expect(attribute.column == want?.column, "column of \(attribute.name)")
        }
        // Spot checks written out by hand: `c` after CRLF and a tab, `e` after a value with breaks.
        #expect(tree.attributes[2].line == 4 && tree.attributes[2].column == 2)
        #expect(tree.attributes[4].line == 6 && tree.attributes[4].column == 11)
    }

    @Test func equalLongValuesShareOneString() {
        let long = "secondarySystemBackgroundColor"
        var text = "<?xml version=\"1.0\"?>\n<document>"
        for index in 0..<200 { text += "<color key=\"backgroundColor\" name=\"\(long)\" short=\"x\(index)\"/>" }
        text += "</document>"
        let tree = XMLReader.parse(string: text, file: "values.xib").tree
        var named = tree.attributes.filter { $0.name == "name" }.map(\.value)
        #expect(named.count == 200 && named.allSatisfy { $0 == long })
        // One storage for all 200: the same UTF-8 buffer address.
        let addresses = Set(named.indices.map { index in named[index].withUTF8 { UInt(bitPattern: $0.baseAddress) } })
        #expect(addresses.count == 1)
        #expect(tree.attributes.filter { $0.name == "short" }.map(\.value) == (0..<200).map { "x\($0)" })
    }

    @Test func manyDifferentLongValuesStayApartWhileTheCacheGrowsAndCollides() {
        // 20,000 values, 5,000 distinct: the cache grows to its largest size and its slots collide.
        let prefix = "UIKit.customClassNumber-"
        var text = "<?xml version=\"1.0\"?>\n<document>"
        for index in 0..<20_000 { text += "<v a=\"\(prefix)\(index % 5_000)\"/>" }
        text += "</document>"
        let values = XMLReader.parse(string: text, file: "many.xib").tree.attributes.map(\.value)
        #expect(values == (0..<20_000).map { "\(prefix)\($0 % 5_000)" })
    }

    @Test func longValuesWithEscapesDecodeLikeAnyOther() {
        let text =
            "<?xml version=\"1.0\"?>\n<document><v a=\"Tom &amp; Jerry and friends\"/><v a=\"Tom &#38; Jerry and friends\"/>"
            + "<v a=\"Tom &amp;amp; Jerry and friends\"/></document>"
        let values = XMLReader.parse(string: text, file: "escapes.xib").tree.attributes.map(\.value)
        #expect(values == ["Tom & Jerry and friends", "Tom & Jerry and friends", "Tom &amp; Jerry and friends"])
    }

    /// Where `name` is written as an attribute name in `text`: preceded by white space and
    /// followed by optional white space and `=`; 1-based line and UTF-8 byte column.
    private static func writtenPosition(of name: String, in text: String) -> (line: Int, column: Int)? {
        let bytes = Array(text.utf8)
        let needle = Array(name.utf8)
        for start in 1..<(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle {
            guard [0x20, 0x0A, 0x0D, 0x09].contains(bytes[start - 1]) else { continue }
            var after = start + needle.count
            while [0x20, 0x0A, 0x0D, 0x09].contains(bytes[after]) { after += 1 }
            guard bytes[after] == UInt8(ascii: "=") else { continue }
            let lineStart = bytes[..<start].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return (bytes[..<start].filter { $0 == 0x0A }.count + 1, start - lineStart + 1)
        }
        return nil
    }

    @Test(arguments: [1, 7, 64 * 1024])
    func namesFoundFromValuePointersAndByReadingTheTagAgree(chunkSize: Int) {
        // Prefixed names and a namespace declaration, white space around `=` (the tag must be
        // read again), values libxml2 rewrites (escapes), an empty value, single quotes and line
        // breaks between attributes: each name at the line and column where it is written.
        let text =
            "<?xml version=\"1.0\"?>\n<document xmlns:ib=\"urn:x\" ib:p=\"1\"\n  q = \"2\" r=\"a &amp; b\"\n\ts='x' "
            + "xml:lang=\"en\" t=\"&#38;\"><v u=\"\"\n v=\"\u{e9}\"  w\n=\"3\" x=\"4\"/><v ib:y=\"5\" z=\"6\"/></document>"
        let tree = XMLReader.parse(string: text, file: "mixed.xib", options: XMLReaderOptions(chunkSize: chunkSize))
            .tree
        let names = ["ib:p", "q", "r", "s", "xml:lang", "t", "u", "v", "w", "x", "ib:y", "z"]
        #expect(tree.attributes.map(\.name) == names)
        for attribute in tree.attributes {
            let want = Self.writtenPosition(of: attribute.name, in: text)
            #expect(attribute.line == want?.line, "line of \(attribute.name)")
            #expect(attribute.column == want?.column, "column of \(attribute.name)")
        }
        #expect(tree.attributes.map(\.value) == ["1", "2", "a & b", "x", "en", "&", "", "\u{e9}", "3", "4", "5", "6"])
    }
}
