import NibKit
import Testing

@Suite @MainActor struct AppearanceRootTests {
    @Test("A1 root controller shown, seed profile: exact order")
    func a1Seed() {
        let runner = Runner(profile: .seed)
        _ = runner.show(probe("Root"))
        #expect(
            runner.controllerLines == [
                "Root.loadView()",
                "Root.viewDidLoad()",
                "Root.viewWillAppear(animated: false)",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: false)",
            ])
    }

    @Test("A2 root controller shown, modern profile: viewIsAppearing exactly once before the layout pair")
    func a2Modern() {
        let runner = Runner(profile: .modern)
        _ = runner.show(probe("Root"))
        #expect(
            runner.controllerLines == [
                "Root.loadView()",
                "Root.viewDidLoad()",
                "Root.viewWillAppear(animated: false)",
                "Root.viewIsAppearing(animated: false)",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: false)",
            ])
    }

    @Test(
        "setting rootViewController loads the view at once; appearance waits for makeKeyAndVisible and the next turn ([VERIFY] choice)"
    )
    func rootLoadsAtOnce() {
        let runner = Runner(profile: .seed)
        let window = runner.makeWindow()
        let root = probe("Root")
        window.rootViewController = root
        #expect(runner.controllerLines == ["Root.loadView()", "Root.viewDidLoad()"])
        // The setter puts the root view in the (hidden) window at once, as UIKit's does (issue 11).
        #expect(root.view.window === window)
        runner.settle()
        #expect(runner.controllerLines.count == 2)
        window.makeKeyAndVisible()
        #expect(runner.controllerLines.count == 2)
        runner.runTurn()
        #expect(root.view.window === window)
        #expect(root.appearanceState == .appearing)
        runner.settle()
        #expect(root.appearanceState == .appeared)
    }

    @Test(
        "replacing the root of a visible window: old will disappear, new will appear, layout, old did disappear, new did appear, old released"
    )
    func replaceRoot() {
        let runner = Runner(profile: .seed)
        let window = runner.show(probe("Old"))
        let mark = runner.trace.count
        window.rootViewController = probe("New")
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "New.loadView()",
                "New.viewDidLoad()",
                "Old.viewWillDisappear(animated: false)",
                "New.viewWillAppear(animated: false)",
                "New.viewWillLayoutSubviews()",
                "New.viewDidLayoutSubviews()",
                "Old.viewDidDisappear(animated: false)",
                "New.viewDidAppear(animated: false)",
                "Old.deinit()",
            ])
    }
}
