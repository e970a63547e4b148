public import NibJSON
public import NibPrimitives

/// The value of one argument of a traced callback.
nonisolated public enum TraceValue: Sendable, Hashable, CustomStringConvertible {
    /// A boolean, printed `true`/`false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number, printed in its shortest form.
    case number(Double)
    /// A string, printed in double quotes.
    case string(String)
    /// A name printed bare: an object label, a size, an enum case.
    case symbol(String)
    /// No value, printed `nil`.
    case null

    /// A size as a bare `WxH` symbol.
    public static func size(_ size: Size) -> TraceValue { .symbol(size.description) }
    /// A rectangle as a bare `(x, y, WxH)` symbol.
    public static func rect(_ rect: Rect) -> TraceValue { .symbol(rect.description) }

    /// The text form used in trace lines.
    public var description: String {
        switch self {
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .number(let value): value.compact
        case .string(let value): JSONWriter.quoted(value)
        case .symbol(let value): value
        case .null: "nil"
        }
    }

    /// The JSON form: booleans and numbers as themselves, `nil` as `null`, everything else as a
    /// string.
    public var json: JSONValue {
        switch self {
        case .bool(let value): .bool(value)
        case .int(let value): .int(value)
        case .number(let value): value.isFinite ? .number(value.compact) : .null
        case .string(let value), .symbol(let value): .string(value)
        case .null: .null
        }
    }
}

/// One labelled argument of a traced callback: `animated: true`.
nonisolated public struct TraceArgument: Sendable, Hashable, CustomStringConvertible {
    /// The argument label (`animated`, `toParent`, `to`); empty for an unlabelled argument.
    public var label: String
    /// The value.
    public var value: TraceValue

    /// Creates an argument.
    public init(_ label: String, _ value: TraceValue) {
        self.label = label
        self.value = value
    }

    /// `label: value`, or just the value when unlabelled.
    public var description: String { label.isEmpty ? value.description : "\(label): \(value)" }
}
