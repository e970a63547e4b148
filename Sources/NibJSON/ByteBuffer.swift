/// A growing run of bytes written by copying into place: what ``JSONWriter`` and the command
/// line's text output collect before handing a chunk on. Cheaper per append than
/// `Array.append(contentsOf:)`, which is what matters when a document is written a few bytes at a
/// time.
public struct ByteBuffer {
    /// Room for bytes; the first ``count`` bytes are the ones written (the rest is never read, so
    /// it is left as the allocator gave it: zero-filling it touched every page of a fresh buffer).
    @usableFromInline var storage: [UInt8]
    /// How many bytes were written.
    @usableFromInline var written = 0

    /// How many bytes were written.
    @inlinable public var count: Int { written }

    /// Creates an empty buffer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 1024) {
        storage = Self.room(max(16, capacity))
    }

    /// Whether nothing was written.
    @inlinable public var isEmpty: Bool { written == 0 }

    /// The last byte written, if any.
    @inlinable public var last: UInt8? { written > 0 ? storage[written - 1] : nil }

    /// The bytes written, as an array.
    public var bytes: [UInt8] { Array(storage[0..<written]) }

    /// Lends the bytes written.
    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try storage.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<written])) }
    }

    /// Forgets the bytes written, keeping the room.
    public mutating func removeAll() { written = 0 }

    /// Appends one byte.
    @inlinable public mutating func append(_ byte: UInt8) {
        if written == storage.count { grow(by: 1) }
        storage[written] = byte
        written += 1
    }

    /// Appends bytes.
    @inlinable public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        if written + length > storage.count { grow(by: length) }
        let offset = written
        storage.withUnsafeMutableBytes { target in
            target.baseAddress.map { ($0 + offset).copyMemory(from: source, byteCount: length) }
        }
        written += length
    }

    /// Appends bytes.
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(UnsafeRawBufferPointer(bytes))
    }

    /// Appends a string's UTF-8.
    @inlinable public mutating func append(_ text: String) {
        // A native string lends its bytes where they are; only another kind is copied first.
        let lent: Void? = text.utf8.withContiguousStorageIfAvailable { append(UnsafeRawBufferPointer($0)) }
        guard lent == nil else { return }
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Appends a literal's UTF-8.
    @inlinable public mutating func append(_ text: StaticString) {
        if text.hasPointerRepresentation {
            append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        } else {
            text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Appends what `body` writes through the cursor it is given, at most `maximumCount` bytes:
    /// one capacity check for a whole token.
    @inline(__always) mutating func appendInPlace(maximumCount: Int, _ body: (inout ByteCursor) -> Void) {
        if written + maximumCount > storage.count { grow(by: maximumCount) }
        let offset = written
        let count = storage.withUnsafeMutableBufferPointer { target -> Int in
            guard let base = target.baseAddress else { return 0 }
            var cursor = ByteCursor(base + offset)
            body(&cursor)
            return min(cursor.count, maximumCount)
        }
        written += count
    }

    /// Appends `byte` `times` times.
    public mutating func append(_ byte: UInt8, times: Int) {
        guard times > 0 else { return }
        if written + times > storage.count { grow(by: times) }
        let offset = written
        storage.withUnsafeMutableBufferPointer { target in
            for index in offset..<(offset + times) { target[index] = byte }
        }
        written += times
    }

    /// Appends a whole number in decimal, or in lower-case hexadecimal with `radix: 16`.
    public mutating func append(number: Int, radix: Int = 10) {
        if number >= 0, number < 10 {
            append(UInt8(ascii: "0") + UInt8(number))
            return
        }
        var magnitude = number.magnitude
        let base = UInt(max(2, min(16, radix)))
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 72) { digits in
            var start = 72
            while magnitude > 0 {
                start -= 1
                let digit = UInt8(magnitude % base)
                digits[start] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                magnitude /= base
            }
            if number < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(UnsafeBufferPointer(rebasing: digits[start..<72]))
        }
    }

    @usableFromInline mutating func grow(by length: Int) {
        var larger = Self.room(storage.count + max(storage.count, length))
        larger.withUnsafeMutableBufferPointer { target in
            storage.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                to.update(from: from, count: written)
            }
        }
        storage = larger
    }

    /// An array of `count` bytes whose contents are not written first (bytes have no invariants,
    /// and only bytes written since are read).
    private static func room(_ count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }
}
