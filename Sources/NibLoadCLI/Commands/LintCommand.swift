import NibDiagnostics
import NibLint
import NibReporters
import Synchronization

/// `nibload lint [PATH…]`: checks every document's connections, references and segues (and, with
/// `--sources`, its outlets and actions against the Swift and Objective-C code) and reports in the format CI reads.
enum LintCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "lint",
        usage:
            "nibload lint [PATH...] [--reporter NAME [--output FILE]]... [--config FILE] [--sources DIR...] [--shard I/N] [--strict] [--quiet]",
        summary:
            "Lint .xib and .storyboard files (folders are searched recursively; default '.') for broken connections, references and segues.",
        specs: [
            .option(
                "reporter", short: "r", valueName: "name", allowedValues: Reporters.identifiers,
                help: "Report format (default: xcode); repeatable, paired in order with --output."),
            .option(
                "output", short: "o", valueName: "file",
                help: "Write the matching --reporter's report to FILE ('-': standard output)."),
            .option(
                "shard", valueName: "i/n",
                help: "Report only shard I of N (files split by a hash of their path), for a CI matrix."),
            .option(
                "config", short: "c", valueName: "file",
                help: "Configuration file (default: .nibload.json found by walking up)."),
            .option("jobs", short: "j", valueName: "n", help: "Files linted in parallel (default: all cores)."),
            .option(
                "sources", valueName: "dir",
                help: "Swift and Objective-C sources to check outlets and actions against (repeatable)."),
            .option(
                "module", valueName: "name=dir", help: "Declare that the sources in DIR form module NAME (repeatable)."),
            .option(
                "schema", valueName: "file",
                help: "Also validate against a RELAX NG schema (e.g. Schema/ib-document.rng)."),
            .flag("strict", help: "Treat warnings as errors."),
            .flag("quiet", short: "q", help: "Report only errors."),
            .flag("all-rules", help: "Enable every rule, including the ones off by default."),
            .flag("no-progress", help: "Never show the progress line."),
            .option(
                "baseline", valueName: "file",
                help: "Report only findings that FILE (from --write-baseline) does not list."),
            .option("write-baseline", valueName: "file", help: "Record every finding of this run in FILE and exit 0."),
            .flag(
                "fix",
                help: "Remove dangling and cross-scene connections, stale outlets/actions, duplicate constraints."),
            .flag("dry-run", help: "With --fix: print the changes as a unified diff and write nothing."),
            .flag("color", help: "Colour the xcode report even when it is not a terminal."),
            .flag("no-color", help: "Never colour (default: colour a terminal unless NO_COLOR is set or TERM=dumb)."),
        ],
        details: """
            Rules: 'nibload rules' lists them (the reference is Sources/NibLint/RULES.md).
            Suppress in a document with <!-- nibload:disable RULE-ID --> before an element (it and its
            children), or <!-- nibload:disable-file [RULE-ID...] -->. The report goes to standard output;
            the summary and progress go to standard error. Several reports in one run: the Nth --output
            is where the Nth --reporter writes; reporters without one write to standard output (at most
            one), e.g. --reporter sarif --output lint.sarif --reporter xcode. With --shard I/N only shard
            I's documents are linted and reported; other shards' storyboards (with --sources, all their
            documents) are still read for the checks across documents.
            Exit 0: no errors; 1: errors found; 64: bad option or configuration; 66: a path does not
            exist or holds no documents; 73: an --output file cannot be written.

            Adopting on an existing app: --write-baseline FILE records today's findings (keyed by file,
            rule and object id, never by line); --baseline FILE then reports only new ones and lists
            stale entries as notes. "ignore" entries in .nibload.json drop findings by file, rule and
            object id. --fix removes connections that dangle or cross scenes, outlets and actions the
            class lacks (with --sources) and exact duplicate constraints (when duplicate-constraint is
            on), leaving every other byte as it was, then reports what is left.

            """,
        run: { parsed, console in try run(parsed, console: console) })

    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let started = (wall: Clock.wallSeconds(), monotonic: Clock.monotonicSeconds())
        var options = try lintOptions(parsed)
        let outputs = try LintOutputs(reporters: parsed.values("reporter"), outputs: parsed.values("output"))
        let progress = ProgressLine(console: console)
        if console.errorIsTerminal, console.terminalCanRedraw, !parsed.isSet("no-progress") {
            options.progress = { done, total in progress.update(done, of: total) }
        }
        if parsed.value("write-baseline") != nil, parsed.value("baseline") != nil {
            throw UsageError(message: "--write-baseline and --baseline cannot be used together")
        }
        options.recordsKeys = parsed.value("write-baseline") != nil
        var request = LintRunner.Request(
            paths: parsed.positionals, configurationPath: parsed.value("config"), options: options)
        var result: LintResult
        do {
            if let path = parsed.value("baseline") { request.options.baseline = try Baseline.load(path: path) }
            result = try LintRunner.run(request)
        } catch {
            progress.clear()
            console.err(error.printed)
            return error.exitStatus
        }
        progress.clear()
        if parsed.isSet("dry-run"), !parsed.isSet("fix") { throw UsageError(message: "--dry-run needs --fix") }
        if parsed.isSet("fix") {
            switch fix(result, request: request, dryRun: parsed.isSet("dry-run"), console: console) {
            case .rerun(let fixed): result = fixed
            case .stop(let status): return status
            case .keep: break
            }
        }
        return report(
            result, parsed: parsed, outputs: outputs, started: started, shard: options.shard, console: console)
    }

    /// The options the command line sets (jobs, strictness, sources, schema, modules, shard).
    static func lintOptions(_ parsed: ParsedArguments) throws(UsageError) -> LintOptions {
        var options = LintOptions()
        if let jobs = parsed.value("jobs") {
            guard let count = Int(jobs), count > 0 else {
                throw UsageError(message: "--jobs takes a positive whole number, not '\(jobs)'")
            }
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
        if let shard = parsed.value("shard") {
            guard let value = Shard(parsing: shard) else {
                throw UsageError(message: "--shard takes I/N with 1 <= I <= N (e.g. 2/4), not '\(shard)'")
            }
            options.shard = value
        }
        return options
    }

    /// What `--fix` leaves to do: report the run as it is, report a new run of the fixed files, or stop.
    enum FixOutcome {
        case keep
        case rerun(LintResult)
        case stop(ExitStatus)
    }

    /// Applies (or, with `dryRun`, shows) the fixes; lints again when files changed.
    static func fix(_ result: LintResult, request: LintRunner.Request, dryRun: Bool, console: Console) -> FixOutcome {
        switch LintFixing.run(result, dryRun: dryRun, console: console) {
        case .writeFailed: return .stop(.noInput)
        case .changed:
            do {
                return .rerun(try LintRunner.run(request))
            } catch {
                console.err(error.printed)
                return .stop(error.exitStatus)
            }
        case .unchanged:
            guard dryRun else { return .keep }
            console.err(result.summary + "\n")
            return .stop(result.exitStatus)
        }
    }

    /// Writes the reports, stale baseline entries and the summary, and the baseline when asked.
    static func report(
        _ result: LintResult, parsed: ParsedArguments, outputs: LintOutputs, started: (wall: Int, monotonic: Double),
        shard: Shard?, console: Console
    ) -> ExitStatus {
        var report = result.report(quiet: parsed.isSet("quiet"), toolVersion: NibLoadVersion.current)
        report.startTime = started.wall
        report.duration = Clock.monotonicSeconds() - started.monotonic
        let explicitColor: Bool? = parsed.isSet("no-color") ? false : parsed.isSet("color") ? true : nil
        let color = console.usesColor(explicit: explicitColor, isTerminal: console.outputIsTerminal)
        let written = outputs.write(report, console: console, colorStandardOutput: color)
        for stale in result.adoption.staleEntries { console.err(DiagnosticLine.lines(stale.diagnostic)) }
        console.err(result.summary + (shard.map { " (shard \($0))" } ?? "") + "\n")
        guard let path = parsed.value("write-baseline") else { return result.exitStatus.combined(with: written) }
        let baseline = result.baseline(relativeTo: Baseline.folder(containing: path))
        if let reason = baseline.write(to: path) {
            console.err("nibload: error: cannot write the baseline '\(path)': \(reason)\n")
            return .noInput
        }
        console.err("wrote \(baseline.entries.count) findings to the baseline '\(path)'\n")
        return .ok
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
