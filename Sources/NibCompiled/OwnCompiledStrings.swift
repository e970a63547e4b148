extension OwnCompiledForm {
    /// The strings a part's fields name by index: the storyboard bundle's shared strings (stored
    /// once, in the document part) first, then the part's own.
    struct StringTable {
        let shared: [String]
        let own: [String]

        /// How many indexes are valid.
        var count: Int { shared.count + own.count }

        /// The string at an index, or nil when it is out of range.
        @inline(__always)
        subscript(index: Int) -> String? {
            if index < shared.count { return index >= 0 ? shared[index] : nil }
            let local = index - shared.count
            return local < own.count ? own[local] : nil
        }

        /// Decodes a table stored as UTF-8 bytes and 32-bit end offsets (each string once); the
        /// offset of a bad entry when an end is out of order or past the bytes.
        static func decode(
            _ bytes: [UInt8], utf8 start: Int, length: Int, ends endsStart: Int, count: Int
        ) -> Result<[String], CompiledFormatError> {
            var decoded: [String] = []
            decoded.reserveCapacity(count)
            let failure: Int? = bytes.withUnsafeBytes { raw -> Int? in
                var previous = 0
                for entry in 0..<count {
                    let end = Int(
                        raw.loadUnaligned(fromByteOffset: endsStart + 4 * entry, as: UInt32.self).littleEndian)
                    guard end >= previous, end <= length else { return endsStart + 4 * entry }
                    decoded.append(
                        String(
                            decoding: UnsafeRawBufferPointer(rebasing: raw[start + previous..<start + end]),
                            as: UTF8.self))
                    previous = end
                }
                return nil
            }
            if let failure { return .failure(CompiledFormatError("a string table entry is out of range", at: failure)) }
            return .success(decoded)
        }
    }
}
