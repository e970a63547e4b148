import Foundation
import NibDiagnostics
import NibPrimitives
import Testing

@testable import NibXML

@Suite struct XMLReaderTests {
    @Test func elementAndAttributePositionsAreExact() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="x">
              <objects>
                <view id="a-1"   key="view"><rect key="frame" x="0" y="0"/></view>
                <label text="héllo" id="b-2"
                       userLabel="L"/>
              </objects>
            </document>
            """
        let result = XMLReader.parse(string: text, file: "t.xib")
        #expect(result.failure == nil)
        #expect(result.diagnostics.isEmpty)
        let tree = result.tree
        #expect(tree.elements.map(\.name) == ["document", "objects", "view", "rect", "label"])
        #expect((tree[2].line, tree[2].column) == (4, 5))
        #expect(tree.location(ofAttribute: "key", of: 2).column == 22)
        #expect((tree[3].line, tree[3].column) == (4, 33))
        #expect(tree.location(ofAttribute: "id", of: 4).column == 26)  // é is two bytes
        let userLabel = tree.location(ofAttribute: "userLabel", of: 4)
        #expect((userLabel.line, userLabel.column) == (6, 12))
        #expect(tree.attribute("text", of: 4) == "héllo")
        #expect(Array(tree.children(of: 1)) == [2, 4])
        #expect(tree.descendants(of: 1) == 2..<5)
        #expect(tree[2].parent == 1)
    }

    @Test func predefinedEntitiesAndCharacterReferencesAreReplaced() {
        let text = #"<document a="x &amp; y &lt; &#65;&#x42; &quot;"><string>a &amp; b</string></document>"#
        let result = XMLReader.parse(string: text, file: "t.xib")
        #expect(result.diagnostics.isEmpty)
        #expect(result.tree.attribute("a", of: 0) == "x & y < AB \"")
        #expect(result.tree[1].text == "a & b")
    }

    @Test func emptyAndWhitespaceOnlyInputGetTheirOwnDiagnostic() {
        for input in ["", "  \n\t\r\n  "] {
            let result = XMLReader.parse(string: input, file: "e.xib")
            #expect(result.failure == .empty)
            #expect(result.diagnostics.map(\.id) == ["empty-document"])
            #expect(result.diagnostics.first?.location == SourceLocation(file: "e.xib", line: 1, column: 1))
        }
    }

    @Test func truncatedInputKeepsThePartialTree() {
        let result = XMLReader.parse(string: "<document>\n  <objects>\n    <view id=\"a\">", file: "t.xib")
        #expect(result.failure == .notWellFormed)
        #expect(result.tree.elements.map(\.name) == ["document", "objects", "view"])
        #expect(result.diagnostics.first?.id == "xml-not-well-formed")
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func mismatchedTagIsReportedAtItsLine() {
        let result = XMLReader.parse(string: "<document>\n<a>\n</b>\n</document>", file: "m.xib")
        #expect(result.failure == .notWellFormed)
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func invalidUTF8IsADiagnostic() {
        var bytes = Array("<document>\n<a t=\"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"/></document>".utf8)
        let result = XMLReader.parse(bytes: bytes, file: "u.xib")
        #expect(result.failure == .notWellFormed)
        #expect(result.diagnostics.first?.location?.line == 2)
    }

    @Test func byteOrderMarkAndCRLFWork() {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        bytes += Array("<document>\r\n  <view id=\"v\"/>\r\n</document>\r\n".utf8)
        let result = XMLReader.parse(bytes: bytes, file: "b.xib")
        #expect(result.failure == nil)
        #expect((result.tree[0].line, result.tree[0].column) == (1, 1))
        #expect((result.tree[1].line, result.tree[1].column) == (2, 3))
    }

    @Test func entityDeclarationsAreRejected() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
              <!ENTITY e "boom">
            ]>
            <document a="&e;"/>
            """
        let result = XMLReader.parse(string: text, file: "x.xib")
        #expect(result.failure == .entityDeclaration)
        #expect(result.diagnostics.map(\.id) == ["entity-declaration"])
        #expect(result.diagnostics.first?.location?.line == 3)
        #expect(result.tree.elements.isEmpty)
    }

    @Test func externalEntityContentNeverAppears() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [ <!ENTITY secret SYSTEM "file:///etc/hostname"> ]>
            <document a="&secret;">&secret;</document>
            """
        let result = XMLReader.parse(string: text, file: "x.xib")
        #expect(result.failure == .entityDeclaration)
        #expect(result.tree.elements.isEmpty)
        #expect(result.tree.attributes.isEmpty)
    }

    @Test func billionLaughsIsRejectedAtTheFirstDeclaration() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += "<!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz>&lol9;</lolz>\n"
        let result = XMLReader.parse(string: text, file: "lol.xml")
        #expect(result.failure == .entityDeclaration)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func deepNestingIsADiagnosticNotACrash() {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let result = XMLReader.parse(string: text, file: "deep.xml")
        #expect(result.failure == .tooDeep)
        #expect(result.diagnostics.map(\.id) == ["nesting-too-deep"])
        #expect(result.tree.elements.count == XMLReaderOptions.defaultMaximumDepth)
        let shallow = XMLReader.parse(string: text, file: "deep.xml", options: XMLReaderOptions(maximumDepth: 10))
        #expect(shallow.tree.elements.count == 10)
    }

    @Test func lineNumbersPast65535AreExact() {
        var text = "<document>\n"
        for index in 0..<70_000 { text += "<v id=\"\(index)\"/>\n" }
        text += "<last id=\"z\"/>\n</document>\n"
        let result = XMLReader.parse(string: text, file: "big.xml", options: XMLReaderOptions(chunkSize: 4096))
        #expect(result.failure == nil)
        let last = result.tree.elements.count - 1
        #expect(result.tree[last].name == "last")
        #expect(result.tree[last].line == 70_002)
        #expect(result.tree.location(ofAttribute: "id", of: last).column == 7)
    }

    @Test func hugeAttributeIsHandled() {
        let big = String(repeating: "x", count: 50_000_000)
        // Above the default limit on values (32 MiB), so the limit is raised.
        let options = XMLReaderOptions(limits: ReaderLimits(maximumAttributeValueBytes: 64 << 20))
        let result = XMLReader.parse(string: "<document a=\"\(big)\" b=\"1\"/>", file: "huge.xml", options: options)
        #expect(result.failure == nil)
        #expect(result.tree.attribute("a", of: 0)?.utf8.count == 50_000_000)
        #expect(result.tree.location(ofAttribute: "b", of: 0).column == 50_000_016)
    }

    @Test func chunkBoundariesDoNotMovePositions() {
        let text =
            "<document>\n  <view id=\"v\" key=\"k\"/>\n  <!-- nibload:disable x -->\n  <label id=\"l\"/>\n</document>"
        for size in [1, 2, 3, 7, 64] {
            let result = XMLReader.parse(string: text, file: "c.xml", options: XMLReaderOptions(chunkSize: size))
            #expect(result.failure == nil)
            #expect(result.tree.location(ofAttribute: "key", of: 1).column == 16)
            #expect(result.tree.comments.first?.text == " nibload:disable x ")
            #expect(result.tree.comments.first?.line == 3)
            #expect(result.tree.comments.first?.column == 3)
            #expect(result.tree.comments.first?.nextElement == 2)
        }
    }

    @Test func transcodedDocumentsReportUTF8Columns() throws {
        let text =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<document>\n  <objects>\n    <label text=\"héllo\" id=\"a\"/>\n  </objects>\n</document>\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let wide = XMLReader.parse(bytes: utf16, file: "w.xib")
        #expect(wide.failure == nil, "\(wide.diagnostics)")
        let label = try #require(wide.tree.elements.firstIndex { $0.name == "label" })
        #expect((wide.tree[label].line, wide.tree[label].column) == (4, 5))
        let id = wide.tree.location(ofAttribute: "id", of: label)
        #expect((id.line, id.column) == (4, 26))  // é counts two UTF-8 bytes
        #expect(wide.tree.attribute("text", of: label) == "héllo")

        var latin = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document>\n  <label text=\"caf".utf8)
        latin += [0xE9]
        latin += Array("\" id=\"b\"/>\n</document>\n".utf8)
        let narrow = XMLReader.parse(bytes: latin, file: "l.xib")
        #expect(narrow.failure == nil, "\(narrow.diagnostics)")
        let second = try #require(narrow.tree.elements.firstIndex { $0.name == "label" })
        #expect(narrow.tree.attribute("text", of: second) == "café")
        let idColumn = narrow.tree.location(ofAttribute: "id", of: second)
        #expect((idColumn.line, idColumn.column) == (3, 23))
    }

    @Test func multiLineLibxml2MessagesBecomeOneLine() {
        var bytes = Array("<document>\n<a t=\"".utf8)
        bytes += [0xFF, 0xFE, 0x41]
        bytes += Array("\"/></document>".utf8)
        let result = XMLReader.parse(bytes: bytes, file: "u.xib")
        #expect(result.diagnostics.allSatisfy { !$0.message.contains("\n") })
    }

    @Test func undefinedEntityIsNotWellFormed() {
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE document SYSTEM \"file:///etc/passwd\">\n<document a=\"&passwd;\"/>"
        let result = XMLReader.parse(string: text, file: "e.xib")
        #expect(result.failure == .notWellFormed)
        #expect(result.diagnostics.map(\.id) == ["xml-not-well-formed"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func missingFileCannotOpen() {
        let result = XMLReader.parse(contentsOf: "/nonexistent/file.xib")
        #expect(result.failure == .cannotOpen)
        #expect(result.diagnostics.first?.id == "cannot-open")
    }

    @Test func aFolderOrAMissingFileCannotOpenWithTheReason() {
        let folder = XMLReader.parse(contentsOf: "/tmp")
        #expect(folder.failure == .cannotOpen)
        #expect(folder.diagnostics.map(\.message) == ["cannot open '/tmp': is a directory"])
        let missing = XMLReader.parse(contentsOf: "/nonexistent/file.xib", displayName: "file.xib")
        #expect(missing.diagnostics.map(\.message) == ["cannot open 'file.xib': no such file or directory"])
    }

    @Test func aFileReadInSmallChunksGivesTheSameTree() throws {
        let text = "<document type=\"x\">\n  <objects>\n    <view id=\"a\"/>\n  </objects>\n</document>\n"
        let path = NSTemporaryDirectory() + "nibload-xmlreader-chunks-\(UUID().uuidString).xib"
        #expect(FileBytes.write(text, to: path) == nil)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let whole = XMLReader.parse(string: text, file: path)
        let chunked = XMLReader.parse(contentsOf: path, options: XMLReaderOptions(chunkSize: 3))
        #expect(chunked.failure == nil)
        #expect(chunked.tree.elements.count == whole.tree.elements.count)
        #expect(chunked.tree.location(of: 2) == whole.tree.location(of: 2))
    }
}
