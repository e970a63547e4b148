/// The common spellings of IB's numbers (`0.0`, `44`, `-2.5`), read without the standard library's
/// general parser, which costs about a thousand instructions a number.
///
/// Only text that is an optional `-`, digits, and optionally `.` and more digits is read here, and
/// only when the answer is exactly what `Double(_:)` gives: at most 15 significant digits (an
/// integer below 2^53, exact as a `Double`) divided by a power of ten up to 10^22 (also exact), so
/// the one division rounds correctly. Anything else (white space, exponents, `+`, `inf`, longer
/// mantissas) answers nil and goes to the general parser.
enum NibDecimalText {
    /// The exact powers of ten a `Double` holds.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// The parts of a plain decimal: its sign, its digits as an integer, how many of them follow
    /// the point, and whether there was a point.
    private struct Parts {
        var negative = false
        var mantissa: UInt64 = 0
        var fractionDigits = 0
        var hasPoint = false
    }

    /// A plain decimal's value; nil when the text is not plain (see the type's description).
    static func plainDecimal(_ text: String) -> Double? {
        guard let parts = parts(of: text), parts.fractionDigits < powersOfTen.count else { return nil }
        let magnitude = Double(parts.mantissa) / powersOfTen[parts.fractionDigits]
        return parts.negative ? -magnitude : magnitude
    }

    /// A plain integer (no point) that fits an `Int`; nil otherwise.
    static func plainInteger(_ text: String) -> Int? {
        guard let parts = parts(of: text), !parts.hasPoint else { return nil }
        // At most 15 digits: far inside Int's range.
        let magnitude = Int(parts.mantissa)
        return parts.negative ? -magnitude : magnitude
    }

    private static func parts(of text: String) -> Parts? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 32 else { return nil }
        var parts = Parts()
        var digits = 0
        var significant = 0
        var position = 0
        for byte in utf8 {
            defer { position += 1 }
            switch byte {
            case UInt8(ascii: "-") where position == 0:
                parts.negative = true
            case UInt8(ascii: "."):
                guard !parts.hasPoint, digits > 0 else { return nil }
                parts.hasPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                if parts.hasPoint { parts.fractionDigits += 1 }
                if significant > 0 || byte != UInt8(ascii: "0") { significant += 1 }
                guard significant <= 15 else { return nil }
                parts.mantissa = parts.mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
            default:
                return nil
            }
        }
        // Digits on both sides of a point, and at least one digit.
        guard digits > 0, !parts.hasPoint || parts.fractionDigits > 0 else { return nil }
        return parts
    }
}
