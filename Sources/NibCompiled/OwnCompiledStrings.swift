import NibArchive

extension OwnCompiledForm {
    /// One string table of a part, each string decoded the first time a record names it (a
    /// string that only attributes name is never decoded while loading: ``CompactAttributes``
    /// decodes it when it is read).
    final class StringCache {
        let stored: StoredStrings
        let count: Int
        private let decoded: UnsafeMutablePointer<String?>

        init(_ stored: StoredStrings) {
            self.stored = stored
            count = stored.count
            decoded = .allocate(capacity: stored.count)
            decoded.initialize(repeating: nil, count: stored.count)
        }

        deinit {
            // Setting each entry to nil releases the decoded strings (inline, without the generic
            // per-element destruction of `deinitialize`); entries that are nil hold nothing, so
            // the memory is then freed as it is.
            for index in 0..<count { decoded[index] = nil }
            decoded.deallocate()
        }

        /// String `index` (below ``count``).
        @inline(__always)
        func string(_ index: Int) -> String {
            if let known = decoded[index] { return known }
            let text = stored.string(index)
            decoded[index] = text
            return text
        }
    }

    /// The strings a part's fields name by index: the storyboard bundle's shared strings (stored
    /// once, in the document part) first, then the part's own.
    struct StringTable {
        let shared: StringCache
        let own: StringCache

        /// An empty table.
        init() {
            shared = StringCache(StoredStrings())
            own = shared
        }

        init(shared: StringCache, own: StringCache) {
            self.shared = shared
            self.own = own
        }

        /// How many indexes are valid.
        var count: Int { shared.count + own.count }

        /// The string at an index, or nil when it is out of range.
        @inline(__always)
        subscript(index: Int) -> String? {
            let sharedCount = shared.count
            if index < sharedCount { return index >= 0 ? shared.string(index) : nil }
            let local = index - sharedCount
            return local < own.count ? own.string(local) : nil
        }

        /// A table stored as UTF-8 bytes (`length` from `start`) and `count` end offsets (from
        /// `ends`, `endWidth`-byte words), both inside `bytes`; the offset of a bad entry when an
        /// end is out of order or past the bytes.
        static func stored(
            _ bytes: [UInt8], utf8 start: Int, length: Int, ends: Int, count: Int, endWidth: Int = 4
        ) -> Result<StoredStrings, CompiledFormatError> {
            if let bad = StoredStrings.firstBadEnd(
                in: bytes, utf8Length: length, ends: ends, count: count, endWidth: endWidth)
            {
                return .failure(CompiledFormatError("a string table entry is out of range", at: bad))
            }
            return .success(
                StoredStrings(checked: bytes, utf8: start, length: length, ends: ends, count: count, endWidth: endWidth)
            )
        }
    }
}
