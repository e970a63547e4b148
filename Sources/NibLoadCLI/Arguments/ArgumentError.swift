/// Why a command line was rejected. `description` is the message to print.
package enum ArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An option no spec names, with the nearest valid spelling (`--format` for `--formt`).
    case unknownOption(String, suggestion: String?)
    /// An option that needs a value was last, or followed by another option.
    case missingValue(option: String)
    /// A value outside the option's allowed values, with the nearest allowed one.
    case invalidValue(option: String, value: String, allowed: [String], suggestion: String?)
    /// A flag was given a value with `--flag=value`.
    case unexpectedValue(option: String)
    /// The first positional is not one of the subcommands, with the nearest one.
    case unknownSubcommand(String, suggestion: String?)

    /// The message, lower case: `unknown option '--formt'; did you mean '--format'?`.
    package var description: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            "unknown option '\(option)'" + Self.hint(suggestion)
        case .missingValue(let option):
            "missing value for option '\(option)'"
        case .invalidValue(let option, let value, let allowed, let suggestion):
            "invalid value '\(value)' for option '\(option)' (expected one of: \(allowed.joined(separator: ", ")))"
                + Self.hint(suggestion)
        case .unexpectedValue(let option):
            "option '\(option)' does not take a value"
        case .unknownSubcommand(let name, let suggestion):
            "unknown command '\(name)'" + Self.hint(suggestion)
        }
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}
