/// Reads the Swift 4-era mangled class names compiled nibs store in `UIClassName`
/// (`_TtC3App3Foo` → `App.Foo`).
///
/// swift-corelibs-foundation's `NSClassFromString` rejects these names, so the loader demangles the
/// simple forms itself and looks the result up in its registry: `_TtC<len><module><len><name>`,
/// nested classes (`_TtCC3App5Outer5Inner` → `App.Outer.Inner`) and the standard-library module
/// abbreviation `s` (`_TtCs12_SwiftObject` → `Swift._SwiftObject`). Generic, private and other
/// forms give nil.
public enum MangledClassName {
    /// The module-qualified, dotted name, or nil when `name` is not a simple mangled class name.
    public static func demangle(_ name: String) -> String? {
        var bytes = Substring(name).utf8[...]
        guard bytes.starts(with: "_Tt".utf8) else { return nil }
        bytes = bytes.dropFirst(3)
        var depth = 0
        while bytes.first == UInt8(ascii: "C") {
            depth += 1
            bytes = bytes.dropFirst()
        }
        guard depth > 0 else { return nil }
        var parts: [String] = []
        if bytes.first == UInt8(ascii: "s") {
            parts.append("Swift")
            bytes = bytes.dropFirst()
        } else {
            guard let module = identifier(&bytes) else { return nil }
            parts.append(module)
        }
        for _ in 0..<depth {
            guard let part = identifier(&bytes) else { return nil }
            parts.append(part)
        }
        guard bytes.isEmpty else { return nil }
        return parts.joined(separator: ".")
    }

    /// The mangled form of a dotted, module-qualified class name (`App.Foo` → `_TtC3App3Foo`).
    public static func mangle(_ qualifiedName: String) -> String? {
        let parts = qualifiedName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts.allSatisfy({ !$0.isEmpty && !($0.first?.isNumber ?? true) }) else { return nil }
        var result = "_Tt" + String(repeating: "C", count: parts.count - 1)
        for part in parts { result += String(part.utf8.count) + part }
        return result
    }

    private static func identifier(_ bytes: inout Substring.UTF8View.SubSequence) -> String? {
        var length = 0
        var digits = 0
        while let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            length = length * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            bytes = bytes.dropFirst()
            if length > 4096 { return nil }
        }
        guard digits > 0, length > 0, bytes.count >= length else { return nil }
        let text = bytes.prefix(length)
        bytes = bytes.dropFirst(length)
        return String(Substring(text))
    }
}
