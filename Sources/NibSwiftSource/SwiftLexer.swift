/// Splits Swift source into tokens in one forward pass, with no recursion: nested block comments
/// use a depth counter and string interpolations an explicit stack of modes.
///
/// Handles line and (nested) block comments, `"…"`, `"""…"""`, raw strings `#"…"#` with any number
/// of `#`, escapes, interpolations `\(…)` containing parentheses, comments and further strings, and
/// extended regex literals `#/…/#`. Never traps on malformed or non-UTF-8 input.
struct SwiftLexer {
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    private var tokens: [SwiftToken] = []
    private var directives: [LexedDirective] = []

    private enum Mode {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    private var modes: [Mode] = []
    private var stringStart = (line: 1, column: 1)

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// A `//` comment whose text starts with ``SwiftSourceScanner/directivePrefix``.
    struct LexedDirective {
        /// The text after `//`.
        var text: String
        /// The 1-based line and UTF-8 column of `//`.
        var line: Int
        var column: Int
        /// The index of the first token after the comment.
        var nextToken: Int
        /// Whether no token precedes the comment on its line.
        var isOwnLine: Bool
    }

    /// Tokenizes the whole text.
    static func tokenize(_ text: String) -> [SwiftToken] {
        lex(text).tokens
    }

    /// Tokenizes the whole text and collects the directive comments.
    static func lex(_ text: String) -> (tokens: [SwiftToken], directives: [LexedDirective]) {
        var lexer = SwiftLexer(text)
        lexer.run()
        return (lexer.tokens, lexer.directives)
    }

    /// At `//`: records the comment if it is a directive. `end` is the offset of the line's end.
    private mutating func recordDirective(end: Int) {
        var start = i + 2
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        let prefix = SwiftSourceScanner.directivePrefix.utf8
        guard end - start >= prefix.count, bytes[start..<(start + prefix.count)].elementsEqual(prefix) else { return }
        directives.append(
            LexedDirective(
                text: String(decoding: bytes[(i + 2)..<end], as: UTF8.self), line: line, column: column,
                nextToken: tokens.count, isOwnLine: tokens.last.map { $0.line != line } ?? true))
    }

    private func byte(_ offset: Int) -> UInt8 {
        let j = i + offset
        return j < bytes.count ? bytes[j] : 0
    }

    private var column: Int { i - lineStart + 1 }

    private mutating func newline() {
        line += 1
        lineStart = i + 1
    }

    private mutating func run() {
        while i < bytes.count {
            if case .string(let hashes, let multiline)? = modes.last {
                scanString(hashes: hashes, multiline: multiline)
            } else {
                scanCode()
            }
        }
        if !modes.isEmpty {
            modes.removeAll()
            emitString()
        }
    }

    private mutating func emitString() {
        tokens.append(SwiftToken(kind: .string, text: "", line: stringStart.line, column: stringStart.column))
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    private static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }

