internal import NibJSON

/// The reporters' JSON: nibload's one JSON style, every object's keys sorted.
enum JSONOutput {
    static func render(_ value: JSONValue) -> String { value.rendered(sortedKeys: true) }

    /// `null` for nil, else the number.
    static func integer(_ number: Int?) -> JSONValue { number.map(JSONValue.int) ?? .null }
}
