/// Where a declaration is in a Swift file: the path as given, a 1-based line and a 1-based column
/// counted in UTF-8 bytes (the same convention as `NibDiagnostics.SourceLocation`).
public struct SwiftSourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file path as the caller gave it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column in UTF-8 bytes.
    public var column: Int

    /// Creates a position.
    /// - Parameters:
    ///   - file: The path.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column in UTF-8 bytes.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, line, then column.
    public static func < (lhs: SwiftSourcePosition, rhs: SwiftSourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
