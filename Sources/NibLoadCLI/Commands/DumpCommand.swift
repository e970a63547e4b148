import NibArchive
import NibCompiled
import NibDiagnostics
import NibJSON
import NibKit

/// `nibload FILE…`: prints the object graph of each document, as a tree or as JSON.
struct DumpCommand {
    /// The output format.
    enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    /// What the user asked for.
    struct Options: Sendable, Equatable {
        var files: [String]
        var format: Format = .text
        var scene: String?
        var depth: Int?
        var color: Bool?
        var instantiate = false
    }

    let options: Options
    let console: Console

    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "dump",
        usage: "nibload [dump] FILE... [--format text|json] [--instantiate] [--scene ID] [--depth N] [--no-color]",
        summary:
            "Print the object graph of each document: scenes, controllers and view hierarchies, with connections under their source. Compiled nibs (NIBArchive or keyed-archiver), nib folders and .storyboardc bundles are read too, by content.",
        specs: [
            .option(
                "format", short: "f", valueName: "format", allowedValues: Format.allCases.map(\.rawValue),
                help: "Output format (default: text)."),
            .option(
                "scene", valueName: "id",
                help: "Print only the scene with this scene id or storyboard identifier (text and JSON)."),
            .option(
                "depth", short: "d", valueName: "n",
                help: "Print objects only down to this depth (1 = top level); text output only."),
            .flag(
                "no-color",
                help:
                    "Never colour the output (colour is used only on a terminal, unless NO_COLOR is set or TERM=dumb)."),
            .flag("color", help: "Colour the output even when it is not a terminal."),
            .flag(
                "instantiate", short: "i",
                help:
                    "Also instantiate every object (every scene, views loaded) and report what was created and connected."
            ),
        ],
        details: """
            Diagnostics go to standard error as 'file:line:col: severity: message [id]'; the tree or JSON
            goes to standard output. With several files, --format json prints an array of documents.
            Legacy Xcode 3/4 <archive> documents are read too, with a note suggesting an upgrade.

            """,
        run: { parsed, console in
            try DumpCommand(options: options(from: parsed), console: console).run()
        })

    /// Reads the options from parsed arguments.
    static func options(from parsed: ParsedArguments) throws(UsageError) -> Options {
        var options = Options(files: parsed.positionals)
        options.format = parsed.value("format").flatMap(Format.init(rawValue:)) ?? .text
        options.scene = parsed.value("scene")
        if let depth = parsed.value("depth") {
            guard let number = Int(depth), number > 0 else {
                throw UsageError(message: "--depth takes a positive whole number, not '\(depth)'")
            }
            options.depth = number
        }
        if parsed.isSet("no-color") { options.color = false } else if parsed.isSet("color") { options.color = true }
        options.instantiate = parsed.isSet("instantiate")
        return options
    }

    /// Loads every file and prints it; returns the worst status.
    @MainActor func run() -> ExitStatus {
        var status = ExitStatus.ok
        // JSON goes out as it is written: one document, or an array of them, in chunks.
        let console = self.console
        var json = JSONWriter { console.outBytes($0) }
        if options.format == .json, options.files.count > 1 { json.beginArray() }
        for file in options.files {
            // The previous document is freed before this one is loaded, so that its pages are reused.
            Self.lastPrinted = nil
            let loaded = load(file)
            status = status.combined(with: loaded.status)
            DiagnosticPrinter(console: console).print(loaded.diagnostics, file: file)
            switch options.format {
            case .json: writeJSON(loaded, to: &json)
            case .text: printText(loaded)
            }
            Self.lastPrinted = loaded
        }
        if options.format == .json {
            if options.files.count > 1 { json.endArray() }
            json.finish()
        }
        return status
    }

    /// The last document printed, kept until the process exits: freeing it would only cost time
    /// (a 31 MB storyboard's archive is over a million allocations) just before `exit` returns
    /// every page at once.
    @MainActor private static var lastPrinted: LoadedFile?

    /// One file as loaded (and instantiated, with `--instantiate`), with everything to print about it.
    private struct LoadedFile {
        let result: ArchiveLoadResult
        var diagnostics: [Diagnostic]
        var status: ExitStatus
        var instantiation: InstantiationReport?
    }

    /// Loads a file, checks `--scene` against it and instantiates it when asked.
    @MainActor private func load(_ file: String) -> LoadedFile {
        let result = DocumentLoader.load(contentsOf: file)
        var loaded = LoadedFile(result: result, diagnostics: result.diagnostics, status: Self.status(of: result))
        let usable = result.outcome == .ok || result.outcome == .errors
        if let scene = options.scene, usable,
            !result.archive.scenes.contains(where: { TreePrinter.scene($0, in: result.archive, matches: scene) })
        {
            loaded.diagnostics.append(.noSuchScene(scene, in: result.archive, file: file))
            loaded.status = loaded.status.combined(with: .usage)
        }
        if options.instantiate, usable {
            let folder = file.lastIndex(of: "/").map { String(file[..<$0]) } ?? "."
            let report = InstantiationReport.instantiateAll(archive: result.archive, storyboardFolder: folder)
            loaded.diagnostics += report.diagnostics
            if report.diagnostics.containsErrors { loaded.status = loaded.status.combined(with: .errors) }
            loaded.instantiation = report
        }
        return loaded
    }

    /// Writes a file's JSON document.
    private func writeJSON(_ loaded: LoadedFile, to json: inout JSONWriter) {
        let figures = loaded.instantiation.map { report in
            ArchiveJSON.Instantiation(
                objects: report.statistics.objects, attributes: report.statistics.attributes,
                outlets: report.statistics.outlets, actions: report.statistics.actions,
                awakeFromNib: report.statistics.awakeFromNib, scenes: report.scenes)
        }
        ArchiveJSON.write(
            loaded.result.archive, diagnostics: loaded.diagnostics, instantiation: figures, scene: options.scene,
            to: &json)
    }

    /// Prints a file's tree, its instantiation figures and its summary line.
    private func printText(_ loaded: LoadedFile) {
        let result = loaded.result
        guard result.xmlFailure != .cannotOpen, result.xmlFailure != .empty else { return }
        let useColor = console.usesColor(explicit: options.color, isTerminal: console.outputIsTerminal)
        let printer = TreePrinter(maximumDepth: options.depth, scene: options.scene, color: useColor)
        let console = self.console
        var output = ByteOutput { console.outBytes($0) }
        printer.write(result.archive, to: &output)
        output.flush()
        if let instantiation = loaded.instantiation {
            let figures = instantiation.statistics
            var line = "instantiated: \(Summary.plural(figures.objects, "object")), "
            line += "\(Summary.plural(figures.attributes, "runtime attribute")) applied, "
            line +=
                "\(Summary.plural(figures.outlets, "outlet")) and \(Summary.plural(figures.actions, "action")) connected, "
            line += "awakeFromNib sent \(figures.awakeFromNib) time\(figures.awakeFromNib == 1 ? "" : "s")"
            if instantiation.scenes > 0 { line += " (\(Summary.plural(instantiation.scenes, "scene")))" }
            console.out(line + "\n")
        }
        console.out(Summary.line(for: result.archive, diagnostics: loaded.diagnostics) + "\n")
    }

    /// The exit status a load result calls for.
    static func status(of result: ArchiveLoadResult) -> ExitStatus {
        switch result.outcome {
        case .ok: .ok
        case .errors: .errors
        case .malformed: .dataError
        case .cannotOpen: .noInput
        }
    }
}

extension Diagnostic {
    /// `no-such-scene`: `--scene` names no scene of the storyboard, or was given for a xib.
    static func noSuchScene(_ scene: String, in archive: Archive, file: String) -> Diagnostic {
        let message =
            archive.scenes.isEmpty
            ? "--scene applies to storyboards; '\(file)' is a xib"
            : "no scene has the id or storyboard identifier '\(scene)'"
        return Diagnostic(id: .noSuchScene, severity: .error, message: message, location: nil)
    }
}
