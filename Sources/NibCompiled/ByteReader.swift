/// A bounds-checked cursor over the bytes of a binary file: every read either succeeds or throws a
/// ``CompiledFormatError`` at the offset it failed, never traps.
struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    init(_ bytes: [UInt8], offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { max(0, bytes.count - offset) }

    @inline(__always)
    mutating func byte() throws(CompiledFormatError) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw CompiledFormatError("unexpected end of file", at: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// `count` bytes as an array (checked against what is left before anything is allocated).
    mutating func take(_ count: Int) throws(CompiledFormatError) -> [UInt8] {
        guard count >= 0, count <= remaining else {
            throw CompiledFormatError("a length of \(count) bytes runs past the end of the file", at: offset)
        }
        defer { offset += count }
        return Array(bytes[offset..<offset + count])
    }

    /// The bytes of a class name stored in `length` bytes (checked against what is left), without
    /// its terminating zero byte when it has one; the cursor moves past all `length`.
    mutating func className(length: Int) throws(CompiledFormatError) -> Range<Int> {
        guard length >= 0, length <= remaining else {
            throw CompiledFormatError("a length of \(length) bytes runs past the end of the file", at: offset)
        }
        let start = offset
        offset += length
        return start..<(length > 0 && bytes[offset - 1] == 0 ? offset - 1 : offset)
    }

    /// The bytes of `range` (within ``bytes``) decoded as UTF-8, without copying them first.
    func string(_ range: Range<Int>) -> String {
        BinaryFiles.string(bytes, at: range.lowerBound, count: range.count)
    }

    /// A little-endian unsigned integer of `width` bytes.
    mutating func littleEndian(_ width: Int) throws(CompiledFormatError) -> UInt64 {
        precondition((0...8).contains(width), "an integer of at most 8 bytes")
        guard offset >= 0, width <= remaining else { throw CompiledFormatError("unexpected end of file", at: offset) }
        let start = offset
        offset += width
        return bytes.withUnsafeBytes { raw in
            switch width {
            case 4: UInt64(raw.loadUnaligned(fromByteOffset: start, as: UInt32.self).littleEndian)
            case 8: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self).littleEndian
            default: (0..<width).reduce(0) { $0 | UInt64(raw[start + $1]) << (8 * UInt64($1)) }
            }
        }
    }

    /// A big-endian unsigned integer of `width` bytes (at most 8).
    mutating func bigEndian(_ width: Int) throws(CompiledFormatError) -> UInt64 {
        guard width <= 8 else { throw CompiledFormatError("an integer of \(width) bytes is too wide", at: offset) }
        guard width <= remaining else { throw CompiledFormatError("unexpected end of file", at: offset) }
        var value: UInt64 = 0
        for index in 0..<width { value = value << 8 | UInt64(bytes[offset + index]) }
        offset += width
        return value
    }

    /// A NIBArchive variable-length integer: 7-bit groups, least significant first, the high bit
    /// set on the LAST byte.
    @inline(__always)
    mutating func varint() throws(CompiledFormatError) -> Int {
        let start = offset
        var value = 0
        var shift = 0
        while true {
            guard offset < bytes.count else {
                throw CompiledFormatError("variable-length integer runs past the end of the file", at: start)
            }
            let byte = bytes[offset]
            offset += 1
            guard shift <= 56 else {
                throw CompiledFormatError("variable-length integer is longer than 63 bits", at: start)
            }
            value |= Int(byte & 0x7F) << shift
            if byte & 0x80 != 0 { return value }
            shift += 7
        }
    }
}

/// Appends NIBArchive and plist integers to a byte buffer.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F))
            rest >>= 7
        }
        bytes.append(UInt8(rest) | 0x80)
    }

    mutating func littleEndian(_ value: UInt64, width: Int) {
        for shift in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(shift)))) }
    }

    mutating func bigEndian(_ value: UInt64, width: Int) {
        for index in (0..<width).reversed() { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(index)))) }
    }
}
