/// Splits Objective-C source (`.h`, `.m`, `.mm`) into the tokens ``ObjCDeclarationParser`` reads,
/// in one forward pass with no recursion.
///
/// Produces the same token kinds as the Swift lexer: `@interface`, `@end`, … are `.attribute`
/// tokens named without `@`; `"…"`, `@"…"` and `'…'` literals are one `.string` token; comments and
/// whitespace are dropped. Preprocessor lines (`#import`, `#define` with `\` continuations, `#if`,
/// `#pragma`) are dropped too, so every `#if` branch is read, as the Swift scanner does. `// nibload:`
/// comments are kept as directives. Never traps on malformed or non-UTF-8 input: an unterminated
/// literal or comment ends at the end of its line or of the text.
struct ObjCLexer {
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// Whether only whitespace precedes `i` on its line (where `#` starts a preprocessor line).
    private var atLineStart = true
    private var tokens: [SwiftToken] = []
    private var directives: [SwiftLexer.LexedDirective] = []

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Tokenizes the whole text and collects the directive comments.
    static func lex(_ text: String) -> (tokens: [SwiftToken], directives: [SwiftLexer.LexedDirective]) {
        var lexer = ObjCLexer(text)
        lexer.run()
        return (lexer.tokens, lexer.directives)
    }

    private func byte(_ offset: Int) -> UInt8 {
        let j = i + offset
        return j < bytes.count ? bytes[j] : 0
    }

    private var column: Int { i - lineStart + 1 }

    /// Steps over the byte at `i`, keeping the line count.
    private mutating func advance() {
        if bytes[i] == UInt8(ascii: "\n") || (bytes[i] == UInt8(ascii: "\r") && byte(1) != UInt8(ascii: "\n")) {
            line += 1
            lineStart = i + 1
            atLineStart = true
        }
        i += 1
    }

    private static func isIdentifierStart(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c == 0x24 || c >= 0x80
    }

    private static func isIdentifierBody(_ c: UInt8) -> Bool {
        isIdentifierStart(c) || (c >= 0x30 && c <= 0x39)
    }

    private mutating func emit(_ kind: SwiftToken.Kind, text: String, line: Int, column: Int) {
        tokens.append(SwiftToken(kind: kind, text: text, line: line, column: column))
        atLineStart = false
    }

    private mutating func run() {
        while i < bytes.count {
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
                advance()
            case UInt8(ascii: "\\") where byte(1) == UInt8(ascii: "\n") || byte(1) == UInt8(ascii: "\r"):
                i += 1  // a line splice outside a directive
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "#") where atLineStart:
                preprocessorLine()
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                stringLiteral(quote: c, prefixLength: 0)
            case UInt8(ascii: "@") where byte(1) == UInt8(ascii: "\""):
                stringLiteral(quote: UInt8(ascii: "\""), prefixLength: 1)
            case UInt8(ascii: "@") where Self.isIdentifierStart(byte(1)):
                word(.attribute, prefixLength: 1)
            case _ where Self.isIdentifierStart(c):
                word(.identifier(escaped: false), prefixLength: 0)
            case _ where c >= 0x30 && c <= 0x39:
                word(.number, prefixLength: 0, allowsDots: true)
            case UInt8(ascii: "-") where byte(1) == UInt8(ascii: ">"):
                emit(.arrow, text: "->", line: line, column: column)
                i += 2
            default:
                emit(.punct, text: String(decoding: [c], as: UTF8.self), line: line, column: column)
                i += 1
            }
        }
    }

    /// A `"…"`, `'…'` or (after an `@` prefix) `@"…"` literal as one `.string` token without text.
    private mutating func stringLiteral(quote: UInt8, prefixLength: Int) {
        let (startLine, startColumn) = (line, column)
        i += prefixLength
        literal(quote: quote)
        emit(.string, text: "", line: startLine, column: startColumn)
    }

    /// An identifier, a number (`allowsDots`) or, after an `@` prefix not in its text, an
    /// `@interface`-style keyword: identifier characters from after the prefix.
    private mutating func word(_ kind: SwiftToken.Kind, prefixLength: Int, allowsDots: Bool = false) {
        let (startLine, startColumn) = (line, column)
        i += prefixLength
        let start = i
        while i < bytes.count, Self.isIdentifierBody(bytes[i]) || (allowsDots && bytes[i] == UInt8(ascii: ".")) {
            i += 1
        }
        emit(kind, text: String(decoding: bytes[start..<i], as: UTF8.self), line: startLine, column: startColumn)
    }

    /// At `//`: skips to the end of the line, keeping a `// nibload:` directive.
    private mutating func lineComment() {
        var end = i
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
        var start = i + 2
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        let prefix = SwiftSourceScanner.directivePrefix.utf8
        if end - start >= prefix.count, bytes[start..<(start + prefix.count)].elementsEqual(prefix) {
            directives.append(
                SwiftLexer.LexedDirective(
                    text: String(decoding: bytes[(i + 2)..<end], as: UTF8.self), line: line, column: column,
                    nextToken: tokens.count, isOwnLine: tokens.last.map { $0.line != line } ?? true))
        }
        i = end
    }

    /// At `/*`: skips to after `*/` or to the end of the text.
    private mutating func blockComment() {
        i += 2
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
                i += 2
                return
            }
            let wasAtLineStart = atLineStart
            advance()
            atLineStart = wasAtLineStart || atLineStart
        }
    }

    /// At a `"` or `'`: skips the literal, honouring `\` escapes; ends at the closing quote or, if
    /// there is none, before the end of the line.
    private mutating func literal(quote: UInt8) {
        i += 1
        while i < bytes.count {
            let c = bytes[i]
            if c == quote {
                i += 1
                return
            }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return }
            if c == UInt8(ascii: "\\"), i + 1 < bytes.count {
                i += 1
                if bytes[i] == UInt8(ascii: "\n") || bytes[i] == UInt8(ascii: "\r") { advance() } else { i += 1 }
                continue
            }
            i += 1
        }
    }

    /// At a `#` that starts a line: skips the directive, its `\` continuation lines and any comment
    /// in it.
    private mutating func preprocessorLine() {
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return }
            if c == UInt8(ascii: "\\"), byte(1) == UInt8(ascii: "\n") || byte(1) == UInt8(ascii: "\r") {
                i += 1
                if bytes[i] == UInt8(ascii: "\r"), byte(1) == UInt8(ascii: "\n") { i += 1 }
                advance()
                continue
            }
            if c == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
                blockComment()
                continue
            }
            if c == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n"), bytes[i] != UInt8(ascii: "\r") { i += 1 }
                return
            }
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                literal(quote: c)
                continue
            }
            i += 1
        }
    }
}
