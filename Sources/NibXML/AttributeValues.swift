internal import Glibc

/// Makes the `String` of each attribute value, sharing one string between equal long values.
///
/// A value of up to 15 UTF-8 bytes is stored inside its `String`; a longer one takes a heap
/// allocation, and real documents repeat most long values (class names, colour and font names, key
/// paths). A direct-mapped cache of recent long values hands out the same string for the same
/// bytes (compared byte for byte, so a collision only costs a new string): on a 31 MB storyboard
/// that is about 140,000 allocations fewer. The cache starts empty and doubles (dropping what it
/// holds) each time it has missed twice as often as it has slots, up to 4,096 slots: a small
/// document pays for a small cache, and no input makes it larger.
struct AttributeValues {
    private static let largestSlotCount = 4_096
    private var slots: [String?] = []
    private var misses = 0

    /// The value libxml2 hands over between `start` and `end`. With entity substitution off,
    /// libxml2 hands a literal `&` over as `&#38;`; every `&` in the value starts that sequence, so
    /// it is turned back into `&`.
    mutating func value(start: UnsafePointer<UInt8>?, end: UnsafePointer<UInt8>?) -> String {
        guard let start, let end, end > start else { return "" }
        let bytes = UnsafeBufferPointer(start: start, count: end - start)
        guard memchr(start, Int32(UInt8(ascii: "&")), bytes.count) != nil else { return shared(bytes) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        let escape: [UInt8] = Array("&#38;".utf8)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&"), index + 5 <= bytes.count,
                bytes[index..<(index + 5)].elementsEqual(escape)
            {
                decoded.append(UInt8(ascii: "&"))
                index += 5
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The string of `bytes`, the cached one when the same bytes were seen last in its slot.
    private mutating func shared(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count > 15, let base = bytes.baseAddress else { return String(decoding: bytes, as: UTF8.self) }
        let raw = UnsafeRawPointer(base)
        // Three 8-byte words (first, middle, last) and the length: enough to spread real values.
        let first = raw.loadUnaligned(as: UInt64.self)
        let middle = raw.loadUnaligned(fromByteOffset: (bytes.count - 8) / 2, as: UInt64.self)
        let last = raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
        var hash =
            (first &* 0x9E37_79B9_7F4A_7C15) ^ (middle &* 0xC2B2_AE3D_27D4_EB4F) ^ (last &* 0x1656_67B1_9E37_79F9)
        hash ^= UInt64(bytes.count) &* 0x27D4_EB2F_1656_67C5
        if misses >= 2 * slots.count, slots.count < Self.largestSlotCount {
            slots = [String?](repeating: nil, count: max(64, 2 * slots.count))
        }
        let slot = Int(truncatingIfNeeded: hash >> 52) & (slots.count - 1)
        if var cached = slots[slot], cached.utf8.count == bytes.count,
            cached.withUTF8({ $0.baseAddress.map { memcmp($0, base, bytes.count) == 0 } ?? false })
        {
            return cached
        }
        misses += 1
        let string = String(decoding: bytes, as: UTF8.self)
        slots[slot] = string
        return string
    }
}
