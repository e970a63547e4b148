import NibTestSupport
import Testing

/// `nibload run`'s step language comes from one table (name, arity, parser, help): `help run` and
/// the errors of malformed scripts are byte for byte what they were before the table; the goldens
/// were recorded from the hand-written parser and help text that preceded it.
@Suite(.serialized) @MainActor struct ScriptStepTableCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"
    /// Scripts that cannot be parsed: a wrong count of arguments for each step, bad values, unknown
    /// and mistyped steps, `start` misused.
    static let malformed = [
        "psuh Detail",
        "pop x",
        "pop-to-root 1 2",
        "segue",
        "segue a b",
        "push",
        "present",
        "present A b",
        "present A full-screen extra",
        "tab",
        "tab -1",
        "tab x",
        "resize 10",
        "resize 10x0",
        "resize 10x10 5",
        "tap",
        "should-perform a",
        "should-perform a maybe",
        "should-perform a yes x",
        "add-child",
        "remove-child x",
        "set-needs-layout a b",
        "set-needs-display a b",
        "tick x",
        "tick 99999999999",
        "tick 1 2",
        "start",
        "start start pop",
        "start pusj",
        "start pop 1",
        "starr pop",
        "Tick",
        "memory-warning; foreground x",
        "rotat",
        "zzzzzz",
    ]

    @Test func helpListsTheStepsAsBefore() {
        let help = ScriptStepCommandTests.run(["help", "run"])
        #expect(help.status == 0)
        #expect(help.out.contains("  pop | pop-to-root             pop one, or back to the root\n"))
        Snapshot.assert(help.out, named: "run-help.txt", in: Self.snapshots)
    }

    @Test func malformedScriptsAreReportedAsBefore() {
        var report = ""
        for script in Self.malformed {
            let result = ScriptStepCommandTests.run([
                "run", "Samples/storyboard/Navigation.storyboard", "--script", script,
            ])
            #expect(result.out.isEmpty, "\(script): no step runs")
            report += "== \(script)\n\(result.err)exit \(result.status)\n"
        }
        #expect(report.split(separator: "\n").filter { $0 == "exit 64" }.count == Self.malformed.count)
        Snapshot.assert(report, named: "run-script-parse-errors.txt", in: Self.snapshots)
    }
}
