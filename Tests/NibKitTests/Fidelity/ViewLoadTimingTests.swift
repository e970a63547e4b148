import NibKit
import NibPrimitives
import Testing

/// When views load and enter windows (issue 11, departure 9): `rootViewController =` puts the root
/// view in the window inside the setter, as UIKit's setter does, and `present` loads the presented
/// controller's view inside the call; appearance still waits for the transition.
@Suite @MainActor struct ViewLoadTimingTests {
    @Test(
        "rootViewController = puts the root view in the (hidden) window at once; appearance waits for makeKeyAndVisible"
    )
    func rootViewEntersTheWindowInTheSetter() {
        let runner = Runner()
        let window = runner.makeWindow()
        let root = probe("Root")
        window.rootViewController = root
        #expect(root.viewIfLoaded?.window === window)
        #expect(root.viewIfLoaded?.superview === window)
        #expect(root.appearanceState == .disappeared)
        #expect(runner.controllerLines == ["Root.loadView()", "Root.viewDidLoad()"])
        window.makeKeyAndVisible()
        runner.settle()
        #expect(
            runner.controllerLines == [
                "Root.loadView()", "Root.viewDidLoad()", "Root.viewWillAppear(animated: false)",
                "Root.viewIsAppearing(animated: false)", "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: false)",
            ])
    }

    @Test(
        "replacing the root of a visible window: the new root view is in the window at once, the old one until the transition ends"
    )
    func replacedRootEntersAtOnce() {
        let runner = Runner()
        let old = probe("Old")
        let window = runner.show(old)
        let new = probe("New")
        let mark = runner.trace.count
        window.rootViewController = new
        #expect(new.viewIfLoaded?.window === window)
        #expect(old.viewIfLoaded?.window === window)
        #expect(new.appearanceState == .disappeared)
        runner.settle()
        #expect(old.viewIfLoaded?.window == nil)
        #expect(
            runner.controllerLines(since: mark) == [
                "New.loadView()", "New.viewDidLoad()", "Old.viewWillDisappear(animated: false)",
                "New.viewWillAppear(animated: false)", "New.viewIsAppearing(animated: false)",
                "New.viewWillLayoutSubviews()", "New.viewDidLayoutSubviews()", "Old.viewDidDisappear(animated: false)",
                "New.viewDidAppear(animated: false)",
            ])
    }

    @Test("a bare subview's controller in the root view still appears between the root's will and did (A21)")
    func bareSubviewControllerStillAppearsInside() {
        let runner = Runner()
        let window = runner.makeWindow()
        let root = probe("P")
        let child = probe("c")
        root.onViewDidLoad = { parent in parent.view.addSubview(child.view) }
        window.rootViewController = root
        window.makeKeyAndVisible()
        runner.settle()
        let appearance = runner.controllerLines.filter { $0.contains("Appear(") }
        #expect(
            appearance == [
                "P.viewWillAppear(animated: false)", "c.viewWillAppear(animated: false)",
                "c.viewDidAppear(animated: false)", "P.viewDidAppear(animated: false)",
            ])
    }

    @Test("present loads the presented controller's view inside the call; its appearance waits for the next turn")
    func presentLoadsTheViewAtOnce() {
        let runner = Runner()
        let root = probe("Root")
        _ = runner.show(root)
        let modal = probe("Modal")
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        #expect(modal.isViewLoaded)
        #expect(modal.appearanceState == .disappeared)
        runner.settle()
        #expect(modal.appearanceState == .appeared)
    }
}
