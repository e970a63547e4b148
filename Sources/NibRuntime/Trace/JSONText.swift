/// The few JSON helpers the trace needs; NibKit stays free of Foundation.
nonisolated enum JSONText {
    /// `text` with the characters JSON requires escaped (quote, backslash, control characters).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// `"text"`, escaped.
    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }
}
