import NibArchive

/// A table keyed by archive object index, for the maps one instantiation pass consults on every
/// object and reference (built objects, scope positions).
///
/// `Dictionary` hashes each `ObjectIndex` with SipHash, about 200 instructions a lookup, which
/// was the largest single cost of building after the initializers themselves. Indices are small
/// distinct integers, so a multiplicative hash into an open-addressing table of entry numbers is
/// enough. Entries keep the order in which their keys first got a value, so iterating is
/// deterministic. Removing a key leaves its entry in place with no value (a pass removes almost
/// nothing).
struct ObjectIndexTable<Value> {
    private var entryKeys: [ObjectIndex] = []
    private var entryValues: [Value?] = []
    /// Entry number + 1 per slot; 0 is an empty slot. The slot count is a power of two.
    private var slots: [Int32] = []
    private var shift = 64
    /// How many keys have a value.
    private(set) var count = 0

    /// An empty table with room for `capacity` keys before it grows.
    init(capacity: Int = 0) {
        guard capacity > 0 else { return }
        // The entries too: grown by doubling, they were copied (values retained) several times.
        entryKeys.reserveCapacity(capacity)
        entryValues.reserveCapacity(capacity)
        rehash(slotCount: Self.slotCount(for: capacity))
    }

    /// Whether no key has a value.
    var isEmpty: Bool { count == 0 }

    /// The value of `key`; setting nil removes it.
    subscript(key: ObjectIndex) -> Value? {
        get {
            guard let entry = entry(of: key) else { return nil }
            return entryValues[entry]
        }
        set {
            if let entry = entry(of: key) {
                switch (entryValues[entry] == nil, newValue == nil) {
                case (true, false): count += 1
                case (false, true): count -= 1
                default: break
                }
                entryValues[entry] = newValue
                return
            }
            guard let newValue else { return }
            if (entryKeys.count + 1) * 2 > slots.count { rehash(slotCount: Self.slotCount(for: entryKeys.count + 1)) }
            entryKeys.append(key)
            entryValues.append(newValue)
            count += 1
            insertSlot(for: key, entry: entryKeys.count - 1)
        }
    }

    /// Whether `key` has a value.
    func contains(_ key: ObjectIndex) -> Bool { self[key] != nil }

    /// Removes and returns the value of `key`.
    mutating func removeValue(forKey key: ObjectIndex) -> Value? {
        guard let entry = entry(of: key), let value = entryValues[entry] else { return nil }
        entryValues[entry] = nil
        count -= 1
        return value
    }

    /// The keys with a value and their values, in insertion order.
    var entries: [(key: ObjectIndex, value: Value)] {
        var result: [(key: ObjectIndex, value: Value)] = []
        result.reserveCapacity(count)
        for (position, key) in entryKeys.enumerated() {
            if let value = entryValues[position] { result.append((key, value)) }
        }
        return result
    }

    private func entry(of key: ObjectIndex) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(key, shift: shift)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if entryKeys[stored - 1] == key { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    private mutating func insertSlot(for key: ObjectIndex, entry: Int) {
        let mask = slots.count - 1
        var slot = Self.hash(key, shift: shift)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: entry + 1)
    }

    private mutating func rehash(slotCount: Int) {
        slots = Array(repeating: 0, count: slotCount)
        shift = 64 - slotCount.trailingZeroBitCount
        for (entry, key) in entryKeys.enumerated() { insertSlot(for: key, entry: entry) }
    }

    /// The smallest power of two at least twice `keys` (and at least 16).
    private static func slotCount(for keys: Int) -> Int {
        var slots = 16
        while slots < keys * 2 { slots *= 2 }
        return slots
    }

    /// Fibonacci hashing: the top bits of the index times 2^64 / φ.
    private static func hash(_ key: ObjectIndex, shift: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key.rawValue) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
    }
}
