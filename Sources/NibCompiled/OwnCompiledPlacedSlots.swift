import NibArchive

extension OwnCompiledForm {
    /// The storage of the archive's objects or values while they are read: the array the archive
    /// will hold, made at its declared size before anything is read (see
    /// ``OwnCompiledForm/filling(_:_:)``), into which each entity is written at its index as its
    /// record is read, in any order. Written in place, an entity is not built elsewhere and copied
    /// in (about 300 bytes an object), and one that arrives early waits in no queue.
    struct PlacedSlots<Element> {
        /// How many entities the archive declares.
        let count: Int
        private let base: UnsafeMutablePointer<Element>?
        /// One bit per index: whether its entity has been written (zeroed words, owned by
        /// ``OwnCompiledForm/filling(_:_:)``).
        private let isPlaced: UnsafeMutablePointer<UInt64>
        /// How many entities have been written.
        private(set) var placedCount = 0

        /// Slots over `buffer`, whose elements are all uninitialised, marking them in `bits` (at
        /// least ``bitWords(_:)`` zeroed words).
        init(_ buffer: UnsafeMutableBufferPointer<Element>, bits: UnsafeMutablePointer<UInt64>) {
            count = buffer.count
            base = buffer.baseAddress
            isPlaced = bits
        }

        /// How many words mark `count` entities.
        static func bitWords(_ count: Int) -> Int { (count + 63) / 64 }

        /// Where the entity at `index` goes, which the caller initialises at once; an error when
        /// the index is not below ``count`` or an entity was already written there.
        @inline(__always)
        mutating func destination(for index: Int) throws(CompiledFormatError) -> UnsafeMutablePointer<Element> {
            let (word, bit) = (index >> 6, UInt64(1) << UInt64(index & 63))
            guard index >= 0, index < count, let base else {
                throw CompiledFormatError("an entity index (\(index)) is out of range", at: 0)
            }
            guard isPlaced[word] & bit == 0 else { throw CompiledFormatError("entity \(index) appears twice", at: 0) }
            isPlaced[word] |= bit
            placedCount += 1
            return base + index
        }

        /// Checks that every declared entity was written.
        func checkComplete(_ what: String) throws(CompiledFormatError) {
            guard placedCount == count else { throw CompiledFormatError("the archive lacks some \(what)", at: 0) }
        }

        /// Deinitialises the entities written so far (the load failed: the array is dropped).
        func destroyPlaced() {
            guard let base else { return }
            for word in 0..<Self.bitWords(count) {
                var remaining = isPlaced[word]
                while remaining != 0 {
                    (base + (word << 6 | remaining.trailingZeroBitCount)).deinitialize(count: 1)
                    remaining &= remaining - 1
                }
            }
        }
    }

    /// The objects and values of an archive, read into their arrays in place, and the slots of the
    /// other entities.
    struct FilledSlots {
        let objects: [ArchivedObject]
        let values: [ArchivedValue]
        let rest: Slots
    }

    /// Makes the archive's object and value arrays at their declared sizes (`counts`, checked
    /// against the input's size beforehand) and runs `fill` with slots that write into them; a
    /// failure deinitialises what was written.
    static func filling(_ counts: [Int], _ fill: (inout Slots) throws(CompiledFormatError) -> Void)
        throws(CompiledFormatError) -> FilledSlots
    {
        var failure: CompiledFormatError?
        var filled: Slots?
        var values: [ArchivedValue] = []
        let (objectWords, valueWords) = (
            PlacedSlots<ArchivedObject>.bitWords(counts[0]), PlacedSlots<ArchivedValue>.bitWords(counts[1])
        )
        let bits = UnsafeMutablePointer<UInt64>.allocate(capacity: objectWords + valueWords)
        bits.initialize(repeating: 0, count: objectWords + valueWords)
        defer { bits.deallocate() }
        let objects = [ArchivedObject](unsafeUninitializedCapacity: counts[0]) { objectBuffer, objectCount in
            values = [ArchivedValue](unsafeUninitializedCapacity: counts[1]) { valueBuffer, valueCount in
                // The declared counts, whatever room the arrays were given.
                var slots = Slots(
                    counts: counts, objects: PlacedSlots(.init(rebasing: objectBuffer[..<counts[0]]), bits: bits),
                    values: PlacedSlots(.init(rebasing: valueBuffer[..<counts[1]]), bits: bits + objectWords))
                do throws(CompiledFormatError) {
                    try fill(&slots)
                    try slots.objects.checkComplete("objects")
                    try slots.values.checkComplete("values")
                } catch {
                    slots.objects.destroyPlaced()
                    slots.values.destroyPlaced()
                    failure = error
                    return
                }
                valueCount = counts[1]
                filled = slots
            }
            if failure == nil { objectCount = counts[0] }
        }
        guard let filled else {
            throw failure ?? CompiledFormatError("the archive lacks some objects", at: 0)
        }
        return FilledSlots(objects: objects, values: values, rest: filled)
    }
}
