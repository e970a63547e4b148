public import NibDiagnostics

/// A `.strings` file read back: its entries with their places, and what was wrong with it.
///
/// The reader takes what Foundation's property-list parser takes for this format: `/* */` and
/// `//` comments, quoted strings with `\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx` and octal escapes,
/// unquoted keys and values made of letters, digits and `_ $ + / : . -`, `"key" = "value";` and
/// the bare `"key";`. UTF-8 and UTF-16 (either byte order, with or without a byte order mark) are
/// recognised. Columns count UTF-8 bytes of the decoded text, 1-based, as document columns do.
public struct StringsFile: Sendable {
    /// One `key = value;` entry.
    public struct Entry: Sendable, Hashable {
        /// The key, unescaped.
        public let key: String
        /// The value, unescaped.
        public let value: String
        /// Where the key starts.
        public let location: SourceLocation
    }

    /// The file as named in locations.
    public let file: String
    /// The entries, in file order.
    public let entries: [Entry]
    /// Malformed places (`strings-syntax` errors); reading stops at the first.
    public let diagnostics: [Diagnostic]

    /// Reads a file's bytes.
    public init(bytes: [UInt8], file: String) {
        self.init(text: StringsDecoding.decode(bytes), file: file)
    }

    /// Reads text.
    public init(text: String, file: String) {
        var parser = StringsParser(text: text, file: file)
        let (entries, diagnostics) = parser.parse()
        self.file = file
        self.entries = entries
        self.diagnostics = diagnostics
    }

    /// The entry of a key (the last one, as Foundation keeps the last duplicate).
    public func entry(forKey key: String) -> Entry? { entries.last { $0.key == key } }
}

/// Decodes the bytes of a `.strings` file.
enum StringsDecoding {
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return utf16(bytes.dropFirst(2), littleEndian: true) }
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return utf16(bytes.dropFirst(2), littleEndian: false)
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return String(decoding: bytes.dropFirst(3), as: UTF8.self)
        }
        // UTF-16 without a byte order mark: ASCII text has a zero in every other byte.
        if bytes.count >= 4, bytes.count % 2 == 0 {
            if bytes[0] != 0, bytes[1] == 0, bytes[3] == 0 { return utf16(bytes[...], littleEndian: true) }
            if bytes[0] == 0, bytes[1] != 0, bytes[2] == 0 { return utf16(bytes[...], littleEndian: false) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
