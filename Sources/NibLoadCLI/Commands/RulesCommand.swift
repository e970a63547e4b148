import NibLint

/// `nibload rules`: prints the rules reference (generated from the rules themselves).
enum RulesCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "rules",
        usage: "nibload rules [--list]",
        summary: "Print the reference of every lint rule: id, default severity, whether it is on by default, examples.",
        specs: [.flag("list", short: "l", help: "Print a one-line-per-rule table instead of the full reference.")],
        details: "",
        run: { parsed, console in
            let text = parsed.isSet("list") ? RulesReference.list() : RulesReference.markdown()
            console.out(text.hasSuffix("\n") ? text : text + "\n")
            return .ok
        })
}
