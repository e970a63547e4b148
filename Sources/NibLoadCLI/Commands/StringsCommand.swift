import NibArchive
import NibPrimitives
import NibStrings

/// `nibload strings FILE`: the `.strings` file `ibtool --export-strings-file` writes for a document.
enum StringsCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "strings",
        usage: "nibload strings FILE [--output FILE] [--encoding utf8|utf16] [--order ibtool|numeric]",
        summary:
            "Export the localizable strings of a document as ibtool --export-strings-file does: \"ObjectID.property\" = \"value\"; with ibtool's comments and order.",
        specs: [
            .option("output", short: "o", valueName: "file", help: "Write to a file instead of standard output."),
            .option(
                "encoding", valueName: "name", allowedValues: ["utf8", "utf16"],
                help: "utf8 (default) or utf16 (little-endian with a byte order mark; needs --output)."),
            .option(
                "order", valueName: "name", allowedValues: StringsOrder.allCases.map(\.rawValue),
                help:
                    "ibtool (default: by character code, as ibtool exports) or numeric (digit runs by value, as Xcode's language files)."
            ),
        ],
        details: """
            Exported: texts, titles, placeholders, prompts, back button titles, table section headers and
            footers, button state titles (normalTitle, highlightedTitle, selectedTitle, disabledTitle),
            segment titles (segmentTitles[N]), search bar scope titles (scopeButtonTitles[N]) and
            accessibility labels and hints. Exit 0: written; 65: not an IB document; 66: cannot open.

            """,
        run: { parsed, console in try run(parsed, console: console) })

    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        guard parsed.positionals.count == 1, let file = parsed.positionals.first else {
            throw UsageError(message: "strings takes exactly one document")
        }
        let utf16 = parsed.value("encoding") == "utf16"
        let output = parsed.value("output")
        if utf16, output == nil { throw UsageError(message: "--encoding utf16 needs --output FILE") }
        let result = ArchiveLoader.load(contentsOf: file)
        // Notes (unknown elements kept as generic values) say nothing about the strings.
        DiagnosticPrinter(console: console).print(result.diagnostics.filter { $0.severity != .note }, file: file)
        switch result.outcome {
        case .cannotOpen: return .noInput
        case .malformed: return .dataError
        case .ok, .errors: break
        }
        let text = StringsWriter.render(
            StringsExtractor.strings(
                of: result.archive, order: StringsOrder(rawValue: parsed.value("order") ?? "") ?? .ibtool))
        if let output {
            guard FileBytes.write(StringsWriter.encode(text, utf16: utf16), to: output) == nil else {
                console.err("nibload: error: cannot write '\(output)'\n")
                return .noInput
            }
        } else {
            console.out(text)
        }
        return .ok
    }
}
