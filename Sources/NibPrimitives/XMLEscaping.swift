/// Escaping of text for XML output: the lint reporters' attributes and character data, and the
/// SVG drawings. One pass over the UTF-8 bytes.
public enum XMLEscaping {
    /// Escapes text for an attribute value in double or single quotes: `&`, `<`, `>`, `"` and `'`
    /// become entities, tab, LF and CR become character references (so attribute-value normalization
    /// keeps them), and characters XML 1.0 forbids are replaced.
    /// - Parameter text: The raw text.
    public static func attribute(_ text: String) -> String {
        escape(text, quotes: true, whitespace: .characterReferences, replacingDiscouraged: false)
    }

    /// Escapes character data between tags: `&`, `<` and `>` become entities, CR a character
    /// reference, and characters XML 1.0 forbids are replaced; quotes, tab and LF stay as they are.
    /// - Parameter text: The raw text.
    public static func text(_ text: String) -> String {
        escape(text, quotes: false, whitespace: .keepingTabAndLineFeed, replacingDiscouraged: false)
    }

    /// Escapes text for an SVG drawing, where it is one line of a label: like ``attribute(_:)``,
    /// but tab, LF and CR become spaces, and the C1 control characters (U+007F–U+009F), which XML
    /// allows but no font draws, are replaced too.
    /// - Parameter text: The raw text.
    public static func drawing(_ text: String) -> String {
        escape(text, quotes: true, whitespace: .spaces, replacingDiscouraged: true)
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

    private enum Whitespace {
        case characterReferences, keepingTabAndLineFeed, spaces
    }

    private static let replacementBytes: [UInt8] = [0xEF, 0xBF, 0xBD]

    private static func escape(_ text: String, quotes: Bool, whitespace: Whitespace, replacingDiscouraged: Bool)
        -> String
    {
        var out: [UInt8] = []
        var text = text
        text.withUTF8 { utf8 in
            out.reserveCapacity(utf8.count + 16)
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\"") where quotes: out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "'") where quotes: out.append(contentsOf: "&apos;".utf8)
                case 0x09, 0x0A, 0x0D:
                    switch whitespace {
                    case .spaces: out.append(UInt8(ascii: " "))
                    case .characterReferences: out.append(contentsOf: "&#\(byte);".utf8)
                    case .keepingTabAndLineFeed:
                        if byte == 0x0D { out.append(contentsOf: "&#13;".utf8) } else { out.append(byte) }
                    }
                case 0x00..<0x20: out.append(contentsOf: replacementBytes)
                case 0x7F where replacingDiscouraged: out.append(contentsOf: replacementBytes)
                case 0xC2 where replacingDiscouraged && index < utf8.count && (0x80...0x9F).contains(utf8[index]):
                    // U+0080–U+009F
                    out.append(contentsOf: replacementBytes)
                    index += 1
                case 0xEF where index + 1 < utf8.count && utf8[index] == 0xBF && utf8[index + 1] >= 0xBE:
                    // U+FFFE and U+FFFF, which XML 1.0 forbids
                    out.append(contentsOf: replacementBytes)
                    index += 2
                default: out.append(byte)
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
