/// A column counted the ways report consumers count it, for a place whose line text is known.
///
/// Diagnostics carry UTF-8 byte columns; SARIF counts UTF-16 code units, and GitHub annotations and
/// Checkstyle count characters (Unicode scalars). On an ASCII line all three are equal.
public struct TextColumns: Hashable, Sendable {
    /// The 1-based column in UTF-16 code units.
    public var utf16: Int
    /// The 1-based column in characters (Unicode scalars).
    public var characters: Int

    /// Creates the pair.
    /// - Parameters:
    ///   - utf16: The UTF-16 column.
    ///   - characters: The character column.
    public init(utf16: Int, characters: Int) {
        self.utf16 = utf16
        self.characters = characters
    }

    /// The columns of a UTF-8 byte column in a line, or nil when the column is not past a character
    /// boundary the line has (then reporters keep the byte column).
    /// - Parameters:
    ///   - byteColumn: The 1-based UTF-8 column.
    ///   - line: The line's bytes, without its line break.
    public static func of(byteColumn: Int, in line: some Collection<UInt8>) -> TextColumns? {
        guard byteColumn >= 1 else { return nil }
        let prefix = line.prefix(byteColumn - 1)
        if prefix.allSatisfy({ $0 < 0x80 }) { return TextColumns(utf16: byteColumn, characters: byteColumn) }
        let text = String(decoding: prefix, as: UTF8.self)
        return TextColumns(utf16: text.utf16.count + 1, characters: text.unicodeScalars.count + 1)
    }
}
