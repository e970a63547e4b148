/// Name indexes by the address libxml2 interned a name at: an open-addressing table with a
/// multiplicative hash, because a `Dictionary` hashes each pointer with SipHash, which cost about
/// 8 % of a parse (one lookup per element and per attribute).
struct PointerNameTable {
    private var keys: [UInt]
    private var values: [Int]
    private var count = 0
    private var shift: UInt

    init() {
        keys = Array(repeating: 0, count: 64)
        values = Array(repeating: 0, count: 64)
        shift = UInt(64 - 6)
    }

    private func slot(of key: UInt) -> Int {
        Int(truncatingIfNeeded: ((key >> 3) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The index recorded for a pointer.
    subscript(pointer: UnsafeRawPointer) -> Int? {
        let key = UInt(bitPattern: pointer)
        let mask = keys.count - 1
        var index = slot(of: key)
        while true {
            let stored = keys[index]
            if stored == key { return values[index] }
            if stored == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Records the index of a pointer that is not in the table yet.
    mutating func insert(_ pointer: UnsafeRawPointer, _ value: Int) {
        if (count + 1) * 2 > keys.count { grow() }
        place(UInt(bitPattern: pointer), value)
        count += 1
    }

    private mutating func place(_ key: UInt, _ value: Int) {
        let mask = keys.count - 1
        var index = slot(of: key)
        while keys[index] != 0, keys[index] != key { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        for index in oldKeys.indices where oldKeys[index] != 0 { place(oldKeys[index], oldValues[index]) }
    }
}
