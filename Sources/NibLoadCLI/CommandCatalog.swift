/// Every `nibload` command: its options, usage line, help text and entry point.
enum CommandCatalog {
    /// One command.
    struct Command: Sendable {
        /// The subcommand name (`dump` is the default).
        let name: String
        /// The one-line usage.
        let usage: String
        /// What it does, in a sentence or two.
        let summary: String
        /// Its options.
        let specs: [OptionSpec]
        /// Extra help text after the options (grammar, examples), made when help is shown.
        var details: String { makeDetails() }
        /// Runs the command (on the main actor: NibKit's objects live there).
        let run: @MainActor @Sendable (ParsedArguments, Console) throws -> ExitStatus
        private let makeDetails: @Sendable () -> String

        init(
            name: String, usage: String, summary: String, specs: [OptionSpec],
            details: @autoclosure @escaping @Sendable () -> String,
            run: @escaping @MainActor @Sendable (ParsedArguments, Console) throws -> ExitStatus
        ) {
            self.name = name
            self.usage = usage
            self.summary = summary
            self.specs = specs
            self.makeDetails = details
            self.run = run
        }
    }

    /// Options every command accepts.
    static let commonSpecs: [OptionSpec] = [
        .flag("help", short: "h", help: "Show help for the command."),
        .flag("version", help: "Show the version."),
    ]

    /// The commands, in the order help lists them.
    static let commands: [Command] = [DumpCommand.command] + extraCommands

    /// Commands other modules of the tool contribute (lint, rules, run).
    static let extraCommands: [Command] = [
        RunCommand.command, LintCommand.command, RulesCommand.command, CompileCommand.command, DiffCommand.command,
        OutlineCommand.command, StringsCommand.command, DrawCommand.command,
    ]

    /// The command with a name.
    static func command(named name: String) -> Command? { commands.first { $0.name == name } }

    /// The help of one command.
    static func help(for command: Command) -> String {
        var text = "USAGE: \(command.usage)\n\n\(command.summary)\n\nOPTIONS:\n"
        text += ArgumentParser.helpText(for: command.specs + commonSpecs)
        if !text.hasSuffix("\n") { text += "\n" }
        if !command.details.isEmpty { text += "\n" + command.details }
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "\n" + exitStatuses
    }

    /// The summary up to its first full stop followed by a space or the end (`.xib` is not one).
    static func firstSentence(of summary: String) -> String {
        var result = ""
        var characters = summary.makeIterator()
        while let character = characters.next() {
            if character == "." {
                guard let following = characters.next() else { break }
                if following == " " { break }
                result.append(character)
                result.append(following)
                continue
            }
            result.append(character)
        }
        return result
    }

    /// `nibload --help` / `nibload help`.
    static func overview() -> String {
        var text = """
            nibload \(NibLoadTool.version): load Interface Builder documents (.xib, .storyboard) on Linux.

            USAGE: nibload [dump] FILE... [options]      print the object graph of each document
                   nibload <command> [options]

            COMMANDS:

            """
        for command in commands {
            text += "  " + command.name.padding(toLength: 8) + firstSentence(of: command.summary) + "\n"
        }
        text += "  help    Show help for a command: nibload help <command>\n\n"
        text += "OPTIONS (dump):\n" + ArgumentParser.helpText(for: DumpCommand.command.specs + commonSpecs)
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "\n" + exitStatuses
    }

    /// The exit-status table every help page ends with.
    static let exitStatuses = """
        EXIT STATUS:
          0   success, no error diagnostics
          1   the input has error diagnostics (lint: errors found; run: a step failed)
          64  usage error: bad option, bad value, malformed configuration
          65  input is not well-formed XML, not an IB document, or a malformed compiled nib
          66  an input file cannot be opened, or no input was found
          70  internal error
          73  lint: an --output file cannot be written

        """ + "\n"
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self + " " : self + String(repeating: " ", count: length - count)
    }
}
