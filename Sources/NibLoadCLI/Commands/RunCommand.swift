import NibScript
import NibCompiled
import NibArchive
import NibDiagnostics
import NibJSON
import NibKit
import NibPrimitives

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
        details: """
            STEPS:
              segue <identifier>            perform a segue of the visible controller (asks shouldPerformSegue)
              push <storyboardIdentifier>   push a new controller on the visible navigation controller
              pop | pop-to-root             pop one, or back to the root
              present <storyboardIdentifier> [style]
                                            present modally; style: fullScreen, pageSheet, formSheet,
                                            automatic, overFullScreen, overCurrentContext, custom
              dismiss                       dismiss the topmost presented controller
              tab <index>                   select a tab of the visible tab bar controller
              swipe-back-cancel | swipe-back-finish
                                            an interactive pop that is cancelled or completes
              rotate | resize <w>x<h>       a size change (rotation swaps width and height)
              background | foreground       app events (no appearance callbacks)
              memory-warning                a memory warning to every live controller
              tick [seconds]                advance the virtual clock
              tap <control>                 a touch on a button or bar button item on screen (by id, user
                                            label or title): its actions and segues, unwinds included
              start <step>                  run a step but do not settle: its transition is left running,
                                            so the next step overlaps it
              should-perform <segue> yes|no what shouldPerformSegue answers for that segue from now on
              add-child <storyboardIdentifier> | remove-child
                                            containment on the visible controller (addChild, the view,
                                            didMove; willMove(nil), the view, removeFromParent)
              set-needs-layout [view] | set-needs-display [view]
                                            mark a view (id or user label; default: the visible one)

            Trace lines look like 'Detail.viewWillAppear(animated: true) [movingToParent]'; the object is the
            controller's storyboard identifier, else its user label, else its custom class, else its id.
            JSON is an array of {object, class, event, args, flags}. A script that cannot be read is an
            error before any step runs (exit 64). A step that cannot run is an error with its position
            (exit 1); the trace so far is still printed. A controller that stands in for an unregistered
            class answers an unwind action the storyboard's exit segue names. Limits: 100,000 steps, a
            script file of 16 MiB (exit 64 past either); the trace is written as it happens, with at
            most 10,000 events held in memory.

            """,
        run: { parsed, console in try run(parsed, console: console) })

    /// The most trace events `nibload run` keeps in memory before writing them out.
    static let keptEvents = 10_000
    /// The largest script file read: 16 MiB (the step limit, 100,000, needs far less).
    static let maximumScriptBytes = 16 << 20

    @MainActor
    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError(message: parsed.positionals.isEmpty ? "no storyboard given" : "nibload run takes one storyboard")
        }
        if parsed.value("script") != nil, parsed.value("script-file") != nil {
            throw UsageError(message: "give --script or --script-file, not both")
        }
        let profile = parsed.value("profile").flatMap(Profile.init(rawValue:)) ?? .modern
        let memory = parsed.value("memory").flatMap(MemoryPolicy.init(rawValue:)) ?? .modern
        let format = parsed.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let printer = DiagnosticPrinter(console: console)

        var script = parsed.value("script") ?? ""
        var scriptName = "--script"
        if let scriptFile = parsed.value("script-file") {
            switch FileBytes.read(scriptFile, atMost: maximumScriptBytes) {
            case let .bytes(bytes):
                script = String(decoding: bytes, as: UTF8.self)
            case .tooLarge:
                console.err(
                    DiagnosticLine.line(
                        place: "\(scriptFile): ", severity: .error,
                        message: "the script file is longer than \(maximumScriptBytes) bytes; nibload reads no more", id: .scriptTooLarge))
                return .usage
            case .failed:
                console.err("nibload: error: cannot read the script file '\(scriptFile)'\n")
                return .noInput
            }
            scriptName = scriptFile
        }

        // A script that cannot be read is reported before anything runs (exit 64).
        do {
            _ = try Script.parse(script, file: scriptName)
        } catch {
            printer.print([error.diagnostic], file: file)
            return .usage
        }

        let loaded = DocumentLoader.load(contentsOf: file)
        guard loaded.outcome == .ok || loaded.outcome == .errors else {
            printer.print(loaded.diagnostics, file: file)
            return DumpCommand.status(of: loaded)
        }
        guard loaded.archive.document.isStoryboard else {
            printer.print([.notAStoryboard(file)], file: file)
            return .dataError
        }
        guard loaded.archive.document.family == .cocoaTouch else {
            printer.print([.unsupportedRuntime(loaded.archive.document.targetRuntime)], file: file)
            return .dataError
        }
        let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
        let storyboard = Storyboard(archive: loaded.archive, storyboardFolder: folder, options: .commandLine)
        let categories: Set<TraceCategory> = parsed.isSet("trace-views") ? [.controller, .view, .app] : [.controller, .app]
        // The trace goes out as it happens; at most `keptEvents` wait in memory.
        let trace = Trace(categories: categories)
        let writer = TraceStreamWriter(console: console, json: format == .json)
        trace.maximumKeptEvents = keptEvents
        trace.sink = { writer.write($0) }
        let session: LifecycleSession
        do {
            session = try LifecycleSession(
                profile: profile, memoryPolicy: memory, trace: trace,
                root: {
                    if let identifier = parsed.value("controller") {
                        return try storyboard.instantiateViewController(identifier: identifier)
                    }
                    guard let initial = try storyboard.instantiateInitialViewController() else {
                        throw UsageError(message: "'\(file)' has no initial view controller; choose one with --controller")
                    }
                    return initial
                },
                instantiate: { try storyboard.instantiateViewController(identifier: $0) })
        } catch let error as UsageError {
            throw error
        } catch {
            printer.print([.rootNotInstantiated(error)], file: file)
            return .errors
        }
        let result = session.run(script, file: scriptName)
        trace.flush()
        writer.finish()
        var diagnostics = session.diagnostics
        if let error = result.error { diagnostics.append(error.diagnostic) }
        printer.print(diagnostics, file: file)
        return diagnostics.containsErrors ? .errors : .ok
    }
}

extension Diagnostic {
    /// `not-a-storyboard`: `nibload run` given a xib.
    static func notAStoryboard(_ file: String) -> Diagnostic {
        Diagnostic(id: .notAStoryboard, severity: .error, message: "nibload run needs a storyboard; '\(file)' is a xib", location: nil)
    }

    /// `unsupported-runtime`: `nibload run` given a storyboard of another platform than iOS or tvOS.
    static func unsupportedRuntime(_ targetRuntime: String?) -> Diagnostic {
        Diagnostic(
            id: .unsupportedRuntime, severity: .error,
            message: "nibload run drives iOS and tvOS (CocoaTouch) controllers; this storyboard targets \(targetRuntime ?? "an unknown runtime")",
            location: nil)
    }

    /// `instantiation-failed`: the root controller of a run cannot be created.
    static func rootNotInstantiated(_ error: any Error) -> Diagnostic {
        let loading = error as? NibLoadingError
        return Diagnostic(
            id: .instantiationFailed, severity: .error, message: loading?.message ?? "\(error)", location: loading?.location)
    }
}
