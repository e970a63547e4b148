/// Decodes the `base64-UTF8="YES"` strings Interface Builder writes for text that XML cannot hold
/// (control characters in key equivalents, for example).
///
/// IB omits the `=` padding and may break the text over lines, so padding is optional and white
/// space is skipped. The result must be valid UTF-8.
public enum Base64UTF8 {
    /// The decoded string, or nil when the text is not base64 or not UTF-8.
    public static func decode(_ text: String) -> String? {
        guard let bytes = bytes(text) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The decoded bytes, or nil when the text is not base64 (padding optional, white space ignored).
    public static func bytes(_ text: String) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var sawPadding = false
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            if byte == UInt8(ascii: "=") {
                sawPadding = true
                continue
            }
            if sawPadding { return nil }
            guard let sextet = value(of: byte) else { return nil }
            accumulator = (accumulator << 6) | UInt32(sextet)
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        // A single leftover sextet cannot encode a byte.
        if bits >= 6 { return nil }
        return output
    }

    private static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
