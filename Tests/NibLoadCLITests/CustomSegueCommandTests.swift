import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload run` on a custom segue whose class the command line cannot have registered: the step
/// fails with UIKit's reason (it pushed silently before, exit 0).
@Suite(.serialized) @MainActor struct CustomSegueCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"

    @Test(arguments: ["seed", "modern"]) func unknownCustomSegueClassFailsTheStep(_ profile: String) throws {
        let folder = try FileSystem.temporaryFolder()
        let path = folder + "/CustomSegue.storyboard"
        try FileSystem.write(LifecycleFixtures.customSegue, to: path)
        let result = CapturedConsole.run([
            "run", path, "--profile", profile, "--script", "segue plain; pop; segue fade",
        ])
        #expect(result.status == 1)
        #expect(
            result.err.contains(
                "--script:1:19: error: step 3 (segue fade): could not create a segue of class 'App.FadeSegue' for custom segue 'fade'"
            ),
            "\(result.err)")
        #expect(
            result.out.hasSuffix(
                "First.shouldPerformSegue(withIdentifier: \"fade\", sender: nil)\nSecond.init(coder:)\nSecond.awakeFromNib()\nSecond.deinit()\n"
            ))
        Snapshot.assert(result.out, named: "run-custom-segue-\(profile).txt", in: Self.snapshots)
    }
}
