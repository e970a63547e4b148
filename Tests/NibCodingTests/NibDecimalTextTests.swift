import Testing

@testable import NibCodingCore

/// The plain-decimal fast path reads exactly what `Double(_:)` and `Int(_:)` read, and leaves
/// every other spelling to them.
@Suite struct NibDecimalTextTests {
    /// IB's usual spellings, read by the fast path, bit for bit as the standard library reads them.
    @Test(arguments: [
        "0", "0.0", "-0", "-0.0", "1", "17", "-2", "44.5", "320", "0.5", "0.25", "0.33333333333333",
        "0.66666666666666", "123456789012345", "-123456789012345", "0.000000000000000000001",
        "0.0000000000000000000001", "375.5", "8.00000000000000", "000012", "0.1", "0.2", "0.3", "0.7",
        "1.1", "2.675", "9007199254740.9", "99999999999999.9",
    ])
    func plainSpellingsMatchTheStandardLibrary(text: String) throws {
        let fast = try #require(NibDecimalText.plainDecimal(text), "\(text) should take the fast path")
        let general = try #require(Double(text))
        #expect(fast.bitPattern == general.bitPattern, "\(text): \(fast) against \(general)")
        #expect(NibScalarText.double(text)?.bitPattern == general.bitPattern)
    }

    /// Everything else goes to the general parser (nil here), and `NibScalarText` still reads it.
    @Test(arguments: [
        "", "-", ".", "5.", ".5", "-.5", "+5", "1e3", "1E-06", " 4", "4 ", "inf", "nan", "0x10", "1.2.3",
        "--1", "1-", "1234567890123456", "0.1234567890123456", "0.00000000000000000000001",
        "1.000000000000000000000", "１",
    ])
    func otherSpellingsAreLeftToTheStandardLibrary(text: String) {
        #expect(NibDecimalText.plainDecimal(text) == nil, "\(text) should not take the fast path")
    }

    @Test func integersMatchTheStandardLibrary() throws {
        for text in ["0", "-0", "7", "-42", "000123", "123456789012345", "-999999999999999"] {
            let fast = try #require(NibDecimalText.plainInteger(text), "\(text)")
            #expect(fast == Int(text))
            #expect(NibScalarText.integer(text) == Int(text))
        }
        for text in ["3.0", "1e3", "+4", " 4", "1234567890123456", "-"] {
            #expect(NibDecimalText.plainInteger(text) == nil, "\(text)")
        }
        #expect(NibScalarText.integer("3.0") == 3)
        #expect(NibScalarText.integer(" 12 ") == 12)
        #expect(NibScalarText.double(" 1.5 ") == 1.5)
        #expect(NibScalarText.double("1e-06") == 1e-06)
    }
}
