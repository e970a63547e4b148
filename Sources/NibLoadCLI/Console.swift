/// Where a command writes: data to standard output, messages to standard error. Injected so that
/// tests can capture both.
package struct Console: Sendable {
    /// Writes to standard output.
    package var out: @Sendable (String) -> Void
    /// Writes to standard error.
    package var err: @Sendable (String) -> Void
    /// Writes bytes to standard output; always whole UTF-8 (a chunk never ends inside a character).
    package var outBytes: @Sendable (UnsafeRawBufferPointer) -> Void
    /// Whether standard output is a terminal (colour is used only then).
    package var outputIsTerminal: Bool
    /// Whether standard error is a terminal (progress lines are shown only then).
    package var errorIsTerminal: Bool
    /// The process environment (for `NO_COLOR` and `TERM`): at least the ``variablesRead``.
    package var environment: [String: String]
    /// The environment variables the tool reads; the process passes only these (building a
    /// dictionary of the whole environment is a twentieth of the start-up).
    package static let variablesRead = ["NO_COLOR", "TERM"]

    /// Creates a console.
    /// - Parameter outBytes: Writes bytes to standard output; by default they are decoded and
    ///   passed to `out`.
    package init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        outBytes: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil, outputIsTerminal: Bool,
        errorIsTerminal: Bool, environment: [String: String] = [:]
    ) {
        self.out = out
        self.err = err
        self.outBytes = outBytes ?? { bytes in out(String(decoding: bytes, as: UTF8.self)) }
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        self.environment = environment
    }

    /// Whether the environment lets a terminal be coloured: `NO_COLOR` is unset or empty and `TERM`
    /// is not `dumb` (see https://no-color.org).
    package var environmentAllowsColor: Bool {
        (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// Whether the terminal can redraw a line (`\r` and erase to end of line): not with `TERM=dumb`.
    package var terminalCanRedraw: Bool { environment["TERM"] != "dumb" }

    /// Whether to colour a stream: `--color`/`--no-color` when given, otherwise only a terminal
    /// whose environment allows colour.
    /// - Parameters:
    ///   - explicit: The command line's choice, nil when it made none.
    ///   - isTerminal: Whether the stream is a terminal.
    package func usesColor(explicit: Bool? = nil, isTerminal: Bool) -> Bool {
        explicit ?? (isTerminal && environmentAllowsColor)
    }
}
