import NibJSON
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
    /// The one style: two-space indentation, `"key": value`, empty containers on one line.
    @Test("nibload's JSON style")
    func style() {
        let value = JSONValue.object([
            ("name", .string("Main")), ("count", .int(-42)), ("ratio", .number("1.5")), ("ok", .bool(true)),
            ("none", .null), ("empty", .array([])), ("nothing", .object([])),
            ("list", .array([.int(0), .object([("a", .int(10))])])),
        ])
        #expect(
            value.rendered() == """
                {
                  "name": "Main",
                  "count": -42,
                  "ratio": 1.5,
                  "ok": true,
                  "none": null,
                  "empty": [],
                  "nothing": {},
                  "list": [
                    0,
                    {
                      "a": 10
                    }
                  ]
                }

                """)
    }

    @Test("sorted keys, at every level")
    func sortedKeys() {
        let value = JSONValue.object([("b", .object([("z", .int(1)), ("$a", .int(2))])), ("a", .null)])
        #expect(
            value.rendered(sortedKeys: true) == "{\n  \"a\": null,\n  \"b\": {\n    \"$a\": 2,\n    \"z\": 1\n  }\n}\n")
    }

    @Test("quotes, backslashes and control characters are escaped; other UTF-8 is copied")
    func escaping() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\re\tf\u{01}\u{1F}é😀/") == #""a\"b\\c\nd\re\tf\u0001\u001fé😀/""#)
        #expect(JSONWriter.quoted("") == #""""#)
        var writer = JSONWriter()
        writer.beginObject()
        writer.key(named: "k\"ey")
        writer.string(nil as String?)
        writer.key("n")
        writer.integer(Int.min)
        writer.endObject()
        #expect(writer.finishedText() == "{\n  \"k\\\"ey\": null,\n  \"n\": -9223372036854775808\n}\n")
    }

    @Test("whole numbers at every digit count, both signs, are written as Swift prints them")
    func integers() {
        var numbers: [Int] = [0, Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            numbers += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)]
        }
        var writer = JSONWriter()
        writer.beginArray()
        for number in numbers { writer.integer(number) }
        writer.endArray()
        #expect(writer.finishedText() == "[\n" + numbers.map { "  \($0)" }.joined(separator: ",\n") + "\n]\n")
    }

    @Test("tokens longer than the room left grow the buffer, with or without escapes")
    func growth() {
        var writer = JSONWriter()
        var expected = "["
        writer.beginArray()
        for index in 0..<300 {
            let piece = index % 3 == 0 ? "a\"" : "bé"
            writer.beginArray()
            writer.string(String(repeating: piece, count: index * 7))
            writer.endArray()
            let written = index % 3 == 0 ? "a\\\"" : "bé"
            expected +=
                (index == 0 ? "\n" : ",\n") + "  [\n    \"" + String(repeating: written, count: index * 7) + "\"\n  ]"
        }
        writer.endArray()
        #expect(writer.finishedText() == expected + "\n]\n")
    }

    @Test("what is read and written again is the same value")
    func roundTrip() throws {
        let text = "{\n  \"a\": [\n    1,\n    \"x\\n\\u0001é\"\n  ],\n  \"b\": {}\n}\n"
        let value = try JSONReader.parse(text)
        #expect(value.rendered() == text)
    }

    @Test("a sink gets chunks that end between tokens, and all of the text")
    func chunks() {
        final class Collected { var chunks: [[UInt8]] = [] }
        let collected = Collected()
        var writer = JSONWriter(chunkSize: 16) { collected.chunks.append(Array($0)) }
        writer.beginArray()
        for index in 0..<100 { writer.string("é\(index)😀") }
        writer.endArray()
        writer.finish()
        #expect(collected.chunks.count > 10)
        #expect(writer.bytes.isEmpty)
        for chunk in collected.chunks {
            #expect(String(validating: chunk, as: UTF8.self) != nil)
            #expect(chunk.count < 16 + 16)
        }
        let whole = String(decoding: collected.chunks.joined(), as: UTF8.self)
        let expected = JSONValue.array((0..<100).map { .string("é\($0)😀") }).rendered()
        #expect(whole == expected)
    }
}
