internal import FoundationEssentials

/// Encodes values as the reporters' JSON: pretty-printed, keys sorted, slashes unescaped.
enum JSONOutput {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
        } catch {
            // Only strings, integers, arrays and objects are encoded, which cannot fail.
            return "[]\n"
        }
    }
}
