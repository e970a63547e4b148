import NibArchive
import NibCompiled

/// `nibload compile`: writes a document in nibload's compiled form.
enum CompileCommand {
    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "compile",
        usage: "nibload compile FILE.(xib|storyboard) -o OUT",
        summary:
            "Write a document in nibload's compiled form (the NIBArchive container): a file for a xib, a folder like .storyboardc for a storyboard. Loading it gives the same archive as the XML, without parsing.",
        specs: [.option("output", short: "o", valueName: "OUT", help: "Where to write the compiled file or folder.")],
        details:
            "nibload FILE, nibload run, Nib and Storyboard read the output (and Apple's compiled nibs) like XML.\n",
        run: { parsed, console in
            guard parsed.positionals.count == 1, let input = parsed.positionals.first else {
                throw UsageError(message: "compile takes exactly one input file")
            }
            guard let output = parsed.value("output") else { throw UsageError(message: "compile needs -o OUT") }
            let loaded = ArchiveLoader.load(contentsOf: input)
            DiagnosticPrinter(console: console).print(loaded.diagnostics, file: input)
            let status = DumpCommand.status(of: loaded)
            guard status == .ok || status == .errors else { return status }
            do throws(ArchiveCompiler.Failure) {
                try ArchiveCompiler.write(loaded.archive, to: output)
            } catch {
                console.err("nibload: error: \(error.message)\n")
                return .noInput
            }
            return status
        })
}
