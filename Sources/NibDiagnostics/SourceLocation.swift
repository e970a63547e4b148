/// A position in an input file.
///
/// Lines and columns are 1-based. Columns count UTF-8 bytes from the start of the line (a tab is
/// one column, `é` is two), which is what compilers and editors that read `file:line:col` expect.
/// Conversion to any other base happens only in the reporters.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The file path as the user gave it (not made absolute).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int
    /// The byte offset in a binary file (a compiled nib), when the location is one; line and
    /// column are then 0.
    public var byteOffset: Int?

    /// Creates a location.
    /// - Parameters:
    ///   - file: The path as given by the user.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column in UTF-8 bytes.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.byteOffset = nil
    }

    /// Creates a location in a binary file: a byte offset, shown as `file@0x1a2b`.
    public init(file: String, byteOffset: Int) {
        self.file = file
        self.line = 0
        self.column = 0
        self.byteOffset = byteOffset
    }

    /// `file:line:col`, the form compilers print.
    public var description: String {
        if let byteOffset { return "\(file)@0x" + String(byteOffset, radix: 16) }
        return "\(file):\(line):\(column)"
    }

    /// Orders by file, then line, then column, so reports are deterministic.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.byteOffset ?? -1) < (rhs.file, rhs.line, rhs.column, rhs.byteOffset ?? -1)
    }
}
