import NibXML
import Testing

/// libxml2's misleading messages for cut-off documents are rephrased; its own words stay in
/// parentheses.
@Suite struct LibXMLMessageTests {
    static let head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document version=\"3.0\">\n<objects>\n"

    static func message(_ text: String) -> String? {
        XMLReader.parse(string: head + text, file: "cut.xib").diagnostics.first { $0.severity == .error }?.message
    }

    @Test(arguments: [
        "<view id=\"a\" contentMode=\"", "<view id=\"a\"", "<view id=\"a\" contentMode=\"scale", "<view id=\"a\" \n\n",
    ])
    func aDocumentCutInsideAStartTag(text: String) {
        #expect(
            Self.message(text)?.hasPrefix("the document ends inside a start tag (libxml2: ") == true,
            "\(Self.message(text) ?? "nil")")
    }

    @Test func aDocumentCutInsideAnElement() {
        #expect(
            Self.message("<view id=\"a\">\n")
                == "the document ends before <view> is closed (libxml2: extra content at the end of the document)")
    }

    @Test func anUnquotedAttributeValue() {
        #expect(
            Self.message("<view id=a/>\n</objects>\n</document>\n")?.hasPrefix("an attribute value must be in quotes")
                == true)
    }

    @Test func otherMessagesAreLibxml2sOwn() {
        #expect(
            Self.message("<view id=\"a\"></label>\n</objects>\n</document>\n")?.hasPrefix(
                "opening and ending tag mismatch") == true)
    }
}
