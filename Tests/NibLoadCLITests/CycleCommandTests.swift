import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload --instantiate` and `nibload run` on storyboards whose segues loop: errors and status 1,
/// no crash and no hang.
@Suite(.serialized) @MainActor struct CycleCommandTests {
    static let header =
        #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="#

    static let files: [(name: String, text: String, id: String)] = [
        (
            "embedself",
            header + #""vc1">"# + "\n"
                + #"<scenes><scene sceneID="s1"><objects><viewController id="vc1" sceneMemberID="viewController"><view key="view" id="vv"><subviews><containerView id="cv"><connections><segue destination="vc1" kind="embed" id="e1"/></connections></containerView></subviews></view></viewController></objects></scene></scenes></document>"#,
            "embed-segue-cycle"
        ),
        (
            "embedab",
            header + #""a">"# + "\n"
                + #"<scenes><scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="av"><subviews><containerView id="ac"><connections><segue destination="b" kind="embed" id="e1"/></connections></containerView></subviews></view></viewController></objects></scene>"#
                + #"<scene sceneID="s2"><objects><viewController id="b" sceneMemberID="viewController"><view key="view" id="bv"><subviews><containerView id="bc"><connections><segue destination="a" kind="embed" id="e2"/></connections></containerView></subviews></view></viewController></objects></scene></scenes></document>"#,
            "embed-segue-cycle"
        ),
        (
            "tabself",
            header + #""t">"# + "\n"
                + #"<scenes><scene sceneID="s1"><objects><tabBarController id="t" sceneMemberID="viewController"><connections><segue destination="t" kind="relationship" relationship="viewControllers" id="q"/></connections></tabBarController></objects></scene></scenes></document>"#,
            "relationship-cycle"
        ),
        (
            "navtab",
            header + #""n">"# + "\n"
                + #"<scenes><scene sceneID="s1"><objects><navigationController id="n" sceneMemberID="viewController"><connections><segue destination="t" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>"#
                + #"<scene sceneID="s2"><objects><tabBarController id="t" sceneMemberID="viewController"><connections><segue destination="n" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController></objects></scene></scenes></document>"#,
            "relationship-cycle"
        ),
        (
            "splitself",
            header + #""sp">"# + "\n"
                + #"<scenes><scene sceneID="s1"><objects><splitViewController id="sp" sceneMemberID="viewController"><connections><segue destination="m" kind="relationship" relationship="masterViewController" id="r1"/><segue destination="sp" kind="relationship" relationship="detailViewController" id="r2"/></connections></splitViewController></objects></scene>"#
                + #"<scene sceneID="s2"><objects><viewController id="m" sceneMemberID="viewController"><view key="view" id="mv"/></viewController></objects></scene></scenes></document>"#,
            "relationship-cycle"
        ),
    ]

    @Test("--instantiate and run (no script, pop, rotate) report the cycle with status 1", arguments: 0..<5)
    func cyclesAreErrors(_ index: Int) throws {
        let file = Self.files[index]
        let folder = try FileSystem.temporaryFolder()
        let path = folder + "/" + file.name + ".storyboard"
        try FileSystem.write(file.text, to: path)
        let runs: [[String]] = [
            [path, "--instantiate"], ["run", path], ["run", path, "--script", "pop"],
            ["run", path, "--script", "rotate"],
        ]
        for arguments in runs {
            let result = CapturedConsole.run(arguments)
            #expect(result.status == 1, "\(file.name) \(arguments)")
            #expect(result.err.contains(path + ":3:"), "\(file.name) \(arguments): \(result.err)")
            #expect(
                result.err.contains("error:") && result.err.contains("[\(file.id)]"),
                "\(file.name) \(arguments): \(result.err)")
        }
    }

    @Test("run resolves an initial controller that is a storyboard reference, and names the file of one it cannot")
    func initialReference() throws {
        let folder = try FileSystem.temporaryFolder()
        let other =
            Self.header + #""m">"# + "\n"
            + #"<scenes><scene sceneID="s1"><objects><viewController storyboardIdentifier="Master" id="m" sceneMemberID="viewController"><view key="view" id="mv"/></viewController></objects></scene></scenes></document>"#
        try FileSystem.write(other, to: folder + "/Other.storyboard")
        func main(_ identifier: String) -> String {
            Self.header + #""ref1">"# + "\n"
                + #"<scenes><scene sceneID="s1"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="\#(identifier)" id="ref1" sceneMemberID="viewController"/></objects></scene></scenes></document>"#
        }
        try FileSystem.write(main("Master"), to: folder + "/Main.storyboard")
        try FileSystem.write(main("Nope"), to: folder + "/Bad.storyboard")
        let good = CapturedConsole.run(["run", folder + "/Main.storyboard"])
        #expect(good.status == 0, "\(good.err)")
        #expect(good.out.contains("Master.viewDidAppear"))
        let bad = CapturedConsole.run(["run", folder + "/Bad.storyboard"])
        #expect(bad.status == 1)
        #expect(bad.err.contains(folder + "/Other.storyboard") && bad.err.contains("'Nope'"), "\(bad.err)")
    }
}
