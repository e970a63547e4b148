import NibPrimitives
import NibReporters

/// Where each report of a lint run goes: `--reporter NAME` and `--output FILE` pair up in order.
///
/// The first `--output` is where the first `--reporter` writes, the second `--output` the second
/// `--reporter`, and so on; reporters past the last `--output` (or with the output `-`) write to
/// standard output. Without `--reporter`, one `xcode` report is made. At most one report may go to
/// standard output, and there may not be more outputs than reporters (except one `--output` with no
/// `--reporter`, which writes the xcode report there).
struct LintOutputs {
    /// One report to make.
    struct Destination {
        /// The reporter's name (`sarif`, …).
        var reporter: String
        /// The file to write, or nil for standard output.
        var file: String?
    }

    /// The reports, in the order given.
    var destinations: [Destination]

    /// Pairs the `--reporter` and `--output` values.
    /// - Throws: `UsageError` for more outputs than reporters, two reports on standard output, or
    ///   two reports into one file.
    init(reporters: [String], outputs: [String]) throws(UsageError) {
        let names = reporters.isEmpty ? ["xcode"] : reporters
        guard outputs.count <= names.count else {
            throw UsageError(
                message:
                    "\(outputs.count) --output options but \(names.count) --reporter option\(names.count == 1 ? "" : "s"); the Nth --output is where the Nth --reporter writes"
            )
        }
        destinations = names.enumerated().map { index, name in
            let file = index < outputs.count && outputs[index] != "-" ? outputs[index] : nil
            return Destination(reporter: name, file: file)
        }
        let toStandardOutput = destinations.filter { $0.file == nil }.map(\.reporter)
        guard toStandardOutput.count <= 1 else {
            throw UsageError(
                message:
                    "only one report can go to standard output, but \(toStandardOutput.joined(separator: ", ")) would; give each but one an --output FILE"
            )
        }
        let files = destinations.compactMap(\.file)
        if let repeated = files.first(where: { file in files.filter { $0 == file }.count > 1 }) {
            throw UsageError(message: "two reports would be written to '\(repeated)'")
        }
        for destination in destinations where Reporters.named(destination.reporter) == nil {
            throw UsageError(message: "unknown reporter '\(destination.reporter)'")
        }
    }

    /// Renders the report once per destination and writes it to its file or standard output.
    /// - Parameters:
    ///   - report: The report.
    ///   - console: Where standard output and error messages go.
    ///   - colorStandardOutput: Colour an xcode report on standard output (files are never coloured).
    /// - Returns: `.cannotCreate` when a file could not be written (after saying so), else `.ok`.
    func write(_ report: LintReport, console: Console, colorStandardOutput: Bool) -> ExitStatus {
        var status = ExitStatus.ok
        for destination in destinations {
            let reporter: any Reporter =
                destination.reporter == XcodeReporter.identifier
                ? XcodeReporter(color: destination.file == nil && colorStandardOutput)
                : Reporters.named(destination.reporter) ?? XcodeReporter()
            var rendered = reporter.render(report)
            if !rendered.isEmpty, !rendered.hasSuffix("\n") { rendered += "\n" }
            guard let file = destination.file else {
                console.out(rendered)
                continue
            }
            if let failure = FileBytes.write(rendered, to: file) {
                console.err("nibload: error: cannot write '\(file)': \(failure)\n")
                status = .cannotCreate
            }
        }
        return status
    }
}
