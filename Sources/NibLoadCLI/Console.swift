/// Where a command writes: data to standard output, messages to standard error. Injected so that
/// tests can capture both.
public struct Console: Sendable {
    /// Writes to standard output.
    public var out: @Sendable (String) -> Void
    /// Writes to standard error.
    public var err: @Sendable (String) -> Void
    /// Whether standard output is a terminal (colour is used only then).
    public var outputIsTerminal: Bool
    /// Whether standard error is a terminal (progress lines are shown only then).
    public var errorIsTerminal: Bool

    /// Creates a console.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, outputIsTerminal: Bool,
        errorIsTerminal: Bool
    ) {
        self.out = out
        self.err = err
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
    }
}
