/// Writes bytes at a pointer into room a ``ByteBuffer`` reserved (``ByteBuffer/appendInPlace(maximumCount:_:)``):
/// a token goes in with one capacity check and no per-byte bounds or uniqueness checks.
struct ByteCursor {
    /// Where the next byte goes.
    private var pointer: UnsafeMutablePointer<UInt8>
    /// How many bytes were written.
    private(set) var count = 0

    init(_ pointer: UnsafeMutablePointer<UInt8>) {
        self.pointer = pointer
    }

    /// Writes one byte.
    @inline(__always) mutating func put(_ byte: UInt8) {
        pointer[count] = byte
        count += 1
    }

    /// Writes `byte` `times` times.
    @inline(__always) mutating func put(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        (pointer + count).initialize(repeating: byte, count: times)
        count += times
    }

    /// Writes bytes.
    @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        (pointer + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Writes a literal's UTF-8 (at most ``ByteCursor/maximumCount(of:)`` bytes).
    @inline(__always) mutating func put(_ text: StaticString) {
        if text.hasPointerRepresentation {
            put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { put($0) }
        }
    }

    /// How many bytes a literal can take: its UTF-8, or 4 for a single scalar.
    @inline(__always) static func maximumCount(of text: StaticString) -> Int {
        text.hasPointerRepresentation ? text.utf8CodeUnitCount : 4
    }

    /// The most bytes ``put(decimal:)`` writes.
    static let maximumDecimalCount = 20

    /// Writes a whole number in decimal.
    @inline(__always) mutating func put(decimal number: Int) {
        if number < 0 { put(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digits = 1
        var bound: UInt = 10
        while digits < 20, magnitude >= bound {
            digits += 1
            let (next, overflow) = bound.multipliedReportingOverflow(by: 10)
            if overflow { break }
            bound = next
        }
        var position = count + digits
        count = position
        repeat {
            position -= 1
            pointer[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
    }
}
