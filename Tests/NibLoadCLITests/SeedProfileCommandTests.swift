import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload run --profile seed` behaves as iOS 5–7 where the seeds are silent: a legacy
/// `kind="modal"` segue covers the presenter, rotation sends the rotation callbacks, and with
/// `--memory legacy-ios5` the covered presenter's view is unloaded; golden traces in both profiles.
@Suite(.serialized) @MainActor struct SeedProfileCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"

    @Test(arguments: ["seed", "modern"]) func modalRotationAndMemoryWarning(_ profile: String) throws {
        let folder = try FileSystem.temporaryFolder()
        let path = folder + "/Modal.storyboard"
        try FileSystem.write(LifecycleFixtures.customSegue, to: path)
        let result = CapturedConsole.run([
            "run", path, "--profile", profile, "--memory", "legacy-ios5", "--script",
            "segue modal; memory-warning; dismiss; rotate",
        ])
        #expect(result.status == 0, "\(result.err)")
        let seed = profile == "seed"
        #expect(result.out.contains("First.viewWillDisappear(animated: true)") == seed)
        #expect(result.out.contains("First.viewDidUnload()") == seed)
        #expect(result.out.contains("Nav.willRotate(to: landscapeRight, duration: 0.3)") == seed)
        #expect(result.out.contains("Nav.viewWillTransition(to: 844x390)") == !seed)
        Snapshot.assert(result.out, named: "run-modal-\(profile).txt", in: Self.snapshots)
    }
}
