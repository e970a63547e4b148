/// Describes one command-line option: its names, whether it takes a value, which values it allows
/// and how help text shows it.
package struct OptionSpec: Sendable, Hashable {
    /// The long name without dashes (`format` for `--format`); parsed values and flags are keyed by it.
    package var name: String
    /// The single-character alias without the dash (`f` for `-f`), if any.
    package var short: Character?
    /// Whether the option takes a value (`--format json`) or is a flag (`--quiet`).
    package var takesValue: Bool
    /// The values the option accepts, or `nil` for any value.
    package var allowedValues: [String]?
    /// One line of help.
    package var help: String
    /// The placeholder help text shows for the value (`format` in `--format <format>`).
    package var valueName: String

    /// Creates a spec.
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - short: The one-character alias.
    ///   - takesValue: Whether it takes a value.
    ///   - allowedValues: The accepted values, `nil` for any.
    ///   - help: The help line.
    ///   - valueName: The value placeholder; defaults to the name.
    package init(
        name: String, short: Character? = nil, takesValue: Bool, allowedValues: [String]? = nil, help: String,
        valueName: String? = nil
    ) {
        self.name = name
        self.short = short
        self.takesValue = takesValue
        self.allowedValues = allowedValues
        self.help = help
        self.valueName = valueName ?? name
    }

    /// A flag: an option without a value.
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - short: The one-character alias.
    ///   - help: The help line.
    package static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
        OptionSpec(name: name, short: short, takesValue: false, help: help)
    }

    /// An option that takes a value.
    /// - Parameters:
    ///   - name: The long name without dashes.
    ///   - short: The one-character alias.
    ///   - valueName: The value placeholder; defaults to the name.
    ///   - allowedValues: The accepted values, `nil` for any.
    ///   - help: The help line.
    package static func option(
        _ name: String, short: Character? = nil, valueName: String? = nil, allowedValues: [String]? = nil,
        help: String
    ) -> OptionSpec {
        OptionSpec(
            name: name, short: short, takesValue: true, allowedValues: allowedValues, help: help, valueName: valueName)
    }
}
