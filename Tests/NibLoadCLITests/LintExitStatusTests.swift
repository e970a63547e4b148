import NibDiagnostics
import NibLint
import Testing

@testable import NibLoadCLI

/// The command line, not the linter, decides how a lint run that cannot start ends and reads.
@Suite struct LintExitStatusTests {
    @Test func setupErrorsMapToUsageOrNoInput() {
        let place = SourceLocation(file: ".nibload.json", line: 2, column: 5)
        let configuration = LintSetupError.configuration(
            ConfigurationError(message: "unknown key 'x'", location: place))
        #expect(configuration.exitStatus == .usage)
        #expect(configuration.printed == ".nibload.json:2:5: error: unknown key 'x'\n")
        #expect(configuration.description == ".nibload.json:2:5: unknown key 'x'")
        let missing = LintSetupError.missingPaths(["a", "b"])
        #expect(missing.exitStatus == .noInput)
        #expect(missing.printed == "nibload: error: no such file or directory: 'a', 'b'\n")
        #expect(LintSetupError.unreadableBaseline("b.json").exitStatus == .noInput)
        #expect(LintSetupError.baseline(ConfigurationError(message: "m", location: nil)).exitStatus == .usage)
        #expect(LintSetupError.noDocuments(paths: ["."]).message == "no .xib or .storyboard files found in '.'")
    }
}
