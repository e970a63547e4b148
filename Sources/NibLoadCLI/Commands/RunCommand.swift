import NibArchive
import NibCompiled
import NibDiagnostics
import NibJSON
import NibKit
import NibPrimitives
import NibScript

/// `nibload run FILE`: shows a storyboard's initial controller in a headless window, runs a script
/// of navigation and app events, and prints every lifecycle callback in the order UIKit delivers it.
enum RunCommand {
    /// The output format.
    enum Format: String, CaseIterable {
        case text, json
    }

    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "run",
        usage:
            "nibload run FILE [--profile seed|modern] [--controller ID] [--script STEPS | --script-file FILE] [--format text|json]",
        summary:
            "Run a storyboard's controllers through a headless UIKit lifecycle and print the callback trace.",
        specs: [
            .option(
                "profile", short: "p", valueName: "profile", allowedValues: Profile.allCases.map(\.rawValue),
                help: "Which UIKit to imitate: the seed documents' orders or current iOS (default: modern)."),
            .option(
                "memory", valueName: "policy", allowedValues: MemoryPolicy.allCases.map(\.rawValue),
                help: "What memory warnings do (default: modern; legacy-ios5 unloads views not in a window)."),
            .option("controller", valueName: "id", help: "Start from the controller with this storyboard identifier."),
            .option("script", short: "s", valueName: "steps", help: "Steps separated by ';' (see below)."),
            .option("script-file", valueName: "file", help: "Steps one per line ('#' starts a comment)."),
            .option(
                "format", short: "f", valueName: "format", allowedValues: Format.allCases.map(\.rawValue),
                help: "Trace format (default: text)."),
            .flag("trace-views", help: "Also trace views: layoutSubviews, draw and window moves."),
        ],
        details: "STEPS:\n" + stepsHelp + "\n" + """
            Trace lines look like 'Detail.viewWillAppear(animated: true) [movingToParent]'; the object is the
            controller's storyboard identifier, else its user label, else its custom class, else its id.
            JSON is an array of {object, class, event, args, flags}. A script that cannot be read is an
            error before any step runs (exit 64). A step that cannot run is an error with its position
            (exit 1); the trace so far is still printed. A controller that stands in for an unregistered
            class answers an unwind action the storyboard's exit segue names. Limits: 100,000 steps, a
            script file of 16 MiB (exit 64 past either); 3,000,000 trace events in a run (the step
            after which the trace holds more is an error, exit 1); the trace is written as it
            happens, with at most 10,000 events held in memory.

            """,
        run: { parsed, console in try run(parsed, console: console) })

    /// The most trace events `nibload run` keeps in memory before writing them out.
    static let keptEvents = 10_000
    /// The largest script file read: 16 MiB (the step limit, 100,000, needs far less).
    static let maximumScriptBytes = 16 << 20

    /// The STEPS section of the help: one row per step of ``ScriptStepKind/all``, a step without
    /// help lines on the row of the one before it (`pop | pop-to-root`).
    static var stepsHelp: String {
        var rows: [(usage: String, help: [String])] = []
        for kind in ScriptStepKind.all {
            if kind.help.isEmpty, let last = rows.indices.last {
                rows[last].usage += " | " + kind.usage
            } else {
                rows.append((kind.usage, kind.help))
            }
        }
        let indent = String(repeating: " ", count: 32)
        return rows.map { row in
            let usage =
                row.usage.count < 30
                ? row.usage + String(repeating: " ", count: 30 - row.usage.count) : row.usage + "\n" + indent
            let lines = ["  " + usage + (row.help.first ?? "")] + row.help.dropFirst().map { indent + $0 }
            return lines.joined(separator: "\n") + "\n"
        }.joined()
    }

    /// What the options ask for.
    struct Settings {
        let file: String
        let profile: Profile
        let memory: MemoryPolicy
        let format: Format
    }

    /// The outcome of one phase of the command: its value, or the exit status to stop with.
    enum Phase<Value> {
        case next(Value)
        case stop(ExitStatus)
    }

    @MainActor
    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let settings = try self.settings(parsed)
        let printer = DiagnosticPrinter(console: console)
        let (script, scriptName): (String, String)
        switch readScript(parsed, console: console) {
        case .next(let read): (script, scriptName) = (read.text, read.name)
        case .stop(let status): return status
        }
        // A script that cannot be read is reported before anything runs (exit 64).
        do {
            _ = try Script.parse(script, file: scriptName)
        } catch {
            printer.print([error.diagnostic], file: settings.file)
            return .usage
        }
        let storyboard: Storyboard
        switch loadStoryboard(settings.file, printer: printer) {
        case .next(let loaded): storyboard = loaded
        case .stop(let status): return status
        }
        // The trace goes out as it happens; at most `keptEvents` wait in memory.
        let categories: Set<TraceCategory> =
            parsed.isSet("trace-views") ? [.controller, .view, .app] : [.controller, .app]
        let trace = Trace(categories: categories)
        let writer = TraceStreamWriter(console: console, json: settings.format == .json)
        trace.maximumKeptEvents = keptEvents
        trace.sink = { writer.write($0) }
        let session: LifecycleSession
        switch try makeSession(
            storyboard, settings: settings, controller: parsed.value("controller"), trace: trace, printer: printer)
        {
        case .next(let made): session = made
        case .stop(let status): return status
        }
        let result = session.run(script, file: scriptName)
        trace.flush()
        writer.finish()
        var diagnostics = session.diagnostics
        if let error = result.error { diagnostics.append(error.diagnostic) }
        printer.print(diagnostics, file: settings.file)
        return diagnostics.containsErrors ? .errors : .ok
    }

    /// The file and the options, checked.
    static func settings(_ parsed: ParsedArguments) throws(UsageError) -> Settings {
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError(
                message: parsed.positionals.isEmpty ? "no storyboard given" : "nibload run takes one storyboard")
        }
        if parsed.value("script") != nil, parsed.value("script-file") != nil {
            throw UsageError(message: "give --script or --script-file, not both")
        }
        return Settings(
            file: file, profile: parsed.value("profile").flatMap(Profile.init(rawValue:)) ?? .modern,
            memory: parsed.value("memory").flatMap(MemoryPolicy.init(rawValue:)) ?? .modern,
            format: parsed.value("format").flatMap(Format.init(rawValue:)) ?? .text)
    }

    /// The script's text and the name its locations use: `--script`'s value, or the file
    /// `--script-file` names (at most ``maximumScriptBytes``).
    static func readScript(_ parsed: ParsedArguments, console: Console) -> Phase<(text: String, name: String)> {
        guard let scriptFile = parsed.value("script-file") else {
            return .next((parsed.value("script") ?? "", "--script"))
        }
        switch FileBytes.read(scriptFile, atMost: maximumScriptBytes) {
        case .bytes(let bytes):
            return .next((String(decoding: bytes, as: UTF8.self), scriptFile))
        case .tooLarge:
            console.err(
                DiagnosticLine.line(
                    place: "\(scriptFile): ", severity: .error,
                    message: "the script file is longer than \(maximumScriptBytes) bytes; nibload reads no more",
                    id: .scriptTooLarge))
            return .stop(.usage)
        case .failed:
            console.err("nibload: error: cannot read the script file '\(scriptFile)'\n")
            return .stop(.noInput)
        }
    }

    /// Reads `file` as a CocoaTouch storyboard, or reports why it cannot run.
    @MainActor
    static func loadStoryboard(_ file: String, printer: DiagnosticPrinter) -> Phase<Storyboard> {
        let loaded = DocumentLoader.load(contentsOf: file)
        guard loaded.outcome == .ok || loaded.outcome == .errors else {
            printer.print(loaded.diagnostics, file: file)
            return .stop(DumpCommand.status(of: loaded))
        }
        guard loaded.archive.document.isStoryboard else {
            printer.print([.notAStoryboard(file)], file: file)
            return .stop(.dataError)
        }
        guard loaded.archive.document.family == .cocoaTouch else {
            printer.print([.unsupportedRuntime(loaded.archive.document.targetRuntime)], file: file)
            return .stop(.dataError)
        }
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        return .next(Storyboard(archive: loaded.archive, storyboardFolder: folder, options: .commandLine))
    }

    /// The session with its root controller (`controller`, else the initial one) on screen, or the
    /// instantiation error reported.
    @MainActor
    static func makeSession(
        _ storyboard: Storyboard, settings: Settings, controller: String?, trace: Trace, printer: DiagnosticPrinter
    ) throws(UsageError) -> Phase<LifecycleSession> {
        let file = settings.file
        do {
            return .next(
                try LifecycleSession(
                    profile: settings.profile, memoryPolicy: settings.memory, trace: trace,
                    root: {
                        if let controller { return try storyboard.instantiateViewController(identifier: controller) }
                        guard let initial = try storyboard.instantiateInitialViewController() else {
                            throw UsageError(
                                message: "'\(file)' has no initial view controller; choose one with --controller")
                        }
                        return initial
                    },
                    instantiate: { try storyboard.instantiateViewController(identifier: $0) }))
        } catch let error as UsageError {
            throw error
        } catch {
            printer.print([.rootNotInstantiated(error)], file: file)
            return .stop(.errors)
        }
    }
}

extension Diagnostic {
    /// `not-a-storyboard`: `nibload run` given a xib.
    static func notAStoryboard(_ file: String) -> Diagnostic {
        Diagnostic(
            id: .notAStoryboard, severity: .error, message: "nibload run needs a storyboard; '\(file)' is a xib",
            location: nil)
    }

    /// `unsupported-runtime`: `nibload run` given a storyboard of another platform than iOS or tvOS.
    static func unsupportedRuntime(_ targetRuntime: String?) -> Diagnostic {
        Diagnostic(
            id: .unsupportedRuntime, severity: .error,
            message:
                "nibload run drives iOS and tvOS (CocoaTouch) controllers; this storyboard targets \(targetRuntime ?? "an unknown runtime")",
            location: nil)
    }

    /// `instantiation-failed`: the root controller of a run cannot be created.
    static func rootNotInstantiated(_ error: any Error) -> Diagnostic {
        let loading = error as? NibLoadingError
        return Diagnostic(
            id: .instantiationFailed, severity: .error, message: loading?.message ?? "\(error)",
            location: loading?.location)
    }
}
