import NibArchive
import NibDiagnostics
import NibScript
import NibTestSupport
import Testing

@testable import NibKit
@testable import NibRuntime

/// Storyboards whose segues loop: embed segues that embed their own scene (directly or through
/// another), relationship segues whose containers contain each other, and storyboard references as
/// the initial controller.
@Suite(.serialized) @MainActor struct CycleTests {
    nonisolated static func document(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="\(initial)">
        <scenes>
        \(scenes)
        </scenes></document>
        """
    }

    /// A scene whose controller `id` embeds each of `embeds` in a container view of its own.
    nonisolated static func embedding(_ id: String, _ embeds: [String]) -> String {
        let containers = embeds.enumerated().map { index, destination in
            #"<containerView id="\#(id)-c\#(index)"><connections><segue destination="\#(destination)" kind="embed" id="\#(id)-e\#(index)"/></connections></containerView>"#
        }.joined()
        return
            #"<scene sceneID="\#(id)-s"><objects><viewController id="\#(id)" sceneMemberID="viewController"><view key="view" id="\#(id)-v"><subviews>\#(containers)</subviews></view></viewController></objects></scene>"#
    }

    nonisolated static let embedSelf = document(initial: "vc1", embedding("vc1", ["vc1"]))
    nonisolated static let embedEachOther = document(initial: "a", embedding("a", ["b"]) + "\n" + embedding("b", ["a"]))
    nonisolated static let tabSelf = document(
        initial: "t",
        #"<scene sceneID="s1"><objects><tabBarController id="t" sceneMemberID="viewController"><connections><segue destination="t" kind="relationship" relationship="viewControllers" id="q"/></connections></tabBarController></objects></scene>"#
    )
    nonisolated static let navigationTab = document(
        initial: "n",
        #"<scene sceneID="s1"><objects><navigationController id="n" sceneMemberID="viewController"><connections><segue destination="t" kind="relationship" relationship="rootViewController" id="r1"/></connections></navigationController></objects></scene>"#
            + "\n"
            + #"<scene sceneID="s2"><objects><tabBarController id="t" sceneMemberID="viewController"><connections><segue destination="n" kind="relationship" relationship="viewControllers" id="r2"/></connections></tabBarController></objects></scene>"#
    )
    nonisolated static let splitSelf = document(
        initial: "sp",
        #"<scene sceneID="s1"><objects><splitViewController id="sp" sceneMemberID="viewController"><connections><segue destination="m" kind="relationship" relationship="masterViewController" id="r1"/><segue destination="sp" kind="relationship" relationship="detailViewController" id="r2"/></connections></splitViewController></objects></scene>"#
            + "\n"
            + #"<scene sceneID="s2"><objects><viewController id="m" sceneMemberID="viewController"><view key="view" id="mv"/></viewController></objects></scene>"#
    )

    /// Shows the initial controller of `text` in a window and runs `script`.
    static func session(_ text: String, script: String) throws -> (LifecycleSession, ScriptResult) {
        let storyboard = try Storyboard(string: text, name: "Cycle")
        let session = try LifecycleSession(
            profile: .modern, root: { try storyboard.instantiateInitialViewController() },
            instantiate: { try storyboard.instantiateViewController(identifier: $0) })
        return (session, session.run(script))
    }

    // MARK: Embed segues

    @Test("a scene that embeds itself is an embed-segue-cycle error at the segue, embedded once not forever")
    func embedSelfIsAnError() throws {
        let runner = Runner()
        let storyboard = try Storyboard(string: Self.embedSelf, name: "Cycle")
        let root = try #require(try storyboard.instantiateInitialViewController())
        root.loadViewIfNeeded()
        let problems = runner.diagnostics.filter { $0.id == "embed-segue-cycle" }
        #expect(problems.count == 1)
        #expect(problems.first?.severity == .error)
        #expect(problems.first?.location?.line == 4)
        #expect(root.children.isEmpty)
    }

    @Test("A embeds B embeds A: the embed back to A is skipped; B is still embedded")
    func embedEachOtherIsAnError() throws {
        let runner = Runner()
        let storyboard = try Storyboard(string: Self.embedEachOther, name: "Cycle")
        let root = try #require(try storyboard.instantiateInitialViewController())
        root.loadViewIfNeeded()
        #expect(runner.diagnostics.map(\.id) == ["embed-segue-cycle"])
        #expect(root.children.count == 1)
        #expect(root.children.first?.children.isEmpty == true)
    }

    @Test("nested embeds of different scenes are not limited, and a scene embedded twice side by side is fine")
    func deepEmbedsAreFine() throws {
        let depth = 40
        var scenes = (0..<depth).map { Self.embedding("c\($0)", ["c\($0 + 1)"]) }
        scenes.append(Self.embedding("c\(depth)", ["leaf", "leaf"]))
        scenes.append(Self.embedding("leaf", []))
        let runner = Runner()
        let storyboard = try Storyboard(
            string: Self.document(initial: "c0", scenes.joined(separator: "\n")), name: "Deep")
        var current = try #require(try storyboard.instantiateInitialViewController())
        current.loadViewIfNeeded()
        #expect(runner.diagnostics.isEmpty)
        for _ in 0..<depth {
            let next = try #require(current.children.first)
            current = next
        }
        #expect(current.children.count == 2)
    }

    @Test("instantiating every scene reports the embed cycle instead of overflowing the stack")
    func instantiateAllReportsEmbedCycle() throws {
        let loaded = ArchiveLoader.load(string: Self.embedSelf, file: "Cycle.storyboard")
        let report = InstantiationReport.instantiateAll(archive: loaded.archive)
        #expect(report.diagnostics.map(\.id) == ["embed-segue-cycle"])
        #expect(!report.succeeded)
    }

    // MARK: Relationship segues

    @Test(
        "relationship cycles are relationship-cycle errors at the segue; pop, tab and rotate end",
        arguments: [("tab", tabSelf, 4), ("navigation-tab", navigationTab, 5), ("split", splitSelf, 4)])
    func relationshipCycles(_ name: String, _ text: String, _ line: Int) throws {
        for script in ["pop", "rotate", "tab 0", "dismiss"] {
            let (session, _) = try Self.session(text, script: script)
            let problems = session.diagnostics.filter { $0.id == "relationship-cycle" }
            #expect(problems.count == 1, "\(name): \(script)")
            #expect(problems.first?.severity == .error)
            #expect(problems.first?.location?.line == line, "\(name)")
            for controller in session.runner.liveControllers {
                #expect(!controller.children.contains { $0 === controller })
                #expect(controller.rootAncestor.parent == nil)
            }
        }
    }

    @Test(
        "instantiating every scene reports a relationship cycle even when every scene is a relationship's destination")
    func instantiateAllReportsRelationshipCycle() throws {
        for text in [Self.tabSelf, Self.navigationTab, Self.splitSelf] {
            let loaded = ArchiveLoader.load(string: text, file: "Cycle.storyboard")
            let report = InstantiationReport.instantiateAll(archive: loaded.archive)
            #expect(report.diagnostics.map(\.id) == ["relationship-cycle"])
        }
    }

    @Test("adding a controller's ancestor as its child is refused with a diagnostic")
    func containmentRefusesAncestors() {
        let runner = Runner()
        let tabs = TabBarController(nibName: nil)
        let navigation = NavigationController(nibName: nil)
        tabs.setViewControllers([navigation], animated: false)
        navigation.setViewControllers([tabs], animated: false)
        tabs.setViewControllers([tabs, navigation], animated: false)
        navigation.addChild(tabs)
        #expect(navigation.viewControllers.isEmpty)
        #expect(tabs.viewControllers.count == 1 && tabs.viewControllers.first === navigation)
        #expect(tabs.parent == nil && navigation.parent === tabs)
        #expect(runner.diagnostics.count == 3)
    }

    // MARK: Storyboard references as the initial controller

    nonisolated static func referenceDocument(storyboard: String, identifier: String?) -> String {
        let attribute = identifier.map { #" referencedIdentifier="\#($0)""# } ?? ""
        return document(
            initial: "ref1",
            #"<scene sceneID="s1"><objects><viewControllerPlaceholder storyboardName="\#(storyboard)"\#(attribute) id="ref1" sceneMemberID="viewController"/></objects></scene>"#
        )
    }

    nonisolated static let other = document(
        initial: "om",
        #"<scene sceneID="s1"><objects><viewController storyboardIdentifier="Master" id="m" sceneMemberID="viewController"><view key="view" id="mv"/></viewController></objects></scene>"#
            + "\n"
            + #"<scene sceneID="s2"><objects><viewController title="Other initial" id="om" sceneMemberID="viewController"><view key="view" id="omv"/></viewController></objects></scene>"#
    )

    func folderWithOther() throws -> String {
        let folder = try FileSystem.temporaryFolder()
        try FileSystem.write(Self.other, to: folder + "/Other.storyboard")
        return folder
    }

    @Test("an initial controller that is a storyboard reference resolves through the storyboard folder")
    func initialReferenceResolves() throws {
        let folder = try folderWithOther()
        let byIdentifier = try Storyboard(
            string: Self.referenceDocument(storyboard: "Other", identifier: "Master"), name: "Main",
            storyboardFolder: folder)
        let master = try #require(try byIdentifier.instantiateInitialViewController())
        #expect(master.objectID == "m")
        #expect(master.storyboardIdentifier == "Master")
        let byInitial = try Storyboard(
            string: Self.referenceDocument(storyboard: "Other", identifier: nil), name: "Main", storyboardFolder: folder
        )
        #expect(try byInitial.instantiateInitialViewController()?.title == "Other initial")
    }

    @Test(
        "an unresolvable initial reference names the storyboard file and identifier it looked for",
        arguments: [
            ("Gone", "Master", "Gone.storyboard"),
            ("Other", "Nope", "has no controller with the storyboard identifier 'Nope'"),
        ])
    func unresolvableInitialReference(_ name: String, _ identifier: String, _ expected: String) throws {
        let folder = try folderWithOther()
        for options in [NibLoadOptions.default, .commandLine] {
            let storyboard = try Storyboard(
                string: Self.referenceDocument(storyboard: name, identifier: identifier), name: "Main",
                storyboardFolder: folder,
                options: options)
            #expect {
                _ = try storyboard.instantiateInitialViewController()
            } throws: { error in
                guard let error = error as? NibLoadingError, case .unresolvableStoryboardReference = error else {
                    return false
                }
                return error.message.contains(expected) && error.message.contains("'\(name)'")
                    && error.message.contains("'\(identifier)'")
                    && error.message.contains(folder + "/" + name + ".storyboard") && error.location?.line == 4
            }
        }
    }

    @Test("an initial reference to its own storyboard's initial controller is an error, not a loop")
    func selfReferenceIsAnError() throws {
        let storyboard = try Storyboard(
            string: Self.referenceDocument(storyboard: "Main", identifier: nil), name: "Main")
        #expect(throws: NibLoadingError.self) { _ = try storyboard.instantiateInitialViewController() }
    }

    @Test(
        "a segue to an unresolvable reference fails naming the storyboard file and identifier, even with stand-ins allowed"
    )
    func unresolvableSegueReference() throws {
        let folder = try folderWithOther()
        let text = Self.document(
            initial: "a",
            #"<scene sceneID="s1"><objects><viewController id="a" sceneMemberID="viewController"><view key="view" id="av"/><connections><segue destination="ref1" kind="presentation" identifier="go" id="g1"/></connections></viewController></objects></scene>"#
                + "\n"
                + #"<scene sceneID="s2"><objects><viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Nope" id="ref1" sceneMemberID="viewController"/></objects></scene>"#
        )
        _ = Runner()
        let storyboard = try Storyboard(string: text, name: "Main", storyboardFolder: folder, options: .commandLine)
        let source = try #require(try storyboard.instantiateInitialViewController())
        #expect {
            try source.runSegue(withIdentifier: "go", sender: nil, userInitiated: false)
        } throws: { error in
            let text = (error as? SegueError)?.description ?? ""
            return text.contains(folder + "/Other.storyboard") && text.contains("'Nope'")
        }
    }
}
