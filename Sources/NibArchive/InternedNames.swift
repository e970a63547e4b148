/// Interface Builder's own names of more than 15 UTF-8 bytes, kept as the program's string
/// literals, so that a stored string equal to one of them is the literal rather than a string
/// made anew.
///
/// A Swift string of up to 15 UTF-8 bytes is stored inline; a longer one made at run time lives
/// in memory that is allocated, reference counted on every copy and freed with its last copy. A
/// literal lives in the program's constant data and is never counted or freed, so an element,
/// class or key name met in thousands of entities costs nothing to copy or drop. The names are
/// the element, class and reference-attribute tables of this module and
/// ``InterfaceBuilderLongNames``; any other string is made as before.
package enum InternedNames {
    /// The literal whose UTF-8 bytes are `bytes`, when they are one of the names.
    @inline(__always)
    package static func literal(_ bytes: UnsafeRawBufferPointer) -> String? {
        table.literal(bytes)
    }

    /// Every name, each once (a test checks that each is found).
    package static var all: [String] { table.names }

    private static let table = NameTable(names: gathered())

    /// The names of this module's vocabulary tables and ``InterfaceBuilderLongNames`` that are
    /// longer than 15 UTF-8 bytes, each once.
    private static func gathered() -> [String] {
        var candidates = InterfaceBuilderLongNames.names
        for map in [ClassMap.cocoaTouch, ClassMap.appKit, ClassMap.watchKit, LegacyClassMap.explicit] {
            candidates += map.keys
            candidates += map.values
        }
        candidates += KnownElements.values
        candidates += ReferenceAttributes.anywhere
        for attributes in ReferenceAttributes.onElement.values { candidates += attributes }
        var seen = Set<String>()
        return candidates.filter { $0.utf8.count > 15 && seen.insert($0).inserted }
    }
}

/// An open-addressing table from UTF-8 bytes to the names, probed by a hash of the length and
/// the first and last eight bytes (every name is longer than 15 bytes, so the two words are
/// always there), then confirmed byte by byte. Made once and kept for the life of the process,
/// so its storage is plain memory that is never freed, read without any reference counting.
private final class NameTable: @unchecked Sendable {
    let names: [String]
    /// Per slot: an index into `names`, or -1 for an empty slot; `mask + 1` slots, a power of two
    /// at least four times the names' count.
    private let slots: UnsafeMutablePointer<Int32>
    private let mask: Int
    /// All names' UTF-8 bytes, one after another, and where each begins (one more entry: the end).
    private let utf8: UnsafeMutablePointer<UInt8>
    private let starts: UnsafeMutablePointer<Int>
    private let shift: UInt64

    init(names: [String]) {
        self.names = names
        var bits: UInt64 = 4
        while 1 << bits < 4 * max(1, names.count) { bits += 1 }
        let shift = 64 - bits
        self.shift = shift
        mask = (1 << bits) - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: -1, count: mask + 1)
        let bytes = names.flatMap(\.utf8)
        utf8 = .allocate(capacity: bytes.count)
        utf8.initialize(from: bytes, count: bytes.count)
        starts = .allocate(capacity: names.count + 1)
        var start = 0
        for (index, name) in names.enumerated() {
            starts[index] = start
            let raw = UnsafeRawBufferPointer(start: utf8 + start, count: name.utf8.count)
            start += name.utf8.count
            var slot = Self.slot(raw, shift)
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
        starts[names.count] = start
    }

    /// The slot a name of more than 15 bytes hashes to first.
    @inline(__always)
    private static func slot(_ bytes: UnsafeRawBufferPointer, _ shift: UInt64) -> Int {
        let count = bytes.count
        let first = bytes.loadUnaligned(as: UInt64.self)
        let last = bytes.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
        let mixed = (first ^ (last &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0xFF51_AFD7_ED55_8CCD
        return Int(truncatingIfNeeded: mixed >> shift)
    }

    /// The name whose UTF-8 bytes are `bytes`, if any.
    @inline(__always)
    func literal(_ bytes: UnsafeRawBufferPointer) -> String? {
        guard bytes.count > 15, let wanted = bytes.baseAddress else { return nil }
        var slot = Self.slot(bytes, shift)
        while true {
            let index = Int(slots[slot])
            guard index >= 0 else { return nil }
            let start = starts[index]
            if starts[index + 1] - start == bytes.count, Self.same(utf8 + start, wanted, bytes.count) {
                return names[index]
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether `count` bytes (at least 8) at `a` and `b` are the same, compared a word at a time
    /// (the last word may overlap the one before).
    @inline(__always)
    private static func same(_ a: UnsafePointer<UInt8>, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        let a = UnsafeRawPointer(a)
        var offset = 0
        while offset < count {
            let at = min(offset, count - 8)
            guard
                a.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                    == b.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            else { return false }
            offset += 8
        }
        return true
    }
}
