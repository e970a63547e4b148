import NibLint
import NibReporters
import Synchronization

/// `nibload lint [PATH…]`: checks every document's connections, references and segues (and, with
/// `--sources`, its outlets and actions against the Swift and Objective-C code) and reports in the format CI reads.
enum LintCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "lint",
        usage: "nibload lint [PATH...] [--reporter NAME] [--config FILE] [--sources DIR...] [--strict] [--quiet]",
        summary:
            "Lint .xib and .storyboard files (folders are searched recursively; default '.') for broken connections, references and segues.",
        specs: [
            .option(
                "reporter", short: "r", valueName: "name", allowedValues: Reporters.identifiers,
                help: "Report format (default: xcode)."),
            .option("config", short: "c", valueName: "file", help: "Configuration file (default: .nibload.json found by walking up)."),
            .option("jobs", short: "j", valueName: "n", help: "Files linted in parallel (default: all cores)."),
            .option("sources", valueName: "dir", help: "Swift and Objective-C sources to check outlets and actions against (repeatable)."),
            .option("module", valueName: "name=dir", help: "Declare that the sources in DIR form module NAME (repeatable)."),
            .option("schema", valueName: "file", help: "Also validate against a RELAX NG schema (e.g. Schema/ib-document.rng)."),
            .flag("strict", help: "Treat warnings as errors."),
            .flag("quiet", short: "q", help: "Report only errors."),
            .flag("all-rules", help: "Enable every rule, including the ones off by default."),
            .flag("no-progress", help: "Never show the progress line."),
        ],
        details: """
            Rules: 'nibload rules' lists them (the reference is Sources/NibLint/RULES.md).
            Suppress in a document with <!-- nibload:disable RULE-ID --> before an element (it and its
            children), or <!-- nibload:disable-file [RULE-ID...] -->. The report goes to standard output;
            the summary and progress go to standard error. Exit 0: no errors; 1: errors found; 64: bad
            option or configuration; 66: a path does not exist or holds no documents.

            """,
        run: { parsed, console in try run(parsed, console: console) })

    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        var options = LintOptions()
        if let jobs = parsed.value("jobs") {
            guard let count = Int(jobs), count > 0 else { throw UsageError(message: "--jobs takes a positive whole number, not '\(jobs)'") }
            options.jobs = count
        }
        options.strict = parsed.isSet("strict")
        options.sources = parsed.values("sources")
        options.schema = parsed.value("schema")
        options.enableAllRules = parsed.isSet("all-rules")
        for module in parsed.values("module") {
            guard let declared = LintRunner.parseModule(module) else {
                throw UsageError(message: "--module takes NAME=DIR, not '\(module)'")
            }
            options.modules.append(declared)
        }
        let progress = ProgressLine(console: console)
        if console.errorIsTerminal, !parsed.isSet("no-progress") {
            options.progress = { done, total in progress.update(done, of: total) }
        }
        let reporterName = parsed.value("reporter") ?? "xcode"
        guard let reporter = Reporters.named(reporterName) else {
            throw UsageError(message: "unknown reporter '\(reporterName)'")
        }
        let request = LintRunner.Request(paths: parsed.positionals, configurationPath: parsed.value("config"), options: options)
        let result: LintResult
        do {
            result = try LintRunner.run(request)
        } catch {
            progress.clear()
            let message = error.description
            console.err(message.hasPrefix("error:") ? "nibload: \(message)\n" : "\(message)\n")
            return ExitStatus(rawValue: error.exitStatus) ?? .software
        }
        progress.clear()
        let rendered = reporter.render(result.report(quiet: parsed.isSet("quiet"), toolVersion: NibLoadTool.version))
        console.out(rendered.hasSuffix("\n") || rendered.isEmpty ? rendered : rendered + "\n")
        console.err(result.summary + "\n")
        return ExitStatus(rawValue: result.exitStatus) ?? .software
    }
}

/// A `\r`-rewritten progress line on standard error, shown only for runs of many files.
final class ProgressLine: Sendable {
    private let console: Console
    private let shown = Mutex(false)
    /// Runs with fewer files than this show no progress.
    static let threshold = 50

    init(console: Console) { self.console = console }

    func update(_ done: Int, of total: Int) {
        guard total >= Self.threshold else { return }
        shown.withLock { $0 = true }
        console.err("\rlinting \(done)/\(total)…")
    }

    func clear() {
        let wasShown = shown.withLock { value in
            defer { value = false }
            return value
        }
        if wasShown { console.err("\r\u{1B}[K") }
    }
}
