import Foundation
import NibDiagnostics
import Testing

@testable import NibXML

/// A start tag built attribute by attribute, remembering where each attribute's name starts.
private struct GeneratedTag {
    var text = "<document"
    /// The 1-based column (on line 1) of each attribute's name.
    var columns: [Int] = []

    init(attributes: Int, namespaces: Int = 0, value: String = "x") {
        for index in 0..<namespaces { add("xmlns:p\(index)=\"u\(index)\"") }
        for index in 0..<attributes { add("a\(index)=\"\(value)\"") }
    }

    mutating func add(_ attribute: String) {
        text += " "
        columns.append(text.utf8.count + 1)
        text += attribute
    }

    /// The whole document: the tag, closed at once.
    var document: String { text + "/>\n" }
}

@Suite struct ReaderLimitsTests {
    private static func parse(_ text: String, limits: ReaderLimits = ReaderLimits()) -> XMLParseResult {
        XMLReader.parse(string: text, file: "t.xml", options: XMLReaderOptions(limits: limits))
    }

    private static func expectRejected(
        _ result: XMLParseResult, id: String, line: Int = 1, column: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(result.failure == .limitExceeded, sourceLocation: sourceLocation)
        #expect(result.diagnostics.map(\.id.rawValue) == [id], sourceLocation: sourceLocation)
        #expect(
            result.diagnostics.first?.location
                == NibDiagnostics.SourceLocation(file: "t.xml", line: line, column: column),
            sourceLocation: sourceLocation)
    }

    // MARK: DTD declarations

    @Test(arguments: [
        (
            "<!ATTLIST document customClass CDATA \"Injected\">",
            "an attribute list for 'document' (attribute 'customClass')"
        ),
        ("<!ATTLIST document id ID #IMPLIED>", "an attribute list for 'document' (attribute 'id')"),
        ("<!ELEMENT document ANY>", "the element type 'document'"),
        ("<!NOTATION gif SYSTEM \"image/gif\">", "the notation 'gif'"),
    ])
    func dtdDeclarationsAreRejectedAtTheirPositionAndNothingIsApplied(declaration: String, what: String) {
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE document [\n  \(declaration)\n]>\n<document text=\"t\"/>\n"
        let result = Self.parse(text)
        #expect(result.failure == .dtdDeclaration)
        #expect(result.diagnostics.map(\.id) == ["dtd-declaration"])
        #expect(result.diagnostics.first?.message.contains(what) == true)
        #expect(result.diagnostics.first?.location == NibDiagnostics.SourceLocation(file: "t.xml", line: 3, column: 3))
        #expect(result.tree.elements.isEmpty)  // no element was read, so no default was added to one
    }

    @Test(arguments: [
        "<!DOCTYPE document>\n",
        "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n",
    ])
    func aDoctypeWithoutDeclarationsIsAccepted(doctype: String) {
        let result = Self.parse("<?xml version=\"1.0\"?>\n" + doctype + "<document a=\"1\"/>\n")
        #expect(result.failure == nil)
        #expect(result.tree.elements.map(\.name) == ["document"])
        #expect(result.tree.attributes.map(\.name) == ["a"])
    }

    // MARK: Attributes per element

    @Test(arguments: [1, 300])
    func attributesPerElementAtTheLimitAndJustPast(valueLength: Int) {
        // Short values: libxml2 parses the whole tag at once and the callback checks it. Long ones
        // (a 300 KB tag): the tag is followed while libxml2 buffers it, and rejected before it parses it.
        let value = String(repeating: "v", count: valueLength)
        let atLimit = GeneratedTag(attributes: 1_000, value: value)
        let accepted = Self.parse(atLimit.document)
        #expect(accepted.failure == nil)
        #expect(accepted.tree.attributes.count == 1_000)

        let past = GeneratedTag(attributes: 1_001, value: value)
        Self.expectRejected(Self.parse(past.document), id: "too-many-attributes", column: past.columns[1_000])
    }

    @Test func namespaceDeclarationsCountAsAttributes() {
        let tag = GeneratedTag(attributes: 999, namespaces: 2)
        Self.expectRejected(Self.parse(tag.document), id: "too-many-attributes", column: tag.columns[1_000])
        #expect(Self.parse(GeneratedTag(attributes: 998, namespaces: 2).document).failure == nil)
    }

    @Test(arguments: [(100_000, 0), (1_000_000, 0), (0, 100_000)])
    func hostileAttributeCountsAreRejectedBeforeLibxml2ParsesThem(attributes: Int, namespaces: Int) {
        // libxml2's duplicate check is quadratic: unchecked, 100,000 attributes take seconds and
        // 1,000,000 never finish.
        let tag = GeneratedTag(attributes: attributes, namespaces: namespaces)
        let result = Self.parse(tag.document)
        Self.expectRejected(result, id: "too-many-attributes", column: tag.columns[1_000])
        #expect(result.tree.elements.isEmpty)
    }

    @Test func utf16InputIsFollowedInTwoByteUnits() {
        let tag = GeneratedTag(attributes: 100_000)
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\(tag.document)".utf16 {
            bytes.append(UInt8(unit & 0xFF))
            bytes.append(UInt8(unit >> 8))
        }
        let result = XMLReader.parse(bytes: bytes, file: "t.xml")
        #expect(result.failure == .limitExceeded)
        #expect(result.diagnostics.map(\.id) == ["too-many-attributes"])
        #expect(result.tree.elements.isEmpty)
    }

    @Test func attributesPerDocumentAtTheLimitAndJustPast() {
        let limits = ReaderLimits(maximumAttributes: 10)
        let five = (0..<5).map { " a\($0)=\"1\"" }.joined()
        let accepted = Self.parse("<document\(five)><view\(five)/></document>", limits: limits)
        #expect(accepted.failure == nil)
        let text = "<document\(five)><view\(five)/><view a=\"1\"/></document>"
        let column = text.utf8.count - "<view a=\"1\"/></document>".utf8.count + 1
        Self.expectRejected(Self.parse(text, limits: limits), id: "too-many-attributes", column: column)
    }

    // MARK: Attribute values and names

    @Test func attributeValueAtTheLimitAndJustPast() {
        let limit = ReaderLimits.defaultMaximumAttributeValueBytes
        let prefix = "<document b=\"1\" a=\""
        let accepted = Self.parse(prefix + String(repeating: "x", count: limit) + "\"/>")
        #expect(accepted.failure == nil)
        #expect(accepted.tree.attribute("a", of: 0)?.utf8.count == limit)
        let past = Self.parse(prefix + String(repeating: "x", count: limit + 1) + "\"/>")
        Self.expectRejected(past, id: "attribute-value-too-large", column: 17)
        #expect(past.tree.elements.isEmpty)
    }

    @Test func aHugeValueIsRejectedAfterReadingNoMoreThanTheLimit() {
        // 100 MB took 13–16 s before: libxml2 rescanned the buffered tag on every chunk.
        let text = "<document a=\"" + String(repeating: "x", count: 100 << 20) + "\"/>"
        let (result, rescanned) = XMLReader.parseMeasuringRescans(bytes: Array(text.utf8), file: "t.xml")
        Self.expectRejected(result, id: "attribute-value-too-large", column: 11)
        #expect(rescanned < 4 * ReaderLimits.defaultMaximumAttributeValueBytes)
    }

    @Test func aLargeValueUnderTheLimitIsRescannedAConstantNumberOfTimes() {
        let size = 24 << 20
        let text =
            "<document a=\"" + String(repeating: "x", count: size) + "\"><child/><!--"
            + String(repeating: "c", count: size)
            + "--></document>"
        let (result, rescanned) = XMLReader.parseMeasuringRescans(bytes: Array(text.utf8), file: "t.xml")
        #expect(result.failure == nil)
        #expect(result.tree.attribute("a", of: 0)?.utf8.count == size)
        #expect(result.tree.comments.first?.text.utf8.count == size)
        // Without holding input back: about size² / chunk size, 2,300 MB here.
        #expect(rescanned < 4 * 2 * size)
    }

    @Test func namesAtTheLimitAndJustPast() {
        let limit = ReaderLimits.defaultMaximumNameBytes
        let name = String(repeating: "n", count: limit)
        #expect(Self.parse("<\(name) \(name)=\"1\"/>").failure == nil)
        let longElement = Self.parse("<\(name)n a=\"1\"/>")
        Self.expectRejected(longElement, id: "name-too-long", column: 1)
        let longAttribute = Self.parse("<document \(name)n=\"1\"/>")
        Self.expectRejected(longAttribute, id: "name-too-long", column: 11)
    }

    // MARK: Elements and document size

    @Test func elementsAtTheLimitAndJustPast() {
        let limits = ReaderLimits(maximumElements: 100)
        let accepted = Self.parse("<document>" + String(repeating: "<a/>", count: 99) + "</document>", limits: limits)
        #expect(accepted.failure == nil)
        #expect(accepted.tree.elements.count == 100)
        let past = Self.parse("<document>" + String(repeating: "<a/>", count: 100) + "</document>", limits: limits)
        Self.expectRejected(past, id: "too-many-elements", column: 11 + 99 * 4)
        #expect(past.tree.elements.count == 100)
    }

    @Test func tenMillionTinyElementsStopAtTheDefaultLimit() {
        // 40 MB took 4.8 GB and 15 s; reading stops at the 2,000,001st element.
        let limit = ReaderLimits.defaultMaximumElements
        let text = "<document>" + String(repeating: "<a/>", count: 10_000_000) + "</document>"
        let result = Self.parse(text)
        Self.expectRejected(result, id: "too-many-elements", column: 11 + (limit - 1) * 4)
        #expect(result.tree.elements.count == limit)
    }

    @Test func documentSizeAtTheLimitAndJustPast() {
        let limits = ReaderLimits(maximumDocumentBytes: 1_000)
        let body = "<document>" + String(repeating: " ", count: 1_000 - 22) + "</document>\n"
        #expect(body.utf8.count == 1_000)
        #expect(Self.parse(body, limits: limits).failure == nil)
        let past = Self.parse(" " + body, limits: limits)
        Self.expectRejected(past, id: "document-too-large", line: 1, column: 1_001)
    }

    @Test func aFileLargerThanTheDefaultLimitIsRejectedWithoutReadingIt() throws {
        let folder = NSTemporaryDirectory() + "nibload-limits-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let limit = ReaderLimits.defaultMaximumDocumentBytes
        // Sparse files: no disk space, and reading one would take long.
        for (name, size) in [("at.xml", limit), ("past.xml", limit + 1)] {
            let path = folder + "/" + name
            _ = FileManager.default.createFile(atPath: path, contents: Data("<document/>".utf8))
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()
        }
        // At the limit the file is read: libxml2 stops at the first NUL byte after the element.
        let at = XMLReader.parse(contentsOf: folder + "/at.xml")
        #expect(at.failure == .notWellFormed)
        let past = XMLReader.parse(contentsOf: folder + "/past.xml", displayName: "t.xml")
        Self.expectRejected(past, id: "document-too-large", column: 1)
        #expect(past.tree.elements.isEmpty)
    }
}
