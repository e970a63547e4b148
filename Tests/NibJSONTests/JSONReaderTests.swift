import NibJSON
import Testing

@Suite("JSON reader")
struct JSONReaderTests {
    @Test("values, escapes and positions")
    func values() throws {
        let value = try JSONReader.parse(
            "{\"a\": [1, -2.5e3, true, false, null],\n \"b\": \"x\\n\\u00e9\\ud83d\\ude00\\\"\", \"c\": {}}")
        let members = try #require(value.members)
        #expect(members.map(\.key) == ["a", "b", "c"])
        #expect(members[1].value.stringValue == "x\né😀\"")
        #expect(members[1].keyPosition == JSONPosition(line: 2, column: 2))
        #expect(members[0].value.elements?.count == 5)
        #expect(members[0].value.elements?[1].kind == .number("-2.5e3"))
    }

    @Test("deep nesting is refused, not a stack overflow")
    func deep() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text) }
    }

    @Test(
        "bad surrogates and control characters are errors",
        arguments: ["\"\\ud800\"", "\"\\udc00\"", "\"a\u{01}\"", "01", "-", "1.", "1e"])
    func invalid(text: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(text) }
    }
}
