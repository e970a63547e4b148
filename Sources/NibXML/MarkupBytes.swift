/// Byte searches of the reader's callbacks, eight bytes at a time where the input allows.
enum MarkupBytes {
    /// The last `<` in `base...cursor` after `base` (else `base`): where the start tag just parsed
    /// begins, since a `<` cannot occur inside an attribute value.
    static func lastOpening(before cursor: UnsafePointer<UInt8>, base: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        var probe = cursor
        if probe.pointee != UInt8(ascii: "<") {
            // Skip whole words that hold no `<` (a zero byte of `word ^ "<<<<<<<<"`).
            while probe - base >= 8 {
                let word = UnsafeRawPointer(probe - 8).loadUnaligned(as: UInt64.self) ^ 0x3C3C_3C3C_3C3C_3C3C
                if (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0 { break }
                probe -= 8
            }
        }
        while probe > base, probe.pointee != UInt8(ascii: "<") { probe -= 1 }
        return probe
    }

    /// Whether every byte is XML white space (space, tab, line feed, carriage return); runs of
    /// spaces, the indentation of most documents, are checked eight at a time, also after the
    /// line break that starts each run (checking eight at a time only from the first byte sent
    /// almost every run, which begins with a line feed, through the byte-by-byte loop).
    static func isAllSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < bytes.count {
            while index + 8 <= bytes.count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
            {
                index += 8
            }
            guard index < bytes.count else { break }
            let byte = base[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
            index += 1
        }
        return true
    }
}
