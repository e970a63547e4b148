import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// Overlapping transitions driven through `nibload run` with `start` steps (issue 11, departure 1):
/// a step that starts a transition without settling, then another step while it is in flight. Each
/// scenario's trace after the initial appearance is a golden in both profiles, and every trace is
/// replayed per controller: appearance callbacks alternate as UIKit's state machine allows, no
/// callback is marked both moving to and from its parent (or both being presented and dismissed),
/// and the last state of each controller is what the screen shows at the end.
@Suite(.serialized) @MainActor struct OverlapCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"

    struct Scenario: Sendable {
        let title: String
        let script: String
        /// The controllers on screen when the script ends; every other one has disappeared.
        let onScreen: Set<String>
    }

    static let scenarios: [Scenario] = [
        Scenario(title: "a pop while a push animates", script: "start push C; pop", onScreen: ["Tabs", "N0", "A"]),
        Scenario(
            title: "a pop started while a push animates", script: "start push C; start pop; tick 1",
            onScreen: ["Tabs", "N0", "A"]),
        Scenario(
            title: "a push while a pop animates", script: "push C; start pop; push D", onScreen: ["Tabs", "N0", "D"]),
        Scenario(
            title: "a tab switch while a push animates, and back", script: "start push C; tab 1; tab 0",
            onScreen: ["Tabs", "N0", "C"]),
        Scenario(
            title: "a tab switch while a pop animates", script: "push C; start pop; tab 1",
            onScreen: ["Tabs", "N1", "B"]),
        Scenario(
            title: "a dismissal while a presentation animates", script: "start present M fullScreen; dismiss",
            onScreen: ["Tabs", "N0", "A"]),
        Scenario(
            title: "a tab switch while a dismissal animates", script: "present M fullScreen; start dismiss; tab 1",
            onScreen: ["Tabs", "N1", "B"]),
        Scenario(
            title: "a tab switch while a cancelled swipe-back animates, and back",
            script: "push C; start swipe-back-cancel; tab 1; tab 0", onScreen: ["Tabs", "N0", "C"]),
        Scenario(
            title: "a tab switch while a finished swipe-back animates, and back",
            script: "push C; start swipe-back-finish; tab 1; tab 0", onScreen: ["Tabs", "N0", "A"]),
        Scenario(
            title: "a presentation over the tabs while a finished swipe-back animates",
            script: "push C; start swipe-back-finish; present M fullScreen; dismiss", onScreen: ["Tabs", "N0", "A"]),
    ]

    /// Tabs of two navigation controllers, `N0` (root `A`) and `N1` (root `B`); `C`, `D` and `M`
    /// to push and present.
    static func writeStoryboard() throws -> String {
        let folder = try FileSystem.temporaryFolder()
        let scene = { (id: String, element: String, body: String) in
            #"<scene sceneID="\#(id)-s"><objects><\#(element) id="\#(id)-c" storyboardIdentifier="\#(id)" sceneMemberID="viewController">\#(body)</\#(element)></objects></scene>"#
        }
        let relationships = { (pairs: [(String, String)]) in
            "<connections>"
                + pairs.map {
                    #"<segue destination="\#($0.0)-c" kind="relationship" relationship="\#($0.1)" id="\#($0.0)-r"/>"#
                }.joined()
                + "</connections>"
        }
        let view = { (id: String) in
            #"<view key="view" id="\#(id)-v"><rect key="frame" x="0" y="0" width="390" height="844"/></view>"#
        }
        let content = ["A", "B", "C", "D", "M"].map { scene($0, "viewController", view($0)) }.joined(separator: "\n")
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="Tabs-c">
            <scenes>
            \(scene("Tabs", "tabBarController", relationships([("N0", "viewControllers"), ("N1", "viewControllers")])))
            \(scene("N0", "navigationController", relationships([("A", "rootViewController")])))
            \(scene("N1", "navigationController", relationships([("B", "rootViewController")])))
            \(content)
            </scenes></document>
            """
        try FileSystem.write(text, to: folder + "/Overlap.storyboard")
        return folder + "/Overlap.storyboard"
    }

    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments)
    }

    @Test(
        "overlapping transitions through start steps: golden traces after the initial appearance",
        arguments: ["seed", "modern"])
    func overlapTracesMatchGolden(_ profile: String) throws {
        let file = try Self.writeStoryboard()
        let setup = Self.run(["run", file, "--profile", profile])
        #expect(setup.status == 0, "\(setup.err)")
        var golden = ""
        for scenario in Self.scenarios {
            let result = Self.run(["run", file, "--profile", profile, "--script", scenario.script])
            #expect(result.status == 0, "\(scenario.script): \(result.err)")
            #expect(result.out.hasPrefix(setup.out), "\(scenario.script): the setup's trace comes first")
            golden +=
                "# \(scenario.title)\n$ nibload run Overlap.storyboard --profile \(profile) --script \"\(scenario.script)\"\n"
            golden += String(result.out.dropFirst(setup.out.count)) + "\n"
        }
        Snapshot.assert(golden, named: "run-overlap-\(profile).txt", in: Self.snapshots)
    }

    @Test(
        "overlapping transitions through start steps keep each controller's appearance balanced and its flags consistent",
        arguments: ["seed", "modern"])
    func overlapTracesAreBalanced(_ profile: String) throws {
        let file = try Self.writeStoryboard()
        for scenario in Self.scenarios {
            let result = Self.run(["run", file, "--profile", profile, "--format", "json", "--script", scenario.script])
            #expect(result.status == 0, "\(scenario.script): \(result.err)")
            let events = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
            let replay = AppearanceReplay(events)
            #expect(replay.violations == [], "\(profile): \(scenario.script)")
            #expect(replay.mismatches(onScreen: scenario.onScreen) == [], "\(profile): \(scenario.script)")
        }
    }

    @Test("the replay catches unbalanced callbacks, contradictory flags and a wrong end state")
    func replayCatchesDefects() {
        let events: [[String: Any]] = [
            ["object": "A", "event": "viewWillAppear", "flags": []],
            ["object": "A", "event": "viewDidAppear", "flags": []],
            ["object": "A", "event": "viewDidAppear", "flags": []],
            ["object": "C", "event": "willMove", "flags": ["movingToParent", "movingFromParent"]],
            ["object": "M", "event": "viewDidAppear", "flags": ["beingPresented", "beingDismissed"]],
            ["object": "B", "event": "viewWillAppear", "flags": []],
        ]
        let replay = AppearanceReplay(events)
        #expect(replay.violations.count == 4)
        #expect(replay.mismatches(onScreen: ["A"]) == ["B: the trace leaves it appearing, the screen does not show it"])
        #expect(replay.mismatches(onScreen: ["A", "Z"]).count == 2)
    }
}

extension AppearanceReplay {
    /// Replays the events of a `nibload run --format json` trace (objects with `object`, `event`
    /// and `flags`).
    init(_ events: [[String: Any]]) {
        self.init()
        for (index, event) in events.enumerated() {
            guard let object = event["object"] as? String, let name = event["event"] as? String else { continue }
            replay(
                name, of: object, flags: Set(event["flags"] as? [String] ?? []), at: index, shown: object + "." + name)
        }
    }
}
