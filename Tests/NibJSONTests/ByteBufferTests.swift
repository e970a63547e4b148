import NibJSON
import Testing

@Suite("Byte buffer")
struct ByteBufferTests {
    private static func text(_ buffer: ByteBuffer) -> String {
        buffer.withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test("strings, literals, bytes and repeated bytes keep their order past the first room")
    func growsPastItsRoom() {
        var buffer = ByteBuffer(capacity: 16)
        var expected = ""
        for index in 0..<200 {
            buffer.append("é\(index)😀")
            buffer.append(" → " as StaticString)
            buffer.append(UInt8(ascii: "|"))
            buffer.append(UInt8(ascii: "."), times: index % 5)
            expected += "é\(index)😀 → |" + String(repeating: ".", count: index % 5)
        }
        #expect(buffer.count == expected.utf8.count)
        #expect(Self.text(buffer) == expected)
        #expect(buffer.bytes == Array(expected.utf8))
        buffer.removeAll()
        #expect(buffer.isEmpty)
        buffer.append("again")
        #expect(Self.text(buffer) == "again")
    }

    @Test("whole numbers in decimal and hexadecimal, negative ones and the extremes")
    func numbers() {
        var buffer = ByteBuffer()
        for number in [0, 7, 10, 42, -1, -42, 1_234_567_890, Int.max, Int.min] {
            buffer.append(number: number)
            buffer.append(UInt8(ascii: " "))
        }
        for number in [0, 9, 10, 255, 0x1a2b, -16] {
            buffer.append(number: number, radix: 16)
            buffer.append(UInt8(ascii: " "))
        }
        #expect(
            Self.text(buffer)
                == "0 7 10 42 -1 -42 1234567890 9223372036854775807 -9223372036854775808 0 9 a ff 1a2b -10 ")
    }
}
