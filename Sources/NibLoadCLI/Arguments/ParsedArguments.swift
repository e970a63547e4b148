/// The result of parsing a command line: what the user asked for, not yet interpreted.
package struct ParsedArguments: Sendable, Equatable {
    /// The subcommand, when the parser was given subcommand names and the first positional was one.
    package var subcommand: String?
    /// The positional arguments in order, including everything after `--`.
    package var positionals: [String]
    /// The values of options that take one, by long name, in the order given (repeats collect).
    package var values: [String: [String]]
    /// The long names of the flags that were given.
    package var flags: Set<String>

    /// Creates a result.
    /// - Parameters:
    ///   - subcommand: The subcommand.
    ///   - positionals: The positionals.
    ///   - values: The option values.
    ///   - flags: The flags set.
    package init(
        subcommand: String? = nil, positionals: [String] = [], values: [String: [String]] = [:], flags: Set<String> = []
    ) {
        self.subcommand = subcommand
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// The last value given for an option, or `nil`.
    /// - Parameter name: The long name.
    package func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for an option, in order.
    /// - Parameter name: The long name.
    package func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    /// - Parameter name: The long name.
    package func isSet(_ name: String) -> Bool { flags.contains(name) }
}
