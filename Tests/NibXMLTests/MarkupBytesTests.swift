import Testing

@testable import NibXML

/// The byte scans the reader runs on every text run and start tag, against plain byte-by-byte
/// versions of the same question.
@Suite struct MarkupBytesTests {
    private static let space: [UInt8] = Array(" \t\n\r".utf8)

    private static func plainIsAllSpace(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { space.contains($0) }
    }

    /// Indentation runs as documents write them (a line break, then spaces), of every length up
    /// to past two words, with a non-space byte at each position in turn.
    @Test func isAllSpaceAgreesWithAByteByByteCheck() {
        var cases: [[UInt8]] = [[]]
        for breaks in [[], Array("\n".utf8), Array("\r\n".utf8), Array("\n\t".utf8)] {
            for count in 0...20 {
                let run = breaks + Array(repeating: UInt8(ascii: " "), count: count)
                cases.append(run)
                cases.append(run + breaks + run)
                for position in run.indices {
                    var broken = run
                    broken[position] = UInt8(ascii: "x")
                    cases.append(broken)
                }
            }
        }
        cases.append(Array("        \u{0B}".utf8))  // a vertical tab is not XML white space
        cases.append(Array("\n        <".utf8))
        cases.append(Array("\u{A0}".utf8))
        for bytes in cases {
            let scanned = bytes.withUnsafeBufferPointer { MarkupBytes.isAllSpace($0) }
            #expect(scanned == Self.plainIsAllSpace(bytes), "\(bytes)")
        }
    }

    @Test func lastOpeningFindsTheLastLessThanSign() {
        let text = Array("<a b=\"1\"><cd e=\"22222222222222222222\" f=\"3\">".utf8)
        text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for end in 0..<buffer.count {
                let found = MarkupBytes.lastOpening(before: base + end, base: base) - base
                let expected = buffer[0...end].lastIndex(of: UInt8(ascii: "<")) ?? 0
                #expect(found == expected, "cursor at \(end)")
            }
        }
    }
}
