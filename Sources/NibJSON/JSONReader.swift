/// Why a text is not JSON.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    /// What is wrong, lower case.
    public var message: String
    /// Where.
    public var position: JSONPosition
}

/// Reads JSON text (RFC 8259) into a ``JSONValue``, iteratively, with positions.
public enum JSONReader {
    /// The deepest nesting accepted; nibload's own files never come close.
    public static let maximumDepth = 512

    /// Parses a complete JSON text.
    /// - Parameter text: The text.
    /// - Returns: The value.
    /// - Throws: ``JSONSyntaxError`` with the position of the first problem.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var scanner = Scanner(bytes: Array(text.utf8))
        return try scanner.parseDocument()
    }

    private struct Scanner {
        let bytes: [UInt8]
        var offset = 0
        var line = 1
        var lineStart = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
                offset = 3
                lineStart = 3
            }
        }

        var position: JSONPosition { JSONPosition(line: line, column: offset - lineStart + 1) }

        func error(_ message: String, at position: JSONPosition? = nil) -> JSONSyntaxError {
            JSONSyntaxError(message: message, position: position ?? self.position)
        }

        mutating func skipSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0D:
                    offset += 1
                case 0x0A:
                    offset += 1
                    line += 1
                    lineStart = offset
                default:
                    return
                }
            }
        }

        /// A container being filled. A class, so that appending never copies what is already
        /// there (appending to an array held in an enum payload copies it: quadratic in its size).
        final class Frame {
            let start: JSONPosition
            let isObject: Bool
            var elements: [JSONValue] = []
            var members: [JSONValue.Member] = []
            /// The keys so far, so that a duplicate is found in constant time.
            var keys: Set<String> = []
            var pendingKey: (String, JSONPosition)?

            init(start: JSONPosition, isObject: Bool) {
                self.start = start
                self.isObject = isObject
            }

            /// The finished container.
            var value: JSONValue {
                JSONValue(kind: isObject ? .object(members) : .array(elements), position: start)
            }
        }

        /// The document: one value, read with an explicit stack of open containers (no recursion).
        mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
            var stack: [Frame] = []
            skipSpace()
            if offset >= bytes.count { throw error("the file is empty; expected a JSON object") }
            while true {
                skipSpace()
                var finished: JSONValue?
                if let top = stack.last, top.isObject, top.pendingKey == nil {
                    // Inside an object, a key (or the end) comes first.
                    guard let closed = try parseKeyOrEnd(&stack) else { continue }
                    finished = closed
                } else if let top = stack.last, !top.isObject, top.elements.isEmpty, offset < bytes.count,
                    bytes[offset] == UInt8(ascii: "]")
                {
                    offset += 1
                    stack.removeLast()
                    finished = top.value
                }
                if finished == nil {
                    guard let value = try parseValueStart(&stack) else { continue }
                    finished = value
                }
                if let finished, let document = try complete(finished, in: &stack) { return document }
            }
        }

        /// In an object awaiting a key: reads the key and its `:` (nil), or the `}` of an empty
        /// object (the object).
        mutating func parseKeyOrEnd(_ stack: inout [Frame]) throws(JSONSyntaxError) -> JSONValue? {
            guard let frame = stack.last, frame.isObject else { return nil }
            guard offset < bytes.count else { throw error("unexpected end of input inside an object") }
            if bytes[offset] == UInt8(ascii: "}"), frame.members.isEmpty {
                offset += 1
                stack.removeLast()
                return frame.value
            }
            guard bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyPosition = position
            let key = try parseString()
            if !frame.keys.insert(key).inserted { throw error("duplicate key '\(key)'", at: keyPosition) }
            skipSpace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                throw error("expected ':' after the key '\(key)'")
            }
            offset += 1
            frame.pendingKey = (key, keyPosition)
            return nil
        }

        /// A value starting here: a scalar (returned), or a container opened on the stack (nil).
        mutating func parseValueStart(_ stack: inout [Frame]) throws(JSONSyntaxError) -> JSONValue? {
            guard offset < bytes.count else { throw error("unexpected end of input; expected a value") }
            let start = position
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < JSONReader.maximumDepth else { throw error("nesting is too deep", at: start) }
                let isObject = bytes[offset] == UInt8(ascii: "{")
                offset += 1
                stack.append(Frame(start: start, isObject: isObject))
                return nil
            case UInt8(ascii: "\""):
                return JSONValue(kind: .string(try parseString()), position: start)
            case UInt8(ascii: "t"):
                try expectWord("true")
                return JSONValue(kind: .bool(true), position: start)
            case UInt8(ascii: "f"):
                try expectWord("false")
                return JSONValue(kind: .bool(false), position: start)
            case UInt8(ascii: "n"):
                try expectWord("null")
                return JSONValue(kind: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONValue(kind: .number(try parseNumber()), position: start)
            default:
                throw error("unexpected character '\(Self.describe(bytes[offset]))'; expected a value")
            }
        }

        /// Hands a complete value to the enclosing containers, closing each one it ends; returns the
        /// document when no container is left, nil when the next member or element is due.
        mutating func complete(_ value: JSONValue, in stack: inout [Frame]) throws(JSONSyntaxError) -> JSONValue? {
            var finished: JSONValue? = value
            while let value = finished {
                guard let top = stack.last else {
                    skipSpace()
                    if offset < bytes.count {
                        throw error("unexpected '\(Self.describe(bytes[offset]))' after the end of the JSON value")
                    }
                    return value
                }
                skipSpace()
                if top.isObject {
                    if let (key, keyPosition) = top.pendingKey {
                        top.members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: value))
                        top.pendingKey = nil
                    }
                    finished = try closeOrContinue(top, closing: "}", in: "an object", &stack)
                } else {
                    top.elements.append(value)
                    finished = try closeOrContinue(top, closing: "]", in: "an array", &stack)
                }
            }
            return nil
        }

        /// After a member or element: a `,` keeps the container open (nil), its closing bracket
        /// takes it off the stack (the container's value).
        mutating func closeOrContinue(
            _ top: Frame, closing: Character, in container: String, _ stack: inout [Frame]
        ) throws(JSONSyntaxError) -> JSONValue? {
            let next = offset < bytes.count ? bytes[offset] : nil
            if next == UInt8(ascii: ",") {
                offset += 1
                try rejectTrailingComma(closing: closing)
                return nil
            }
            if let ascii = closing.asciiValue, next == ascii {
                offset += 1
                stack.removeLast()
                return top.value
            }
            throw error(next == nil ? "unexpected end of input inside \(container)" : "expected ',' or '\(closing)'")
        }

        mutating func rejectTrailingComma(closing: Character) throws(JSONSyntaxError) {
            skipSpace()
            if offset < bytes.count, let ascii = closing.asciiValue, bytes[offset] == ascii {
                throw error("trailing comma before '\(closing)'")
            }
        }

        static func describe(_ byte: UInt8) -> String {
            if byte >= 0x20, byte < 0x7F { return String(UnicodeScalar(byte)) }
            return "\\u{" + String(byte, radix: 16) + "}"
        }

        mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
            let start = position
            for byte in word.utf8 {
                guard offset < bytes.count, bytes[offset] == byte else {
                    throw error("invalid literal; expected '\(word)'", at: start)
                }
                offset += 1
            }
        }

        mutating func parseNumber() throws(JSONSyntaxError) -> String {
            let start = offset
            let startPosition = position
            func digits() -> Int {
                var count = 0
                while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 {
                    offset += 1
                    count += 1
                }
                return count
            }
            if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "0") {
                offset += 1
            } else if digits() == 0 {
                throw error("invalid number", at: startPosition)
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                if digits() == 0 { throw error("invalid number: digits expected after '.'", at: startPosition) }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                    offset += 1
                }
                if digits() == 0 { throw error("invalid number: digits expected in the exponent", at: startPosition) }
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func parseString() throws(JSONSyntaxError) -> String {
            let start = position
            offset += 1  // the opening quote
            var result: [UInt8] = []
            while true {
                guard offset < bytes.count else { throw error("unterminated string", at: start) }
                let byte = bytes[offset]
                switch byte {
                case UInt8(ascii: "\""):
                    offset += 1
                    return String(decoding: result, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    try parseEscape(into: &result, stringStart: start)
                case 0x00..<0x20:
                    throw error("control character in a string (newlines must be written \\n)")
                default:
                    result.append(byte)
                    offset += 1
                }
            }
        }

        /// A backslash escape in a string, appended to `result` as UTF-8.
        mutating func parseEscape(into result: inout [UInt8], stringStart: JSONPosition) throws(JSONSyntaxError) {
            let escapePosition = position
            offset += 1
            guard offset < bytes.count else { throw error("unterminated string", at: stringStart) }
            let escaped = bytes[offset]
            offset += 1
            switch escaped {
            case UInt8(ascii: "\""): result.append(0x22)
            case UInt8(ascii: "\\"): result.append(0x5C)
            case UInt8(ascii: "/"): result.append(0x2F)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape(at: escapePosition)
                UTF8.encode(scalar) { result.append($0) }
            default: throw error("invalid escape '\\\(Self.describe(escaped))' in a string", at: escapePosition)
            }
        }

        /// The scalar of a `\u` escape (after the `u`), a surrogate pair read whole.
        mutating func parseUnicodeEscape(at escapePosition: JSONPosition) throws(JSONSyntaxError) -> Unicode.Scalar {
            var scalar = try hex4(at: escapePosition)
            if scalar >= 0xD800, scalar < 0xDC00 {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
                    bytes[offset + 1] == UInt8(ascii: "u")
                else { throw error("unpaired surrogate in \\u escape", at: escapePosition) }
                offset += 2
                let low = try hex4(at: escapePosition)
                guard low >= 0xDC00, low < 0xE000 else {
                    throw error("unpaired surrogate in \\u escape", at: escapePosition)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00, scalar < 0xE000 {
                throw error("unpaired surrogate in \\u escape", at: escapePosition)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: escapePosition) }
            return unicode
        }

        mutating func hex4(at escapePosition: JSONPosition) throws(JSONSyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard offset < bytes.count else { throw error("invalid \\u escape", at: escapePosition) }
                let byte = bytes[offset]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
                default: throw error("invalid \\u escape", at: escapePosition)
                }
                value = value * 16 + digit
                offset += 1
            }
            return value
        }
    }
}
