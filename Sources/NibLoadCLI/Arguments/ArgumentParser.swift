import NibPrimitives

/// Parses command lines against option specs. Pure: no printing, no exiting.
package enum ArgumentParser {
    /// Parses arguments (without the program name).
    ///
    /// Accepts `--name value`, `--name=value`, `--flag`, `-x value`, `-xvalue`, grouped short flags
    /// (`-qv`), repeated options (values collect in order) and `--`, after which everything is
    /// positional. A lone `-` is a positional (conventionally standard input). When `subcommands`
    /// is not empty, the first positional must be one of them and becomes `subcommand`.
    /// - Parameters:
    ///   - arguments: The arguments.
    ///   - specs: The options allowed.
    ///   - subcommands: The subcommand names, or empty for none.
    /// - Returns: The parsed arguments.
    /// - Throws: `ArgumentError` for unknown options or subcommands, and missing, unexpected or
    ///   disallowed values.
    package static func parse(
        _ arguments: [String], specs: [OptionSpec], subcommands: [String] = []
    ) throws(ArgumentError) -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        scan: while index < arguments.count {
            let argument = arguments[index]
            index += 1
            switch argument {
            case "--":
                result.positionals.append(contentsOf: arguments[index...])
                break scan
            case "-":
                try addPositional(argument, to: &result, subcommands: subcommands)
            case _ where argument.hasPrefix("--"):
                let body = argument.dropFirst(2)
                let name: String
                var inlineValue: String?
                if let equals = body.firstIndex(of: "=") {
                    name = String(body[..<equals])
                    inlineValue = String(body[body.index(after: equals)...])
                } else {
                    name = String(body)
                }
                guard let spec = specs.first(where: { $0.name == name }) else {
                    let suggestion = SpellingSuggestion.nearest(to: name, in: specs.map(\.name)).map { "--" + $0 }
                    throw .unknownOption("--" + name, suggestion: suggestion)
                }
                try apply(spec, spelled: "--" + name, inlineValue: inlineValue, arguments, &index, &result)
            case _ where argument.hasPrefix("-") && !isNegativeNumber(argument):
                var characters = Substring(argument.dropFirst())
                while let character = characters.first {
                    characters = characters.dropFirst()
                    guard let spec = specs.first(where: { $0.short == character }) else {
                        throw .unknownOption("-\(character)", suggestion: nil)
                    }
                    if spec.takesValue {
                        let inline = characters.isEmpty ? nil : String(characters)
                        try apply(spec, spelled: "-\(character)", inlineValue: inline, arguments, &index, &result)
                        break
                    }
                    try apply(spec, spelled: "-\(character)", inlineValue: nil, arguments, &index, &result)
                }
            default:
                try addPositional(argument, to: &result, subcommands: subcommands)
            }
        }
        return result
    }

    private static func addPositional(
        _ argument: String, to result: inout ParsedArguments, subcommands: [String]
    ) throws(ArgumentError) {
        if !subcommands.isEmpty, result.subcommand == nil, result.positionals.isEmpty {
            guard subcommands.contains(argument) else {
                throw .unknownSubcommand(
                    argument, suggestion: SpellingSuggestion.nearest(to: argument, in: subcommands))
            }
            result.subcommand = argument
        } else {
            result.positionals.append(argument)
        }
    }

    private static func apply(
        _ spec: OptionSpec, spelled: String, inlineValue: String?, _ arguments: [String], _ index: inout Int,
        _ result: inout ParsedArguments
    ) throws(ArgumentError) {
        guard spec.takesValue else {
            if inlineValue != nil { throw .unexpectedValue(option: spelled) }
            result.flags.insert(spec.name)
            return
        }
        let value: String
        if let inlineValue {
            value = inlineValue
        } else if index < arguments.count, !looksLikeOption(arguments[index]) {
            value = arguments[index]
            index += 1
        } else {
            throw .missingValue(option: spelled)
        }
        if let allowed = spec.allowedValues, !allowed.contains(value) {
            throw .invalidValue(
                option: spelled, value: value, allowed: allowed,
                suggestion: SpellingSuggestion.nearest(to: value, in: allowed))
        }
        result.values[spec.name, default: []].append(value)
    }

    /// Whether an argument would be read as an option rather than a value: it starts with `-`, is
    /// not a lone `-` and is not a negative number.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-" && !isNegativeNumber(argument)
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        argument.count > 1 && argument.hasPrefix("-") && Double(argument.dropFirst()) != nil
    }
}
