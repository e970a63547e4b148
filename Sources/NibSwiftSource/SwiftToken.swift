/// One token of Swift source as the scanner sees it. Comments and whitespace are dropped; a whole
/// string literal (interpolations included) is one `.string` token.
struct SwiftToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// An identifier or keyword; `escaped` for a backticked one, which is never a keyword.
        case identifier(escaped: Bool)
        /// `@name`; the text is the name without `@`.
        case attribute
        /// `#name`; the text is the name without `#`.
        case pound
        /// A string literal of any kind; the text is empty.
        case string
        /// A number literal.
        case number
        /// `->`.
        case arrow
        /// Any other single character of punctuation or operator.
        case punct
    }

    var kind: Kind
    var text: String
    /// The 1-based line.
    var line: Int
    /// The 1-based column, in UTF-8 bytes.
    var column: Int

    /// Whether the token is an unescaped identifier with exactly this text.
    func isKeyword(_ word: String) -> Bool { kind == .identifier(escaped: false) && text == word }

    /// Whether the token is the punctuation character `c`.
    func isPunct(_ c: String) -> Bool { kind == .punct && text == c }

    /// Whether the token is any identifier, escaped or not.
    var isIdentifier: Bool {
        if case .identifier = kind { return true }
        return false
    }
}
