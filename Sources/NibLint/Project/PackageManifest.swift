/// The targets of a `Package.swift`, read from its text without running it: each
/// `.target(name: "X", path: "P")` (also executable, test and macro targets) with its folder.
struct PackageManifest: Sendable {
    /// One target: its name as written, and its folder relative to the package.
    struct Target: Sendable, Hashable {
        /// The target name as written (`Modals-iOS`).
        var name: String
        /// `path:` when given, else nil (the default `Sources/<name>` or `Tests/<name>`).
        var path: String?
        /// Whether it is a test target (default folder `Tests/<name>`).
        var isTest: Bool

        /// The module name the compiler uses (`Modals_iOS`).
        var moduleName: String { ModuleName.c99(name) }
    }

    /// The targets found.
    var targets: [Target]

    private static let kinds = ["target", "executableTarget", "testTarget", "macro", "systemLibrary"]

    /// Reads the targets of a manifest's text. Targets whose name is not a string literal are skipped.
    /// - Parameter text: The text of `Package.swift`.
    init(text: String) {
        let bytes = Array(text.utf8)
        var found: [Target] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: ".") else {
                index += 1
                continue
            }
            var cursor = index + 1
            while cursor < bytes.count, Self.isIdentifierByte(bytes[cursor]) { cursor += 1 }
            let word = String(decoding: bytes[(index + 1)..<cursor], as: UTF8.self)
            var open = cursor
            while open < bytes.count, bytes[open] == 0x20 || bytes[open] == 0x0A || bytes[open] == 0x09 { open += 1 }
            guard Self.kinds.contains(word), open < bytes.count, bytes[open] == UInt8(ascii: "(") else {
                index = max(cursor, index + 1)
                continue
            }
            let arguments = Self.topLevelArguments(bytes, from: open)
            if let name = arguments.strings["name"] {
                found.append(Target(name: name, path: arguments.strings["path"], isTest: word == "testTarget"))
            }
            index = arguments.end
        }
        targets = found
    }

    /// The `label: "string"` arguments at the top level of the call whose `(` is at `open`.
    private static func topLevelArguments(_ bytes: [UInt8], from open: Int) -> (strings: [String: String], end: Int) {
        var strings: [String: String] = [:]
        var depth = 0
        var index = open
        var label = ""
        var lastWord = ""
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return (strings, index + 1) }
            case UInt8(ascii: ":") where depth == 1:
                label = lastWord
            case UInt8(ascii: ","):
                if depth == 1 { label = "" }
            case UInt8(ascii: "\""):
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                    if bytes[end] == UInt8(ascii: "\\") { end += 1 }
                    end += 1
                }
                if depth == 1, !label.isEmpty, strings[label] == nil, end <= bytes.count {
                    strings[label] = String(decoding: bytes[(index + 1)..<min(end, bytes.count)], as: UTF8.self)
                }
                index = end
            default:
                if isIdentifierByte(byte) {
                    var end = index
                    while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                    lastWord = String(decoding: bytes[index..<end], as: UTF8.self)
                    index = end
                    continue
                }
            }
            index += 1
        }
        return (strings, bytes.count)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }
}
