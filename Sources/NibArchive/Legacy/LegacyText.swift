/// The text encodings of legacy Xcode 3/4 archives: `{{x, y}, {w, h}}` geometry strings, `<bytes>`
/// in unpadded base64, and `type="base64-UTF8"` strings.
///
/// Nothing here traps: unreadable text gives nil, and the reader reports it at its position.
enum LegacyText {
    /// The numbers of a geometry string, in order: `{{20, 20}, {280, 21}}` gives `[20, 20, 280, 21]`.
    static func numbers(_ text: String) -> [Double]? {
        var result: [Double] = []
        var current = ""
        for character in text {
            switch character {
            case "{", "}", ",", " ", "\t", "\n":
                if !current.isEmpty {
                    guard let number = Double(current), number.isFinite else { return nil }
                    result.append(number)
                    current = ""
                }
            default:
                current.append(character)
            }
        }
        if !current.isEmpty {
            guard let number = Double(current), number.isFinite else { return nil }
            result.append(number)
        }
        return result
    }

    /// A rectangle string (`{{x, y}, {w, h}}`) as x, y, width, height.
    static func rect(_ text: String) -> [Double]? {
        guard let numbers = numbers(text), numbers.count == 4 else { return nil }
        return numbers
    }

    /// A size or point string (`{w, h}`).
    static func pair(_ text: String) -> [Double]? {
        guard let numbers = numbers(text), numbers.count == 2 else { return nil }
        return numbers
    }

    /// Decodes base64 with or without `=` padding (IB omits it); nil on a character outside the
    /// alphabet.
    static func base64(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0
        var bits = 0
        for scalar in text.unicodeScalars {
            let value: UInt32
            switch scalar {
            case "A"..."Z": value = scalar.value - 65
            case "a"..."z": value = scalar.value - 97 + 26
            case "0"..."9": value = scalar.value - 48 + 52
            case "+": value = 62
            case "/": value = 63
            case "=", " ", "\n", "\r", "\t": continue
            default: return nil
            }
            buffer = (buffer << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        return bytes
    }

    /// A `type="base64-UTF8"` string: base64 of UTF-8 text.
    static func base64UTF8(_ text: String) -> String? {
        guard let bytes = base64(text) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A `<bytes>` value holding NUL-terminated C text (NSColor components, `NSRGB`, `NSWhite`).
    static func cText(_ text: String) -> String? {
        guard let bytes = base64(text) else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// Formats a number the way IB writes attributes: no trailing `.0`.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
