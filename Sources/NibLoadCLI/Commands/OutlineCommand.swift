import NibArchive
import NibDiff
import NibPrimitives

/// `nibload outline FILE`: the stable line-oriented text `git diff` compares through `textconv`.
enum OutlineCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "outline",
        usage: "nibload outline FILE",
        summary:
            "Print a stable, line-oriented outline of a document (objects, sorted attributes, values, connections) for git's textconv.",
        specs: [],
        details: """
            What Interface Builder rewrites on save is left out (versions, capabilities, canvas locations,
            misplaced/ambiguous flags, colour spaces, attribute order), so git diff shows only design
            changes. A file that is not an IB document is printed as it is, so that git never fails on it.

            """,
        run: { parsed, console in
            guard parsed.positionals.count == 1 else { throw UsageError(message: "outline takes exactly one file") }
            return outline(parsed.positionals[0], console: console)
        })

    static func outline(_ path: String, console: Console) -> ExitStatus {
        guard let bytes = FileBytes.read(path) else {
            console.err("nibload: error: cannot open '\(path)'\n")
            return .noInput
        }
        let result = ArchiveLoader.load(bytes: bytes, file: path)
        if result.outcome == .malformed {
            console.out(String(decoding: bytes, as: UTF8.self))
            return .ok
        }
        console.out(DocumentOutline.render(result.archive))
        return .ok
    }
}
