/// Escaping for the XML reporters' output.
public enum XMLEscaping {
    /// Escapes text for an attribute value in double or single quotes: `&`, `<`, `>`, `"` and `'`
    /// become entities, tab, LF and CR become character references (so attribute-value normalization
    /// keeps them), and characters XML 1.0 forbids are replaced.
    /// - Parameter text: The raw text.
    public static func attribute(_ text: String) -> String {
        escape(text, inAttribute: true)
    }

    /// Escapes character data between tags: `&`, `<` and `>` become entities and characters XML 1.0
    /// forbids are replaced; quotes and whitespace stay as they are.
    /// - Parameter text: The raw text.
    public static func text(_ text: String) -> String {
        escape(text, inAttribute: false)
    }

    /// Whether XML 1.0 allows the character at all: tab, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and
    /// U+10000 and above (lone surrogates cannot occur in a Swift string).
    /// - Parameter scalar: The character.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// What a forbidden character is replaced by: U+FFFD REPLACEMENT CHARACTER.
    public static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where inAttribute: out += "&quot;"
            case "'" where inAttribute: out += "&apos;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n" where inAttribute: out += "&#10;"
            case "\r" where inAttribute: out += "&#13;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : replacement)
            }
        }
        return out
    }
}
