/// Reads the scalar spellings Interface Builder writes in attributes and value elements.
///
/// IB writes booleans as `YES`/`NO` (older files and AppKit also `true`/`false`), numbers in C
/// syntax (`0.0`, `17`, `-2`, `1e-06`), and both through the same attribute text. These functions
/// never trap: an unreadable text gives nil, and the coder turns that into a typed error carrying
/// the location of the text.
public enum NibScalarText {
    /// `YES`/`NO`, `true`/`false`, `1`/`0`; nil for anything else.
    public static func bool(_ text: String) -> Bool? {
        switch text {
        case "YES", "true", "TRUE", "True", "1": true
        case "NO", "false", "FALSE", "False", "0": false
        default: nil
        }
    }

    /// A finite or infinite decimal number; nil when the text is not one.
    public static func double(_ text: String) -> Double? {
        if let value = NibDecimalText.plainDecimal(text) { return value }
        let trimmed = trimmed(text)
        guard !trimmed.isEmpty else { return nil }
        return Double(trimmed)
    }

    /// An integer, also accepting a whole number written with a fraction (`3.0`); nil otherwise.
    public static func integer(_ text: String) -> Int? {
        if let value = NibDecimalText.plainInteger(text) { return value }
        let trimmed = trimmed(text)
        if let value = Int(trimmed) { return value }
        guard let value = Double(trimmed), value.isFinite, value.rounded() == value,
            value >= -9.0e18, value <= 9.0e18
        else { return nil }
        return Int(value)
    }

    /// The text without leading and trailing ASCII white space.
    public static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == utf8.startIndex, utf8.index(after: last) == utf8.endIndex { return text }
        return String(text[first...last])
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
