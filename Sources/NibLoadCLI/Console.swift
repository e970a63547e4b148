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
    /// The process environment (for `NO_COLOR` and `TERM`).
    public var environment: [String: String]

    /// Creates a console.
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, outputIsTerminal: Bool,
        errorIsTerminal: Bool, environment: [String: String] = [:]
    ) {
        self.out = out
        self.err = err
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    /// Whether the environment lets a terminal be coloured: `NO_COLOR` is unset or empty and `TERM`
    /// is not `dumb` (see https://no-color.org).
    public var environmentAllowsColor: Bool {
        (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether the terminal can redraw a line (`\r` and erase to end of line): not with `TERM=dumb`.
    public var terminalCanRedraw: Bool { environment["TERM"] != "dumb" }

    /// Whether to colour a stream: `--color`/`--no-color` when given, otherwise only a terminal
    /// whose environment allows colour.
    /// - Parameters:
    ///   - explicit: The command line's choice, nil when it made none.
    ///   - isTerminal: Whether the stream is a terminal.
    public func usesColor(explicit: Bool? = nil, isTerminal: Bool) -> Bool {
        explicit ?? (isTerminal && environmentAllowsColor)
    }
}
