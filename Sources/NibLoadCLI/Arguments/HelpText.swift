extension ArgumentParser {
    /// Help text for options: one line per spec, names in a left column padded so the help lines
    /// align, allowed values listed after the help.
    ///
    ///     -f, --format <format>   Output format (xcode, json)
    ///         --quiet             Print nothing
    ///
    /// - Parameters:
    ///   - specs: The options, in the order to list them.
    ///   - indent: Spaces before each line.
    /// - Returns: The lines, each ending in a newline.
    package static func helpText(for specs: [OptionSpec], indent: Int = 2) -> String {
        let left = specs.map { spec -> String in
            var names = spec.short.map { "-\($0), " } ?? "    "
            names += "--" + spec.name
            if spec.takesValue { names += " <\(spec.valueName)>" }
            return names
        }
        let width = left.map(\.count).max() ?? 0
        var out = ""
        for (spec, names) in zip(specs, left) {
            var help = spec.help
            if let allowed = spec.allowedValues { help += " (\(allowed.joined(separator: ", ")))" }
            let padding = String(repeating: " ", count: width - names.count + 3)
            out += String(repeating: " ", count: indent) + names + padding + help + "\n"
        }
        return out
    }
}
