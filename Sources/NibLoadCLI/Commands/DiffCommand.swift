import NibArchive
import NibDiff
import NibPrimitives

/// `nibload diff OLD NEW`: what a change to a document means, object by object.
enum DiffCommand {
    /// The output format.
    enum Format: String, CaseIterable {
        case text, json, markdown
    }

    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "diff",
        usage: "nibload diff OLD NEW [--format text|json|markdown] [--all] [--exit-code] | --git PATH OLD HEX MODE NEW HEX MODE | --textconv FILE",
        summary:
            "Show what changed between two versions of a document: objects, attributes, values, connections, segues and scenes, matched by id.",
        specs: [
            .option("format", short: "f", valueName: "format", allowedValues: Format.allCases.map(\.rawValue), help: "Output format (default: text)."),
            .flag("all", short: "a", help: "Also show what Interface Builder changes on its own when it saves (versions, flags, canvas, colour spaces, order)."),
            .flag("exit-code", help: "Exit 1 when there are differences (like git diff --exit-code)."),
            .flag("git", help: "Run as GIT_EXTERNAL_DIFF or a diff driver's command: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE."),
            .flag("textconv", help: "Print the stable outline of one file for git's textconv (same as 'nibload outline')."),
        ],
        details: """
            Each line gives the place in the new file (for removals, the nearest place that survives).
            Hidden unless --all: toolsVersion, plug-in versions, <capability>, canvas locations,
            misplaced/ambiguous flags, colours that only changed colour space, attribute order and
            formatting. Git: see README ('Reviewing storyboard changes'). Exit 0 (or 1 with --exit-code
            and differences); 65: not an IB document; 66: cannot open.

            """,
        run: { parsed, console in try run(parsed, console: console) })

    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        if parsed.isSet("textconv") {
            guard parsed.positionals.count == 1 else { throw UsageError(message: "--textconv takes exactly one file") }
            return OutlineCommand.outline(parsed.positionals[0], console: console)
        }
        let format = parsed.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let oldPath: String
        let newPath: String
        var oldName: String
        var newName: String
        var header: String?
        if parsed.isSet("git") {
            // path old-file old-hex old-mode new-file new-hex new-mode [new-path similarity] (renames add two).
            let arguments = parsed.positionals
            guard arguments.count == 7 || arguments.count == 9 else {
                throw UsageError(message: "--git takes the 7 arguments git passes (path old-file old-hex old-mode new-file new-hex new-mode), got \(arguments.count)")
            }
            oldPath = arguments[1]
            newPath = arguments[4]
            oldName = arguments[0]
            newName = arguments.count == 9 ? arguments[7] : arguments[0]
            header = "diff --nibload a/\(oldName) b/\(newName)\n"
        } else {
            guard parsed.positionals.count == 2 else { throw UsageError(message: "diff takes two documents: OLD NEW") }
            oldPath = parsed.positionals[0]
            newPath = parsed.positionals[1]
            oldName = oldPath
            newName = newPath
        }
        let oldBytes = oldPath == "/dev/null" ? nil : FileBytes.read(oldPath)
        let newBytes = newPath == "/dev/null" ? nil : FileBytes.read(newPath)
        for (path, bytes) in [(oldPath, oldBytes), (newPath, newBytes)] where path != "/dev/null" && bytes == nil {
            console.err("nibload: error: cannot open '\(path)'\n")
            return .noInput
        }
        if oldPath == "/dev/null" { oldName = newName }
        if newPath == "/dev/null" { newName = oldName }
        var loaded: [ArchiveLoadResult?] = []
        for (bytes, name) in [(oldBytes, oldName), (newBytes, newName)] {
            guard let bytes else {
                loaded.append(nil)
                continue
            }
            let result = ArchiveLoader.load(bytes: bytes, file: name)
            if result.outcome == .malformed, let header {
                // As GIT_EXTERNAL_DIFF nibload sees every changed file; git stops at a failing one.
                console.out(header + "\(name): not an Interface Builder document; the files differ\n")
                return .ok
            }
            if result.outcome == .malformed {
                DiagnosticPrinter(console: console).print(result.diagnostics.filter { $0.severity == .error }, file: name)
                return .dataError
            }
            loaded.append(result)
        }
        guard let template = (loaded[1] ?? loaded[0])?.archive else {
            throw UsageError(message: "at most one side of a diff can be /dev/null")
        }
        let old = loaded[0]?.archive ?? EmptyDocument.like(template, file: oldName)
        let new = loaded[1]?.archive ?? EmptyDocument.like(template, file: newName)
        let all = DocumentDiff.changes(from: old, to: new, textsDiffer: oldBytes != newBytes)
        let shown = parsed.isSet("all") ? all : all.filter { !$0.isNoise }
        let hidden = all.count - shown.count
        let rendered: String =
            switch format {
            case .text: DiffRendering.text(shown, hidden: hidden, file: newName)
            case .markdown: DiffRendering.markdown(shown, hidden: hidden, file: newName)
            case .json: DiffRendering.json(shown, hidden: hidden, old: oldName, new: newName)
            }
        if let header, !shown.isEmpty || format != .text { console.out(header) }
        if header == nil || !shown.isEmpty || format != .text { console.out(rendered) }
        if parsed.isSet("git") { return .ok }
        return parsed.isSet("exit-code") && !shown.isEmpty ? .errors : .ok
    }
}

/// The document a `/dev/null` side of a git diff stands for: the other side's kind, no objects.
enum EmptyDocument {
    static func like(_ archive: Archive, file: String) -> Archive {
        let info = archive.document
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document"
        for (name, value) in [("type", info.type), ("version", info.version), ("toolsVersion", info.toolsVersion), ("targetRuntime", info.targetRuntime)] {
            if let value { text += " \(name)=\"\(value)\"" }
        }
        text += info.isStoryboard ? "><scenes/></document>\n" : "><objects/></document>\n"
        return ArchiveLoader.load(string: text, file: file).archive
    }
}
