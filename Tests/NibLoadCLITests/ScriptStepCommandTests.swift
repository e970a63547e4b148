import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// The steps of issue 11 on our Navigation sample, with golden traces in both profiles: `tap`
/// (a button with no segue identifier unwinds to the stand-in Master), `should-perform`, `start`,
/// `add-child`/`remove-child`, `set-needs-layout`/`set-needs-display`; and syntax errors before
/// any step runs.
@Suite(.serialized) @MainActor struct ScriptStepCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"
    static let script = """
        should-perform showDetail no; tap b7E-Rq-3Lm; should-perform showDetail yes; start tap b7E-Rq-3Lm; tick 1; pop; \
        tap Settings; tap Done; add-child Child; remove-child; set-needs-layout; set-needs-display uX1-Kc-40p
        """

    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments)
    }

    @Test(arguments: ["seed", "modern"]) func navigationStepsMatchGolden(_ profile: String) {
        let result = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--profile", profile, "--script", Self.script,
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains(
                "Master.unwindToMaster(segue: nil, answeredBy: \"stand-in for HelloApp.MasterViewController\")"))
        #expect(result.out.contains("Settings.deinit()"))
        Snapshot.assert(result.out, named: "run-navigation-steps-\(profile).txt", in: Self.snapshots)
    }

    @Test func syntaxErrorsStopBeforeAnyStep() {
        let result = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--script", "tap Done; should-perform showDetail maybe",
        ])
        #expect(result.status == 64)
        #expect(result.out.isEmpty, "no step ran, not even the setup: \(result.out)")
        #expect(
            result.err.contains(
                "--script:1:37: error: step 2 (should-perform showDetail maybe): answer 'maybe' is not 'yes' or 'no'"),
            "\(result.err)")
        let unknownControl = Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--script", "tap Nowhere"])
        #expect(unknownControl.status == 1)
        #expect(
            unknownControl.err.contains("no control on screen has the id, user label or title 'Nowhere'"),
            "\(unknownControl.err)")
        #expect(Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--script", "start"]).status == 64)
        #expect(
            Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--script", "start start pop"]).status == 64)
        #expect(Self.run(["help", "run"]).out.contains("should-perform <segue> yes|no"))
    }

    @Test func startLeavesTheTransitionRunning() {
        let started = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--script", "start segue showDetail",
        ])
        #expect(started.status == 0, "\(started.err)")
        #expect(
            started.out.hasSuffix("Detail.viewDidLayoutSubviews() [movingToParent]\n"), "the animation is still running"
        )
        let finished = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--script", "start segue showDetail; tick 1",
        ])
        #expect(
            finished.out.hasSuffix(
                "Detail.viewDidAppear(animated: true) [movingToParent]\nDetail.didMove(toParent: Navigation) [movingToParent]\n"
            ))
    }
}
