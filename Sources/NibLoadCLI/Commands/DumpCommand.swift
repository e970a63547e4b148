import NibArchive
import NibDiagnostics

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
    }

    let options: Options
    let console: Console

    /// Loads every file and prints it; returns the worst status.
    func run() -> ExitStatus {
        var status = ExitStatus.ok
        var documents: [JSONValue] = []
        let useColor = options.color ?? console.outputIsTerminal
        for file in options.files {
            let result = ArchiveLoader.load(contentsOf: file)
            var diagnostics = result.diagnostics
            var fileStatus = Self.status(of: result)
            if let scene = options.scene, !result.archive.scenes.isEmpty,
                !result.archive.scenes.contains(where: { TreePrinter.scene($0, in: result.archive, matches: scene) })
            {
                diagnostics.append(
                    Diagnostic(
                        id: "no-such-scene", severity: .error,
                        message: "no scene has the id or storyboard identifier '\(scene)'", location: nil))
                fileStatus = fileStatus.combined(with: .usage)
            }
            status = status.combined(with: fileStatus)
            DiagnosticPrinter(console: console).print(diagnostics, file: file)
            switch options.format {
            case .json:
                documents.append(ArchiveJSON.document(result.archive, diagnostics: diagnostics))
            case .text:
                guard result.xmlFailure != .cannotOpen, result.xmlFailure != .empty else { continue }
                let printer = TreePrinter(maximumDepth: options.depth, scene: options.scene, color: useColor)
                console.out(printer.render(result.archive))
                console.out(Summary.line(for: result.archive, diagnostics: diagnostics) + "\n")
            }
        }
        if options.format == .json {
            let value = documents.count == 1 ? documents[0] : .array(documents)
            console.out(value.rendered() + "\n")
        }
        return status
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
