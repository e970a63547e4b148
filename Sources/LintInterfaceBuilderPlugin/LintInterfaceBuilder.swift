import Foundation
import PackagePlugin

/// `swift package lint-interface-builder`: runs `nibload lint` over a package's Interface Builder
/// documents with compiler-style output and fails the command when it finds errors.
///
/// Without `--target`, the whole package folder is linted (hidden folders such as `.build` are
/// skipped); with `--target NAME` (repeatable), only those targets' folders. Every other argument is
/// passed on to `nibload lint` (`--strict`, `--sources Sources`, `--reporter sarif --output F`, …),
/// which runs in the package folder.
/// Paths are absolute, so editors and Xcode can open the findings.
@main
struct LintInterfaceBuilder: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        let paths = targets.isEmpty ? [context.package.directoryURL.path] : targets.map(\.directoryURL.path)
        let nibload = try context.tool(named: "nibload")
        try Self.lint(
            executable: nibload.url, in: context.package.directoryURL, paths: paths, extra: extractor.remainingArguments
        )
    }

    /// Runs `nibload lint` in the package folder (so relative paths in the arguments are the
    /// package's) with the plugin's standard output and error, and throws unless it exits 0.
    static func lint(executable: URL, in folder: URL, paths: [String], extra: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.currentDirectoryURL = folder
        process.arguments = ["lint", "--no-progress"] + extra + paths
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LintFailure(status: process.terminationStatus)
        }
    }
}

/// `nibload lint` did not succeed: 1 means it found errors; other statuses are listed by `nibload help lint`.
struct LintFailure: Error, CustomStringConvertible {
    /// The exit status of `nibload lint`.
    let status: Int32

    var description: String {
        status == 1
            ? "nibload lint found errors in Interface Builder documents"
            : "nibload lint failed with exit status \(status) (see 'nibload help lint')"
    }
}
