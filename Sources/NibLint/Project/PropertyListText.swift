/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
enum PropertyListValue: Sendable {
    /// A quoted or bare string.
    case string(String)
    /// `( a, b, )`.
    case array([PropertyListValue])
    /// `{ key = value; }`.
    case dictionary([String: PropertyListValue])

    /// The string, if it is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The dictionary, if it is one.
    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array (other elements skipped); empty if it is not an array.
    var strings: [String] {
        if case .array(let values) = self { return values.compactMap(\.string) }
        return []
    }
}

/// Parses old-style property list text with an explicit stack (no recursion), at most 200 levels
/// deep; malformed text gives nil, never a crash.
enum PropertyListText {
    private enum Container {
        case array([PropertyListValue])
        case dictionary([String: PropertyListValue], pendingKey: String?)
    }

    /// Parses a whole document.
    /// - Parameter text: The text.
    /// - Returns: The root value, or nil when the text is not a property list.
    static func parse(_ text: String) -> PropertyListValue? {
        var scanner = Scanner(bytes: Array(text.utf8))
        var stack: [Container] = []
        var root: PropertyListValue?
        // Adds a finished value to the innermost container (or makes it the root).
        func deliver(_ value: PropertyListValue) -> Bool {
            guard let top = stack.popLast() else {
                root = value
                return true
            }
            switch top {
            case .array(var values):
                values.append(value)
                stack.append(.array(values))
            case .dictionary(var entries, let key):
                if let key {
                    entries[key] = value
                    stack.append(.dictionary(entries, pendingKey: nil))
                } else {
                    guard let name = value.string else { return false }
                    stack.append(.dictionary(entries, pendingKey: name))
                }
            }
            return true
        }
        while let token = scanner.next() {
            switch token {
            case .open("{"), .open("("):
                guard stack.count < 200 else { return nil }
                stack.append(token == .open("{") ? .dictionary([:], pendingKey: nil) : .array([]))
            case .close("}"):
                guard case .dictionary(let entries, nil)? = stack.popLast(), deliver(.dictionary(entries)) else {
                    return nil
                }
            case .close(")"):
                guard case .array(let values)? = stack.popLast(), deliver(.array(values)) else { return nil }
            case .word(let text):
                guard deliver(.string(text)) else { return nil }
            case .punct("="):
                guard case .dictionary(_, .some)? = stack.last else { return nil }
            case .punct(";"), .punct(","):
                continue
            default:
                return nil
            }
            if root != nil && stack.isEmpty { return root }
        }
        return root
    }

    private enum Token: Equatable {
        case open(Character)
        case close(Character)
        case punct(Character)
        case word(String)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        mutating func next() -> Token? {
            skipSpaceAndComments()
            guard index < bytes.count else { return nil }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                index += 1
                return .open(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                index += 1
                return .close(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","):
                index += 1
                return .punct(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: "\""):
                index += 1
                var value: [UInt8] = []
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case UInt8(ascii: "n"): value.append(0x0A)
                        case UInt8(ascii: "t"): value.append(0x09)
                        default: value.append(bytes[index])
                        }
                    } else {
                        value.append(bytes[index])
                    }
                    index += 1
                }
                index += 1
                return .word(String(decoding: value, as: UTF8.self))
            default:
                let start = index
                while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
                guard index > start else {
                    index += 1
                    return .punct("?")
                }
                return .word(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        private static func isDelimiter(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "="), UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "\""):
                true
            default: false
            }
        }

        private mutating func skipSpaceAndComments() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count,
                        !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                    {
                        index += 1
                    }
                    index += 2
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                } else {
                    return
                }
            }
        }
    }
}
