/// A path pattern of a configuration file's `include`, `exclude` and `overrides[].paths`.
///
/// Syntax: `*` matches any run of characters within one path component, `?` one such character,
/// `[abc]`, `[a-z]` and `[!abc]` one character of (or not of) a set, `**` any run of characters
/// including `/`, and `**/` zero or more whole directories. A pattern without `/` matches a file or
/// folder name at any depth (`*.storyboard`, `Pods`), like `.gitignore`. A pattern that matches a
/// folder also matches everything inside it (`Pods` excludes `Pods/A/B.xib`). Patterns are matched
/// against paths relative to the folder of the configuration file, with `/` separators; a leading
/// `./` or `/` in the pattern is ignored.
public struct GlobPattern: Sendable, Hashable, CustomStringConvertible {
    enum Token: Sendable, Hashable {
        case literal(UInt8)
        case any
        case set(members: [ClosedRange<UInt8>], negated: Bool)
        /// `*`: any run within a component.
        case star
        /// `**` not followed by `/`: any run of anything.
        case anything
        /// `**/`: empty, or any run ending in `/`.
        case directories
    }

    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    /// Parses a pattern. Every string is a valid pattern; an unclosed `[` is a literal.
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Array(pattern.utf8)
        if text.starts(with: Array("./".utf8)) { text.removeFirst(2) }
        while text.first == UInt8(ascii: "/") { text.removeFirst() }
        while text.count > 1, text.last == UInt8(ascii: "/") { text.removeLast() }
        if !text.contains(UInt8(ascii: "/")) {
            text = Array("**/".utf8) + text
        }
        text += Array("/**".utf8)
        // The suffix "/**" makes a folder match its contents; "**/x/**" matching "x" alone is handled
        // by treating a trailing "/**" as optional (see `matches`).
        var tokens: [Token] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "*"):
                if index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                    if index + 2 < text.count, text[index + 2] == UInt8(ascii: "/") {
                        tokens.append(.directories)
                        index += 3
                    } else {
                        tokens.append(.anything)
                        index += 2
                    }
                } else {
                    tokens.append(.star)
                    index += 1
                }
            case UInt8(ascii: "?"):
                tokens.append(.any)
                index += 1
            case UInt8(ascii: "["):
                if let (token, next) = Self.parseSet(text, from: index) {
                    tokens.append(token)
                    index = next
                } else {
                    tokens.append(.literal(byte))
                    index += 1
                }
            default:
                tokens.append(.literal(byte))
                index += 1
            }
        }
        self.tokens = tokens
    }

    private static func parseSet(_ text: [UInt8], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < text.count, text[index] == UInt8(ascii: "!") || text[index] == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var members: [ClosedRange<UInt8>] = []
        var first = true
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "]"), !first {
                return (.set(members: members, negated: negated), index + 1)
            }
            first = false
            if index + 2 < text.count, text[index + 1] == UInt8(ascii: "-"), text[index + 2] != UInt8(ascii: "]") {
                let low = min(byte, text[index + 2])
                let high = max(byte, text[index + 2])
                members.append(low...high)
                index += 3
            } else {
                members.append(byte...byte)
                index += 1
            }
        }
        return nil
    }

    /// Whether a relative path (with `/` separators) matches.
    /// - Parameter path: The path relative to the configuration's folder.
    public func matches(_ path: String) -> Bool {
        var bytes = Array(path.utf8)
        if bytes.starts(with: Array("./".utf8)) { bytes.removeFirst(2) }
        // Match "path/" too, so that the trailing "/**" accepts the folder or file itself.
        return Self.run(tokens, bytes + [UInt8(ascii: "/")])
    }

    /// Dynamic programming over (token, position), from the end: time O(tokens × length), no recursion.
    private static func run(_ tokens: [Token], _ path: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        let length = path.count
        // next[j]: tokens[i+1...] match path[j...]; current[j]: tokens[i...] match path[j...].
        var next = [Bool](repeating: false, count: length + 1)
        next[length] = true
        var current = next
        for token in tokens.reversed() {
            current = [Bool](repeating: false, count: length + 1)
            switch token {
            case .star:
                current[length] = next[length]
                for j in stride(from: length - 1, through: 0, by: -1) {
                    current[j] = next[j] || (path[j] != slash && current[j + 1])
                }
            case .anything:
                current[length] = next[length]
                for j in stride(from: length - 1, through: 0, by: -1) {
                    current[j] = next[j] || current[j + 1]
                }
            case .directories:
                // helper: some k > j with path[k-1] == "/" and next[k].
                var helper = false
                current[length] = next[length]
                for j in stride(from: length - 1, through: 0, by: -1) {
                    helper = (path[j] == slash && next[j + 1]) || helper
                    current[j] = next[j] || helper
                }
            case .literal(let byte):
                for j in 0..<length where path[j] == byte { current[j] = next[j + 1] }
            case .any:
                for j in 0..<length where path[j] != slash { current[j] = next[j + 1] }
            case .set(let members, let negated):
                for j in 0..<length where path[j] != slash {
                    let inSet = members.contains { $0.contains(path[j]) }
                    if inSet != negated { current[j] = next[j + 1] }
                }
            }
            next = current
        }
        return next[0]
    }

    /// The pattern as written.
    public var description: String { pattern }
}
