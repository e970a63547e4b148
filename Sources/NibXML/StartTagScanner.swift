internal import Glibc
import NibDiagnostics

/// A limit of ``ReaderLimits`` that the input passes, found before or while libxml2 reads it.
struct LimitViolation: Sendable, Hashable {
    /// The diagnostic id (`too-many-attributes`, …).
    let id: DiagnosticID
    /// What passed which limit, lower case.
    let message: String
    /// The offset in the file of the first byte of the offending name, when known.
    let offset: Int?
}

/// Follows one start tag byte by byte, counting its attributes (namespace declarations included)
/// and measuring its names and values, so that a tag libxml2 is still buffering can be rejected
/// before libxml2 parses it (its duplicate-attribute check is quadratic in the attribute count).
///
/// The scanner starts after the `<` and stops at the `>` outside quotes. Input that is not a
/// well-formed tag is followed loosely: libxml2 reports it once it sees the whole tag. Input in
/// UTF-16 is read in units of two bytes (`unitWidth`), so that only ASCII characters count.
struct StartTagScanner {
    private enum State {
        case elementName, between, attributeName, afterName, afterEquals, value
    }

    let limits: ReaderLimits
    /// The file offset of the tag's `<`.
    let tagOffset: Int
    private var state = State.elementName
    private var quote: UInt8 = 0
    /// The attributes seen so far.
    private(set) var attributeCount = 0
    /// The length of the current name or value.
    private var runLength = 0
    /// The file offset of the current attribute's name.
    private var nameOffset = 0
    /// Whether the closing `>` has been seen.
    private(set) var isComplete = false
    /// The first byte of a two-byte unit whose second byte has not been seen, and its unit index.
    private var pendingByte: (byte: UInt8, unit: Int)?

    init(limits: ReaderLimits, tagOffset: Int) {
        self.limits = limits
        self.tagOffset = tagOffset
    }

    /// Scans `bytes`, the first of which is at file offset `firstOffset`.
    /// - Parameters:
    ///   - unitWidth: 1 for UTF-8 and other ASCII-compatible encodings, 2 for UTF-16.
    ///   - bigEndian: For UTF-16, whether the high byte comes first.
    /// - Returns: The number of bytes consumed (up to and including the `>`, else all of them) and
    ///   the first limit passed, if any.
    mutating func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, firstOffset: Int, unitWidth: Int = 1, bigEndian: Bool = false
    ) -> (consumed: Int, violation: LimitViolation?) {
        guard let base = bytes.baseAddress, !isComplete else { return (0, nil) }
        var index = 0
        while index < bytes.count {
            let offset = firstOffset + index
            var character: UInt8
            if unitWidth == 2 {
                let byte = base[index]
                index += 1
                let unit = offset >> 1
                guard offset & 1 == 1 else {
                    pendingByte = (byte, unit)
                    continue
                }
                guard let first = pendingByte, first.unit == unit else {
                    character = 0x80  // half a unit: not ASCII
                    pendingByte = nil
                    if let violation = take(character, at: offset - 1) { return (index, violation) }
                    continue
                }
                pendingByte = nil
                let value =
                    bigEndian ? (UInt16(first.byte) << 8 | UInt16(byte)) : (UInt16(byte) << 8 | UInt16(first.byte))
                character = value < 0x80 ? UInt8(value) : 0x80
                if let violation = take(character, at: offset - 1) { return (index, violation) }
            } else {
                if state == .value {
                    // The hot case (a huge value): jump to the closing quote.
                    let remaining = bytes.count - index
                    let found = memchr(base + index, Int32(quote), remaining)
                    let run = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base + index) } ?? remaining
                    runLength += run
                    if runLength > limits.maximumAttributeValueBytes { return (index + run, valueViolation()) }
                    index += run
                    guard index < bytes.count else { break }
                }
                character = base[index]
                index += 1
                if let violation = take(character, at: offset) { return (index, violation) }
            }
            if isComplete { return (index, nil) }
        }
        return (index, nil)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Follows one character (0x80 stands for any character outside ASCII).
    private mutating func take(_ character: UInt8, at offset: Int) -> LimitViolation? {
        let isSpace = Self.isSpace(character)
        switch state {
        case .elementName:
            if isSpace || character == UInt8(ascii: "/") {
                state = .between
            } else if character == UInt8(ascii: ">") {
                isComplete = true
            } else {
                runLength += 1
                if runLength > limits.maximumNameBytes { return nameViolation(element: true) }
            }
        case .between:
            if character == UInt8(ascii: ">") {
                isComplete = true
            } else if !isSpace, character != UInt8(ascii: "/") {
                startName(at: offset)
            }
        case .attributeName, .afterName:
            return takeInAttributeName(character, at: offset, isSpace: isSpace)
        case .afterEquals:
            if character == UInt8(ascii: "\"") || character == UInt8(ascii: "'") {
                quote = character
                runLength = 0
                state = .value
            } else if character == UInt8(ascii: ">") {
                isComplete = true
            } else if !isSpace {
                state = .between
            }
        case .value:
            if character == quote {
                state = .between
            } else {
                runLength += 1
                if runLength > limits.maximumAttributeValueBytes { return valueViolation() }
            }
        }
        return nil
    }

    /// Follows one character in or just after an attribute's name: `=` counts the attribute.
    private mutating func takeInAttributeName(_ character: UInt8, at offset: Int, isSpace: Bool) -> LimitViolation? {
        if character == UInt8(ascii: "=") {
            attributeCount += 1
            state = .afterEquals
            if attributeCount > limits.maximumAttributesPerElement { return countViolation() }
        } else if isSpace {
            state = .afterName
        } else if character == UInt8(ascii: ">") {
            isComplete = true
        } else if state == .afterName {
            startName(at: offset)
        } else {
            runLength += 1
            if runLength > limits.maximumNameBytes { return nameViolation(element: false) }
        }
        return nil
    }

    private mutating func startName(at offset: Int) {
        state = .attributeName
        nameOffset = offset
        runLength = 1
    }

    private func countViolation() -> LimitViolation {
        LimitViolation(
            id: .tooManyAttributes,
            message: "an element has more than \(limits.maximumAttributesPerElement) attributes; nibload stops here",
            offset: nameOffset)
    }

    private func valueViolation() -> LimitViolation {
        LimitViolation(
            id: .attributeValueTooLarge,
            message: "an attribute value is longer than \(limits.maximumAttributeValueBytes) bytes; nibload stops here",
            offset: nameOffset)
    }

    private func nameViolation(element: Bool) -> LimitViolation {
        LimitViolation(
            id: .nameTooLong,
            message:
                "\(element ? "an element" : "an attribute") name is longer than \(limits.maximumNameBytes) bytes; nibload stops here",
            offset: element ? tagOffset : nameOffset)
    }
}
