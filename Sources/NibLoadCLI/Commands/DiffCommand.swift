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
        usage:
            "nibload diff OLD NEW [--format text|json|markdown] [--all] [--exit-code] | --git PATH OLD HEX MODE NEW HEX MODE | --textconv FILE",
        summary:
            "Show what changed between two versions of a document: objects, attributes, values, connections, segues and scenes, matched by id.",
        specs: [
            .option(
                "format", short: "f", valueName: "format", allowedValues: Format.allCases.map(\.rawValue),
                help: "Output format (default: text)."),
            .flag(
                "all", short: "a",
                help:
                    "Also show what Interface Builder changes on its own when it saves (versions, flags, canvas, colour spaces, order)."
            ),
            .flag("exit-code", help: "Exit 1 when there are differences (like git diff --exit-code)."),
            .flag(
                "git",
                help:
                    "Run as GIT_EXTERNAL_DIFF or a diff driver's command: PATH OLD-FILE OLD-HEX OLD-MODE NEW-FILE NEW-HEX NEW-MODE."
            ),
            .flag(
                "textconv", help: "Print the stable outline of one file for git's textconv (same as 'nibload outline')."
            ),
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
        var sides = try Sides(parsed)
        let oldBytes = sides.oldPath == "/dev/null" ? nil : FileBytes.read(sides.oldPath)
        let newBytes = sides.newPath == "/dev/null" ? nil : FileBytes.read(sides.newPath)
        for (path, bytes) in [(sides.oldPath, oldBytes), (sides.newPath, newBytes)]
        where path != "/dev/null" && bytes == nil {
            console.err("nibload: error: cannot open '\(path)'\n")
            return .noInput
        }
        if sides.oldPath == "/dev/null" { sides.oldName = sides.newName }
        if sides.newPath == "/dev/null" { sides.newName = sides.oldName }
        let loaded: [ArchiveLoadResult?]
        switch load([(oldBytes, sides.oldName), (newBytes, sides.newName)], header: sides.header, console: console) {
        case .loaded(let results): loaded = results
        case .stopped(let status): return status
        }
        guard let template = (loaded[1] ?? loaded[0])?.archive else {
            throw UsageError(message: "at most one side of a diff can be /dev/null")
        }
        let old = loaded[0]?.archive ?? EmptyDocument.like(template, file: sides.oldName)
        let new = loaded[1]?.archive ?? EmptyDocument.like(template, file: sides.newName)
        let all = DocumentDiff.changes(from: old, to: new, textsDiffer: oldBytes != newBytes)
        let shown = parsed.isSet("all") ? all : all.filter { !$0.isNoise }
        let rendered = render(shown, hidden: all.count - shown.count, format: format, sides: sides)
        if let header = sides.header, !shown.isEmpty || format != .text { console.out(header) }
        if sides.header == nil || !shown.isEmpty || format != .text { console.out(rendered) }
        if parsed.isSet("git") { return .ok }
        return parsed.isSet("exit-code") && !shown.isEmpty ? .errors : .ok
    }

    /// The two files compared and the names they are shown under; as git's external diff, the
    /// header naming the path.
    struct Sides {
        let oldPath: String
        let newPath: String
        var oldName: String
        var newName: String
        var header: String?

        init(_ parsed: ParsedArguments) throws(UsageError) {
            guard parsed.isSet("git") else {
                guard parsed.positionals.count == 2 else {
                    throw UsageError(message: "diff takes two documents: OLD NEW")
                }
                (oldPath, newPath) = (parsed.positionals[0], parsed.positionals[1])
                (oldName, newName) = (oldPath, newPath)
                return
            }
            // path old-file old-hex old-mode new-file new-hex new-mode [new-path similarity] (renames add two).
            let arguments = parsed.positionals
            guard arguments.count == 7 || arguments.count == 9 else {
                throw UsageError(
                    message:
                        "--git takes the 7 arguments git passes (path old-file old-hex old-mode new-file new-hex new-mode), got \(arguments.count)"
                )
            }
            (oldPath, newPath) = (arguments[1], arguments[4])
            oldName = arguments[0]
            newName = arguments.count == 9 ? arguments[7] : arguments[0]
            header = "diff --nibload a/\(oldName) b/\(newName)\n"
        }
    }

    /// Both sides read, or the status to stop with.
    enum Loading {
        case loaded([ArchiveLoadResult?])
        case stopped(ExitStatus)
    }

    /// Reads both sides (nil for `/dev/null`); a side that is not an IB document stops the diff.
    static func load(_ sides: [([UInt8]?, String)], header: String?, console: Console) -> Loading {
        var loaded: [ArchiveLoadResult?] = []
        for (bytes, name) in sides {
            guard let bytes else {
                loaded.append(nil)
                continue
            }
            let result = ArchiveLoader.load(bytes: bytes, file: name)
            if result.outcome == .malformed, let header {
                // As GIT_EXTERNAL_DIFF nibload sees every changed file; git stops at a failing one.
                console.out(header + "\(name): not an Interface Builder document; the files differ\n")
                return .stopped(.ok)
            }
            if result.outcome == .malformed {
                DiagnosticPrinter(console: console).print(
                    result.diagnostics.filter { $0.severity == .error }, file: name)
                return .stopped(.dataError)
            }
            loaded.append(result)
        }
        return .loaded(loaded)
    }

    /// The changes in the chosen format.
    static func render(_ shown: [DiffChange], hidden: Int, format: Format, sides: Sides) -> String {
        switch format {
        case .text: DiffRendering.text(shown, hidden: hidden, file: sides.newName)
        case .markdown: DiffRendering.markdown(shown, hidden: hidden, file: sides.newName)
        case .json: DiffRendering.json(shown, hidden: hidden, old: sides.oldName, new: sides.newName)
        }
    }
}

/// The document a `/dev/null` side of a git diff stands for: the other side's kind, no objects.
enum EmptyDocument {
    static func like(_ archive: Archive, file: String) -> Archive {
        let info = archive.document
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document"
        for (name, value) in [
            ("type", info.type), ("version", info.version), ("toolsVersion", info.toolsVersion),
            ("targetRuntime", info.targetRuntime),
        ] {
            if let value { text += " \(name)=\"\(value)\"" }
        }
        text += info.isStoryboard ? "><scenes/></document>\n" : "><objects/></document>\n"
        return ArchiveLoader.load(string: text, file: file).archive
    }
}
