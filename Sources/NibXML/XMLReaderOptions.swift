/// Settings of one parse.
public struct XMLReaderOptions: Sendable, Hashable {
    /// The deepest element nesting accepted (the root is depth 1). Deeper input is rejected with a
    /// `nesting-too-deep` diagnostic rather than risking the stack. libxml2 itself stops at 2,048.
    public var maximumDepth: Int
    /// The size of the chunks fed to the push parser, in bytes.
    public var chunkSize: Int
    /// The size limits of the parse.
    public var limits: ReaderLimits

    /// The default limit on nesting: 2,000 levels.
    public static let defaultMaximumDepth = 2_000

    /// Creates options.
    public init(
        maximumDepth: Int = XMLReaderOptions.defaultMaximumDepth, chunkSize: Int = 256 * 1024,
        limits: ReaderLimits = ReaderLimits()
    ) {
        self.maximumDepth = maximumDepth
        self.chunkSize = max(1, chunkSize)
        self.limits = limits
    }
}
