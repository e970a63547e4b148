import NibKit
import NibTestSupport
import Testing

/// A controller whose view embeds a child through an embed segue loses its view to a memory
/// warning (legacy memory policy) and loads it again: the embed segue runs again, and the old
/// child, whose view went with the container's, is removed first (issue 11, departure 8), so the
/// container has one child, not two, and the old child is released.
@Suite(.serialized) @MainActor struct EmbedReloadTests {
    static let navigation = PackagePaths.sample("storyboard/Navigation.storyboard")

    @Test(
        "reloading after a legacy unload embeds one child, not two; the old child is removed and released",
        arguments: Profile.allCases)
    func reloadDoesNotDuplicateEmbeddedChildren(_ profile: Profile) throws {
        let runner = Runner(profile: profile, memoryPolicy: .legacyIOS5)
        let storyboard = try Storyboard(contentsOf: Self.navigation, runner: runner)
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        _ = runner.show(navigation)
        let master = try #require(navigation.viewControllers.first)
        #expect(master.children.count == 1)
        weak let firstChild = master.children.first
        try master.runSegue(withIdentifier: "showDetail", sender: nil, userInitiated: false)
        runner.settle()
        let mark = runner.trace.count
        runner.simulateMemoryWarning()
        #expect(!master.isViewLoaded)
        #expect(master.children.isEmpty)
        navigation.popViewController(animated: true)
        runner.settle()
        #expect(master.isViewLoaded)
        #expect(master.children.count == 1)
        #expect(firstChild == nil)
        let lines = runner.controllerLines(since: mark)
        #expect(lines.filter { $0 == "Child.init(coder:)" }.count == 1)
        #expect(lines.filter { $0 == "Child.deinit()" }.count == 1)
    }

    @Test("a view released by the app (view = nil) and loaded again embeds one child too")
    func appReleasedViewDoesNotDuplicate() throws {
        let runner = Runner()
        let storyboard = try Storyboard(contentsOf: Self.navigation, runner: runner)
        let master = try storyboard.instantiateViewController(identifier: "Master")
        master.loadViewIfNeeded()
        #expect(master.children.count == 1)
        master.view = nil
        master.loadViewIfNeeded()
        #expect(master.children.count == 1)
        #expect(master.children.first?.viewIfLoaded?.superview != nil)
    }
}
