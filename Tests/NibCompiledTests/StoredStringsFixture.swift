import NibArchive

extension StoredStrings {
    /// A stored table of the given strings, as the compiled form lays one out: their UTF-8
    /// bytes one after another, then each string's end as a 32-bit little-endian word.
    static func fixture(_ strings: [String]) -> StoredStrings {
        var bytes: [UInt8] = []
        var ends: [UInt8] = []
        for text in strings {
            bytes.append(contentsOf: text.utf8)
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { ends.append(contentsOf: $0) }
        }
        let length = bytes.count
        return StoredStrings(checked: bytes + ends, utf8: 0, length: length, ends: length, count: strings.count)
    }
}
