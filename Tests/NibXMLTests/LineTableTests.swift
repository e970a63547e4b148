import Testing

@testable import NibXML

/// Line and column of byte offsets, looked up in document order (stepping ahead a line or a
/// few), far ahead (binary search), and backwards, against counting line feeds.
@Suite struct LineTableTests {
    private static func counted(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        let before = bytes[..<offset]
        let line = before.filter { $0 == 0x0A }.count + 1
        let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        return (line, offset - lineStart + 1)
    }

    @Test func positionsMatchCountedLinesInAnyOrder() {
        // Lines of 0 to 12 bytes, recorded in chunks that split lines.
        var bytes: [UInt8] = []
        for line in 0..<400 { bytes += Array(repeating: UInt8(ascii: "a"), count: line * 7 % 13) + [0x0A] }
        var table = LineTable()
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 97)
            bytes[start..<end].withUnsafeBufferPointer { table.record($0) }
            start = end
        }
        // Every offset in order, then every 37th in reverse, then far jumps ahead and back.
        var offsets = Array(0..<bytes.count)
        offsets += stride(from: bytes.count - 1, through: 0, by: -37)
        offsets += [0, bytes.count - 1, 5, bytes.count / 2, 3, bytes.count - 2, 1]
        for offset in offsets {
            let found = table.position(ofOffset: offset)
            let expected = Self.counted(bytes, offset)
            #expect(found.line == expected.line && found.column == expected.column, "offset \(offset)")
        }
    }
}
