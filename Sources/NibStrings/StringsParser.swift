import NibDiagnostics

/// The `.strings` grammar, over Unicode scalars with line and column tracking.
struct StringsParser {
    private let scalars: [Unicode.Scalar]
    private let file: String
    private var position = 0
    private var line = 1
    private var column = 1

    init(text: String, file: String) {
        scalars = Array(text.unicodeScalars)
        self.file = file
    }

    private struct Failure: Error {
        let message: String
        let location: SourceLocation
    }

    mutating func parse() -> ([StringsFile.Entry], [Diagnostic]) {
        var entries: [StringsFile.Entry] = []
        do throws(Failure) {
            while true {
                try skipTrivia()
                guard position < scalars.count else { break }
                let location = here
                let key = try token(what: "a key")
                try skipTrivia()
                var value = key
                if peek == "=" {
                    advance()
                    try skipTrivia()
                    value = try token(what: "a value after '='")
                    try skipTrivia()
                }
                guard peek == ";" else {
                    throw fail(
                        peek == nil
                            ? "expected ';' before the end of the file" : "expected ';' after the entry for '\(key)'")
                }
                advance()
                entries.append(StringsFile.Entry(key: key, value: value, location: location))
            }
        } catch {
            return (entries, [.stringsSyntax(error.message, at: error.location)])
        }
        return (entries, [])
    }

    private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }
    private var peek: Unicode.Scalar? { position < scalars.count ? scalars[position] : nil }
    private func peek(_ offset: Int) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    private mutating func advance() {
        guard position < scalars.count else { return }
        if scalars[position] == "\n" {
            line += 1
            column = 1
        } else {
            column += UTF8.width(scalars[position])
        }
        position += 1
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, location: here) }

    private mutating func skipTrivia() throws(Failure) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                let start = here
                advance()
                advance()
                while true {
                    guard let next = peek else { throw Failure(message: "unterminated comment", location: start) }
                    if next == "*", peek(1) == "/" {
                        advance()
                        advance()
                        break
                    }
                    advance()
                }
            } else if scalar == "/", peek(1) == "/" {
                while let next = peek, next != "\n" { advance() }
            } else {
                return
            }
        }
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "+", "/", ":", ".", "-": true
        default: false
        }
    }

    private mutating func token(what: String) throws(Failure) -> String {
        guard let first = peek else { throw fail("expected \(what) before the end of the file") }
        if first == "\"" { return try quoted() }
        guard Self.isUnquoted(first) else { throw fail("expected \(what), found '\(first)'") }
        var result = ""
        while let next = peek, Self.isUnquoted(next) {
            result.unicodeScalars.append(next)
            advance()
        }
        return result
    }

    private mutating func quoted() throws(Failure) -> String {
        let start = here
        advance()
        var result = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else { throw Failure(message: "unterminated string", location: start) }
            if scalar == "\"" {
                advance()
                return String(result)
            }
            if scalar != "\\" {
                result.append(scalar)
                advance()
                continue
            }
            result.append(try escaped(start: start))
        }
    }

    /// The character of an escape sequence, the parser at its backslash: a control character
    /// (`\n`, `\t`, …), `\U`/`\u` and four hexadecimal digits, up to three octal digits, or the
    /// character itself.
    private mutating func escaped(start: SourceLocation) throws(Failure) -> Unicode.Scalar {
        let escape = here
        advance()
        guard let next = peek else { throw Failure(message: "unterminated string", location: start) }
        advance()
        switch next {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "U", "u":
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek, let number = Self.hexValue(digit) else {
                    throw Failure(message: "'\\\(next)' must be followed by four hexadecimal digits", location: escape)
                }
                value = value * 16 + number
                advance()
            }
            guard let decoded = Unicode.Scalar(value) else {
                throw Failure(message: "'\\\(next)' names no character", location: escape)
            }
            return decoded
        case "0"..."7":
            var value = next.value - 48
            for _ in 0..<2 {
                guard let digit = peek, digit.value >= 48, digit.value <= 55 else { break }
                value = value * 8 + digit.value - 48
                advance()
            }
            return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
        default: return next
        }
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 48
        case "a"..."f": scalar.value - 87
        case "A"..."F": scalar.value - 55
        default: nil
        }
    }
}

extension Diagnostic {
    /// `strings-syntax`: a `.strings` file that does not parse, at the first error.
    static func stringsSyntax(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .stringsSyntax, severity: .error, message: message, location: location)
    }
}
