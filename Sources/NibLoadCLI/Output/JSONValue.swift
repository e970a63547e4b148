/// A JSON value with ordered object keys, written by hand so that output is deterministic and the
/// command line needs no Foundation for it.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.rendered() == rhs.rendered() }

    /// An optional string as `null` or a string.
    static func optional(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    /// Renders the value, pretty-printed with two-space indentation.
    func rendered() -> String {
        var output = ""
        // Explicit stack: the value's depth never becomes recursion depth.
        enum Work {
            case value(JSONValue, indent: Int)
            case text(String)
        }
        var stack: [Work] = [.value(self, indent: 0)]
        while let work = stack.popLast() {
            switch work {
            case let .text(text):
                output += text
            case let .value(value, indent):
                switch value {
                case .null: output += "null"
                case let .bool(flag): output += flag ? "true" : "false"
                case let .int(number): output += String(number)
                case let .double(number):
                    output += number.isFinite ? (Int(exactly: number).map(String.init) ?? String(number)) : "null"
                case let .string(text): output += Self.quoted(text)
                case let .array(items):
                    if items.isEmpty {
                        output += "[]"
                        continue
                    }
                    let pad = String(repeating: "  ", count: indent + 1)
                    var pending: [Work] = [.text("[\n")]
                    for (position, item) in items.enumerated() {
                        pending.append(.text(pad))
                        pending.append(.value(item, indent: indent + 1))
                        pending.append(.text(position + 1 < items.count ? ",\n" : "\n"))
                    }
                    pending.append(.text(String(repeating: "  ", count: indent) + "]"))
                    stack.append(contentsOf: pending.reversed())
                case let .object(members):
                    if members.isEmpty {
                        output += "{}"
                        continue
                    }
                    let pad = String(repeating: "  ", count: indent + 1)
                    var pending: [Work] = [.text("{\n")]
                    for (position, member) in members.enumerated() {
                        pending.append(.text(pad + Self.quoted(member.0) + ": "))
                        pending.append(.value(member.1, indent: indent + 1))
                        pending.append(.text(position + 1 < members.count ? ",\n" : "\n"))
                    }
                    pending.append(.text(String(repeating: "  ", count: indent) + "}"))
                    stack.append(contentsOf: pending.reversed())
                }
            }
        }
        return output
    }

    /// A JSON string literal, escaping quotes, backslashes and control characters.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
