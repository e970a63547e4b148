import NibLint
import NibPrimitives

/// `nibload rules [ID...]`: prints the rules reference (generated from the rules themselves), or the
/// reference of the rules named.
enum RulesCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "rules",
        usage: "nibload rules [RULE-ID...] [--list]",
        summary:
            "Print the reference of every lint rule (or of the rules named): id, default severity, whether it is on by default, examples.",
        specs: [.flag("list", short: "l", help: "Print a one-line-per-rule table instead of the full reference.")],
        details: "An unknown rule id is a usage error (exit 64) naming the closest id.\n",
        run: { parsed, console in try run(parsed, console: console) })

    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard !parsed.positionals.isEmpty else {
            let text = parsed.isSet("list") ? RulesReference.list() : RulesReference.markdown()
            console.out(text.hasSuffix("\n") ? text : text + "\n")
            return .ok
        }
        var sections: [String] = []
        for id in parsed.positionals {
            guard let section = RulesReference.markdown(rule: id) else {
                let hint =
                    SpellingSuggestion.nearest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "no rule has the id '\(id)'\(hint) ('nibload rules --list' lists them)")
            }
            sections.append(section)
        }
        console.out(sections.joined(separator: "\n"))
        return .ok
    }
}