    /// Skips whitespace or a comment at `i`; returns whether it did.
    private mutating func skipTrivia() -> Bool {
        let c = bytes[i]
        switch c {
        case UInt8(ascii: "\n"):
            newline()
            i += 1
            return true
        case UInt8(ascii: "\r"):
            if byte(1) != UInt8(ascii: "\n") { newline() }
            i += 1
            return true
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            i += 1
            return true
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            var end = i
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
            if modes.isEmpty { recordDirective(end: end) }
            i = end
            return true
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            i += 2
            var depth = 1
            while i < bytes.count, depth > 0 {
                let d = bytes[i]
                if d == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                    depth += 1
                    i += 2
                } else if d == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                    depth -= 1
                    i += 2
                } else {
                    if d == UInt8(ascii: "\n") || (d == UInt8(ascii: "\r") && byte(1) != UInt8(ascii: "\n")) {
                        newline()
                    }
                    i += 1
                }
            }
            return true
        default:
            return false
        }
    }

    /// If a string literal (or `#/regex/#`) starts at `i`, enters it and returns true.
    private mutating func startLiteral() -> Bool {
        var hashes = 0
        while byte(hashes) == UInt8(ascii: "#") { hashes += 1 }
        let quote = byte(hashes)
        if quote == UInt8(ascii: "\"") {
            if modes.isEmpty { stringStart = (line, column) }
            let multiline = byte(hashes + 1) == UInt8(ascii: "\"") && byte(hashes + 2) == UInt8(ascii: "\"")
            i += hashes + (multiline ? 3 : 1)
            modes.append(.string(hashes: hashes, multiline: multiline))
            return true
        }
        if hashes > 0, quote == UInt8(ascii: "/") {
            if modes.isEmpty { stringStart = (line, column) }
            i += hashes + 1
            while i < bytes.count {
                if bytes[i] == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                    i += 1 + hashes
                    break
                }
                if bytes[i] == UInt8(ascii: "\n") { newline() }
                i += 1
            }
            if modes.isEmpty { emitString() }
            return true
        }
        return false
    }

    private mutating func scanCode() {
        if skipTrivia() { return }
        if startLiteral() { return }
        let c = bytes[i]
        if case .interpolation(let depth)? = modes.last {
            scanInterpolation(c, depth: depth)
            return
        }
        let start = i
        let startColumn = column
        if Self.isIdentifierStart(c) {
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            append(.identifier(escaped: false), from: start, column: startColumn)
        } else if Self.isDigit(c) {
            while i < bytes.count,
                Self.isIdentifierBody(bytes[i]) || (bytes[i] == UInt8(ascii: ".") && Self.isDigit(byte(1)))
            {
                i += 1
            }
            append(.number, from: start, column: startColumn)
        } else if c == UInt8(ascii: "`") {
            scanEscapedIdentifier()
        } else if c == UInt8(ascii: "@") || c == UInt8(ascii: "#"), Self.isIdentifierStart(byte(1)) {
            i += 1
            while i < bytes.count, Self.isIdentifierBody(bytes[i]) { i += 1 }
            let text = String(decoding: bytes[(start + 1)..<i], as: UTF8.self)
            let kind: SwiftToken.Kind = c == UInt8(ascii: "@") ? .attribute : .pound
            tokens.append(SwiftToken(kind: kind, text: text, line: line, column: startColumn))
        } else if c == UInt8(ascii: "-"), byte(1) == UInt8(ascii: ">") {
            i += 2
            append(.arrow, from: start, column: startColumn)
        } else if c < 0x80 {
            i += 1
            append(.punct, from: start, column: startColumn)
        } else {
            i += 1
        }
    }

    /// Inside `\( … )`: only parentheses matter (the one that closes the interpolation ends it);
    /// nothing is emitted.
    private mutating func scanInterpolation(_ c: UInt8, depth: Int) {
        if c == UInt8(ascii: "(") {
            modes[modes.count - 1] = .interpolation(depth: depth + 1)
        } else if c == UInt8(ascii: ")") {
            if depth == 0 {
                modes.removeLast()
            } else {
                modes[modes.count - 1] = .interpolation(depth: depth - 1)
            }
        }
        i += 1
    }

    /// At a backtick: an escaped identifier up to the closing backtick on the same line, else the
    /// backtick alone as punctuation.
    private mutating func scanEscapedIdentifier() {
        let start = i
        let startColumn = column
        var j = i + 1
        while j < bytes.count, bytes[j] != UInt8(ascii: "`"), bytes[j] != UInt8(ascii: "\n") { j += 1 }
        if j < bytes.count, bytes[j] == UInt8(ascii: "`") {
            let text = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
            tokens.append(SwiftToken(kind: .identifier(escaped: true), text: text, line: line, column: startColumn))
            i = j + 1
        } else {
            i += 1
            append(.punct, from: start, column: startColumn)
        }
    }

    private mutating func append(_ kind: SwiftToken.Kind, from start: Int, column: Int) {
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        tokens.append(SwiftToken(kind: kind, text: text, line: line, column: column))
    }

    /// Advances through string contents until the literal closes, an interpolation opens, or a
    /// single-line string meets the end of its line (unterminated; closed there to recover).
    private mutating func scanString(hashes: Int, multiline: Bool) {
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\\"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                let next = byte(1 + hashes)
                if next == UInt8(ascii: "(") {
                    i += 2 + hashes
                    modes.append(.interpolation(depth: 0))
                    return
                }
                i += 1 + hashes
                // The escaped character: skip it unless it is a line break, which must be counted.
                if i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                let closes =
                    (0..<quotes).allSatisfy { byte($0) == UInt8(ascii: "\"") }
                    && (0..<hashes).allSatisfy { byte(quotes + $0) == UInt8(ascii: "#") }
                if closes {
                    i += quotes + hashes
                    closeString()
                    return
                }
                i += 1
                continue
            }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                if !multiline {
                    closeString()
                    return
                }
                if c == UInt8(ascii: "\n") || byte(1) != UInt8(ascii: "\n") { newline() }
            }
            i += 1
        }
    }

    private mutating func closeString() {
        modes.removeLast()
        if modes.isEmpty { emitString() }
    }
}
