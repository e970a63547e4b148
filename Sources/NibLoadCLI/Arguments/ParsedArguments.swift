/// The result of parsing a command line: what the user asked for, not yet interpreted.
public struct ParsedArguments: Sendable, Equatable {
    /// The subcommand, when the parser was given subcommand names and the first positional was one.
    public var subcommand: String?
    /// The positional arguments in order, including everything after `--`.
    public var positionals: [String]
    /// The values of options that take one, by long name, in the order given (repeats collect).
    public var values: [String: [String]]
    /// The long names of the flags that were given.
    public var flags: Set<String>

    /// Creates a result.
    /// - Parameters:
    ///   - subcommand: The subcommand.
    ///   - positionals: The positionals.
    ///   - values: The option values.
    ///   - flags: The flags set.
    public init(
        subcommand: String? = nil, positionals: [String] = [], values: [String: [String]] = [:], flags: Set<String> = []
    ) {
        self.subcommand = subcommand
        self.positionals = positionals
        self.values = values
        self.flags = flags
    }

    /// The last value given for an option, or `nil`.
    /// - Parameter name: The long name.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for an option, in order.
    /// - Parameter name: The long name.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether a flag was given.
    /// - Parameter name: The long name.
    public func isSet(_ name: String) -> Bool { flags.contains(name) }
}
