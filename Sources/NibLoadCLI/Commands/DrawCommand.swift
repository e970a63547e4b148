import NibArchive
import NibDiagnostics
import NibDraw
import NibPrimitives

/// `nibload draw FILE`: a wireframe picture of a storyboard (SVG), or its flow graph (DOT, Mermaid).
enum DrawCommand {
    /// The output format.
    enum Format: String, CaseIterable {
        case svg, dot, mermaid
    }

    /// The command's entry in the catalog.
    static let command = CommandCatalog.Command(
        name: "draw",
        usage: "nibload draw FILE... [--scene ID] [--format svg|dot|mermaid] [-o FILE]",
        summary:
            "Draw a storyboard: every scene's wireframe at its canvas position with the segues between scenes (SVG), or the flow graph (DOT, Mermaid).",
        specs: [
            .option(
                "format", short: "f", valueName: "format", allowedValues: Format.allCases.map(\.rawValue),
                help: "svg: the wireframe picture (default); dot or mermaid: the flow graph only."),
            .option(
                "scene", valueName: "id",
                help: "Draw only the scene with this scene id, controller id or storyboard identifier (SVG)."),
            .option("output", short: "o", valueName: "file", help: "Write to this file instead of standard output."),
        ],
        details: """
            The SVG is self-contained (no scripts, fonts or images from elsewhere): views as boxes at the
            frames IB stored, labels and buttons with their text, image views with their image name, cells,
            bars with their titles, safe areas faint; the initial controller's entry arrow; segues and
            relationships as arrows labelled with kind and identifier; storyboard references as boxes
            naming their target. A xib draws its top-level views side by side. The SVG takes one file;
            dot and mermaid take several, linking storyboard references to the files given. An output
            file that cannot be written is a usage error (64).

            """,
        run: { parsed, console in try run(parsed, console: console) })

    static func run(_ parsed: ParsedArguments, console: Console) throws(UsageError) -> ExitStatus {
        let files = parsed.positionals
        let format = parsed.value("format").flatMap(Format.init(rawValue:)) ?? .svg
        guard !files.isEmpty else { throw UsageError(message: "no document given") }
        if format == .svg, files.count > 1 {
            throw UsageError(message: "the SVG picture takes one document; --format dot or mermaid take several")
        }
        let printer = DiagnosticPrinter(console: console)
        var status = ExitStatus.ok
        var archives: [Archive] = []
        for file in files {
            let result = ArchiveLoader.load(contentsOf: file)
            printer.print(result.diagnostics.filter { $0.severity == .error }, file: file)
            let fileStatus = DumpCommand.status(of: result)
            status = status.combined(with: fileStatus)
            guard result.outcome == .ok || result.outcome == .errors else { continue }
            archives.append(result.archive)
        }
        guard !archives.isEmpty else { return status }
        let text: String
        switch format {
        case .svg:
            let archive = archives[0]
            guard let wireframe = Wireframe(archive: archive, scene: parsed.value("scene")) else {
                printer.print(
                    [.noSuchScene(parsed.value("scene") ?? "", in: archive, file: archive.file)], file: archive.file)
                return status.combined(with: .usage)
            }
            let name = archive.file.split(separator: "/").last.map(String.init) ?? archive.file
            text = SVGRenderer.render(wireframe, title: name)
        case .dot:
            text = FlowGraph(archives: archives).dot()
        case .mermaid:
            text = FlowGraph(archives: archives).mermaid()
        }
        if let output = parsed.value("output") {
            guard FileBytes.write(text, to: output) == nil else {
                console.err("nibload: error: cannot write '\(output)'\n")
                return status.combined(with: .usage)
            }
        } else {
            console.out(text)
        }
        return status
    }
}
