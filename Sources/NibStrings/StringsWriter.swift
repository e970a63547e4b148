/// Writes `.strings` text the way `ibtool --export-strings-file` does: each entry preceded by an
/// empty line and a comment naming the class, the base value and the object id.
public enum StringsWriter {
    /// The `.strings` text of some entries, in the order given.
    public static func render(_ entries: [LocalizableString]) -> String {
        var text = ""
        for entry in entries {
            let value = quoted(entry.value)
            text +=
                "\n/* Class = \(quoted(entry.className)); \(entry.commentProperty) = \(value); ObjectID = \(quoted(entry.objectID)); */\n"
            text += "\(quoted(entry.key)) = \(value);\n"
        }
        return text
    }

    /// A string literal of the `.strings` format: quotes, backslashes and line breaks escaped.
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The text encoded as UTF-8 (no byte order mark) or UTF-16 little-endian with a byte order mark.
    public static func encode(_ text: String, utf16: Bool) -> [UInt8] {
        guard utf16 else { return Array(text.utf8) }
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 {
            bytes.append(UInt8(unit & 0xFF))
            bytes.append(UInt8(unit >> 8))
        }
        return bytes
    }
}
