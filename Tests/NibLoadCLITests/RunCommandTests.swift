import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload run` end to end on a Samples storyboard, with golden traces for both profiles, and
/// `nibload --instantiate`.
@Suite(.serialized) @MainActor struct RunCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"
    static let script =
        "segue showDetail; pop; present Settings fullScreen; dismiss; tab 0; background; foreground; memory-warning"

    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments)
    }

    @Test(arguments: ["seed", "modern"]) func navigationScriptTraceMatchesGolden(_ profile: String) {
        let result = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--profile", profile, "--script", Self.script,
        ])
        #expect(result.status == 1, "tab 0 has no tab bar controller on screen")
        #expect(result.err.contains("--script:1:"))
        #expect(result.err.contains("step 5 (tab 0)"))
        Snapshot.assert(result.out, named: "run-navigation-\(profile).txt", in: Self.snapshots)
    }

    @Test(arguments: ["seed", "modern"]) func navigationTraceWithoutErrors(_ profile: String) {
        let steps =
            "segue showDetail; swipe-back-cancel; swipe-back-finish; present Settings; dismiss; rotate; memory-warning"
        let result = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--profile", profile, "--script", steps,
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.isEmpty)
        Snapshot.assert(result.out, named: "run-navigation-clean-\(profile).txt", in: Self.snapshots)
        #expect(result.out.contains("Detail.deinit()"))
        #expect(!result.out.contains("background"))
    }

    @Test(
        "legacy unload then reload: the embedded child leaves with the released view, one child is embedded again (issue 11)"
    )
    func legacyUnloadEmbedsOnce() {
        let result = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--memory", "legacy-ios5", "--script",
            "segue showDetail; memory-warning; pop",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.components(separatedBy: "Child.init(coder:)").count - 1 == 2)
        #expect(result.out.contains("Child.didMove(toParent: nil) [movingFromParent]"))
        #expect(result.out.components(separatedBy: "Child.deinit()").count - 1 == 1)
        Snapshot.assert(result.out, named: "run-navigation-legacy-unload.txt", in: Self.snapshots)
    }

    @Test(
        "a split view on a phone collapses onto its primary navigation controller and separates on a wide window (issue 11)"
    )
    func splitViewCollapsesAndSeparates() throws {
        let folder = try FileSystem.temporaryFolder()
        let scene = { (id: String, element: String, body: String) in
            #"<scene sceneID="\#(id)-s"><objects><\#(element) id="\#(id)-c" storyboardIdentifier="\#(id)" sceneMemberID="viewController">\#(body)</\#(element)></objects></scene>"#
        }
        let view = { (id: String) in
            #"<view key="view" id="\#(id)-v"><rect key="frame" x="0" y="0" width="390" height="844"/></view>"#
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="Split-c">
            <scenes>
            \(scene("Split", "splitViewController", #"<connections><segue destination="Nav-c" kind="relationship" relationship="masterViewController" id="r1"/><segue destination="Detail-c" kind="relationship" relationship="detailViewController" id="r2"/></connections>"#))
            \(scene("Nav", "navigationController", #"<connections><segue destination="Master-c" kind="relationship" relationship="rootViewController" id="r3"/></connections>"#))
            \(scene("Master", "viewController", view("Master")))
            \(scene("Detail", "viewController", view("Detail")))
            </scenes></document>
            """
        try FileSystem.write(text, to: folder + "/Split.storyboard")
        let result = Self.run(["run", folder + "/Split.storyboard", "--script", "resize 932x430; resize 430x932"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Nav.collapseSecondaryViewController(Detail, for: Split)"))
        #expect(result.out.contains("Nav.separateSecondaryViewController(for: Split)"))
        Snapshot.assert(result.out, named: "run-split-collapse.txt", in: Self.snapshots)
    }

    @Test("the root view enters the window when rootViewController is set, before any appearance callback (issue 11)")
    func rootViewEntersTheWindowFirst() throws {
        let result = Self.run(["run", "Samples/storyboard/SingleScene.storyboard", "--trace-views"])
        #expect(result.status == 0, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        let entered = try #require(lines.firstIndex(of: "Hello.view.didMoveToWindow()"))
        let loaded = try #require(lines.firstIndex(of: "Hello.viewDidLoad()"))
        let appearing = try #require(lines.firstIndex(of: "Hello.viewWillAppear(animated: false)"))
        #expect(loaded < entered && entered < appearing)
    }

    @Test func profilesDiffer() {
        let seed = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--profile", "seed", "--script", "segue showDetail",
        ])
        let modern = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--profile", "modern", "--script", "segue showDetail",
        ])
        #expect(!seed.out.contains("viewIsAppearing"))
        #expect(modern.out.contains("Detail.viewIsAppearing(animated: true) [movingToParent]"))
        #expect(modern.out.contains("Detail.willMove(toParent: Navigation)"))
    }

    @Test func jsonTraceIsAnArrayOfEvents() throws {
        let result = Self.run([
            "run", "Samples/storyboard/TabBar.storyboard", "--format", "json", "--script", "tab 1; tab 2",
        ])
        #expect(result.status == 0, "\(result.err)")
        let events = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [[String: Any]])
        #expect(!events.isEmpty)
        for event in events {
            #expect(event["object"] is String)
            #expect(event["class"] is String)
            #expect(event["event"] is String)
            #expect(event["flags"] is [Any])
        }
    }

    @Test func scriptFileAndErrors() throws {
        let folder = try FileSystem.temporaryFolder()
        try FileSystem.write("# a comment\nsegue showDetail\npop\npop\n", to: folder + "/steps.txt")
        let result = Self.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--script-file", folder + "/steps.txt",
        ])
        #expect(result.status == 1)
        #expect(result.err.contains(folder + "/steps.txt:4:1: error: step 3 (pop)"), "\(result.err)")
        #expect(result.out.contains("Detail.deinit()"))
        // A script that cannot be read fails before any step runs (exit 64; it was 1 after the setup ran).
        #expect(Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--script", "jump"]).status == 64)
        #expect(Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--script-file", "/nope"]).status == 66)
        #expect(Self.run(["run", "Samples/xib/OwnerOutlets.xib"]).status == 65)
        let unknownController = Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--controller", "Nope"])
        #expect(unknownController.status == 1)
        #expect(unknownController.err.hasPrefix("Samples/storyboard/Navigation.storyboard"), "\(unknownController.err)")
        let appKit = Self.run(["run", "Samples/xib/AppKitWindow.xib"])
        #expect(appKit.status == 65)
        #expect(Self.run(["run"]).status == 64)
        #expect(Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--profile", "ios4"]).status == 64)
        let controller = Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--controller", "Settings"])
        #expect(controller.status == 0)
        #expect(controller.out.hasPrefix("Settings.init(coder:)"))
        #expect(Self.run(["run", "Samples/storyboard/Navigation.storyboard", "--controller", "Nope"]).status == 1)
    }

    @Test func instantiateReportsWhatWasConnected() throws {
        let text = Self.run(["--instantiate", "Samples/xib/OwnerOutlets.xib"])
        #expect(text.status == 0)
        #expect(
            text.out.contains(
                "instantiated: 26 objects, 4 runtime attributes applied, 7 outlets and 4 actions connected, awakeFromNib sent 26 times"
            ))
        let json = Self.run(["--instantiate", "--format", "json", "Samples/storyboard/SingleScene.storyboard"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let figures = try #require(document["instantiation"] as? [String: Int])
        #expect(figures["outlets"] == 2)
        #expect(figures["actions"] == 1)
        #expect(figures["objects"] == figures["awakeFromNib"])
        #expect(try DumpCommandTests.schemaViolations(json.out).isEmpty)
        let unknown = Self.run(["-i", "Samples/invalid/UnknownCustomClass.xib"])
        #expect(unknown.status == 0)
        #expect(unknown.err.contains("NoSuchView"))
    }
}
