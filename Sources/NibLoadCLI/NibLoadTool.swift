import NibDiagnostics
import NibPrimitives

/// The `nibload` command line: turns arguments into a command, runs it and returns the exit status.
/// Only `main.swift` exits; everything here writes through a ``Console``.
package enum NibLoadTool {
    /// The version `--version` prints.
    package static let version = NibLoadVersion.current

    /// The subcommands; anything else is the default command (print the object graph).
    static let subcommands = CommandCatalog.commands.map(\.name) + ["help"]

    /// Runs `nibload` with the arguments after the program name.
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - console: Where output goes.
    /// - Returns: The exit status.
    @MainActor package static func run(_ arguments: [String], console: Console) -> Int32 {
        var arguments = arguments
        var command = "dump"
        if arguments.isEmpty || arguments.allSatisfy({ $0 == "--help" || $0 == "-h" }) {
            console.out(CommandCatalog.overview())
            return arguments.isEmpty ? ExitStatus.usage.rawValue : ExitStatus.ok.rawValue
        }
        if let first = arguments.first, subcommands.contains(first) {
            command = first
            arguments.removeFirst()
        } else if let first = arguments.first, let suggestion = MistypedCommand.suggestion(for: first) {
            console.err("nibload: error: unknown command '\(first)'; did you mean '\(suggestion)'?\n")
            console.err("See 'nibload help'; to print a document named '\(first)', use 'nibload dump \(first)'.\n")
            return ExitStatus.usage.rawValue
        }
        let status: ExitStatus
        switch command {
        case "help":
            status = help(arguments, console: console)
        default:
            status = runCommand(command, arguments, console: console)
        }
        return status.rawValue
    }

    @MainActor private static func runCommand(_ name: String, _ arguments: [String], console: Console) -> ExitStatus {
        guard let command = CommandCatalog.command(named: name) else { return .software }
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments, specs: command.specs + CommandCatalog.commonSpecs)
        } catch {
            return usageError(error.description, command: command, console: console)
        }
        if parsed.isSet("help") {
            console.out(CommandCatalog.help(for: command))
            return .ok
        }
        if parsed.isSet("version") {
            console.out("nibload \(version)\n")
            return .ok
        }
        if name == "dump", parsed.positionals.isEmpty {
            return usageError("no input files", command: command, console: console)
        }
        do {
            return try command.run(parsed, console)
        } catch let error as UsageError {
            return usageError(error.message, command: command, console: console)
        } catch {
            console.err("nibload: internal error: \(error)\n")
            return .software
        }
    }

    /// The help of `help` itself (`nibload help --help`).
    static let helpUsage = """
        USAGE: nibload help [command]

        Show the overview of every command, or the help of one command (the same as 'nibload <command> --help').

        """

    private static func help(_ arguments: [String], console: Console) -> ExitStatus {
        guard let topic = arguments.first else {
            console.out(CommandCatalog.overview())
            return .ok
        }
        if topic == "--help" || topic == "-h" || topic == "help" {
            console.out(helpUsage + "\n" + CommandCatalog.exitStatuses)
            return .ok
        }
        guard let command = CommandCatalog.command(named: topic) else {
            let suggestion =
                SpellingSuggestion.nearest(to: topic, in: subcommands).map { "; did you mean '\($0)'?" } ?? ""
            console.err("nibload: error: no help for '\(topic)'\(suggestion)\n")
            return .usage
        }
        console.out(CommandCatalog.help(for: command))
        return .ok
    }

    private static func usageError(_ message: String, command: CommandCatalog.Command, console: Console) -> ExitStatus {
        console.err("nibload: error: \(message)\n")
        console.err("usage: \(command.usage)\n")
        console.err("See 'nibload help \(command.name)'.\n")
        return .usage
    }
}

/// A command line that parses but makes no sense (a bad number, a missing file list).
struct UsageError: Error {
    /// The message, lower case.
    let message: String
}
