import NibKit
import NibPrimitives
import Testing

/// A container's appearance changes while one of its children's animated transitions is still in
/// flight (issue 11, departure 1): the runtime ends the transition in flight first, so every *will*
/// has its *did* and every appear its disappear, and the trace ends in the state the screen shows.
@Suite @MainActor struct OverlappingTransitionTests {
    /// Tabs `Tabs` of two navigation controllers, `N0` (root `A`) and `N1` (root `B`), shown.
    static func tabs(_ profile: Profile = .modern) -> (
        Runner, Window, TabBarController, NavigationController, NavigationController
    ) {
        let shown = NavigationTabs(profile: profile)
        return (shown.runner, shown.window, shown.tabs, shown.first, shown.second)
    }

    static func expectBalanced(_ runner: Runner, _ controllers: [ViewController], _ comment: Comment? = nil) {
        let ledger = AppearanceLedger(runner.trace.events)
        #expect(ledger.violations == [], comment)
        #expect(ledger.screenMismatches(controllers) == [], comment)
        for controller in controllers {
            #expect(controller.appearanceState == .appeared || controller.appearanceState == .disappeared, comment)
        }
    }

    @Test(
        "a tab switch while a push animates: the push ends first, then the pushed controller disappears with its tab and reappears with it"
    )
    func tabSwitchDuringPush() {
        let (runner, _, tabs, first, second) = Self.tabs()
        let pushed = probe("C")
        first.pushViewController(pushed, animated: true)
        runner.runUntilIdle()
        #expect(pushed.appearanceState == .appearing)
        let mark = runner.trace.count
        tabs.selectedIndex = 1
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "A.viewDidDisappear(animated: true)",
                "C.viewDidAppear(animated: true) [movingToParent]",
                "C.didMove(toParent: N0) [movingToParent]",
                "N1.loadView()",
                "N1.viewDidLoad()",
                "N1.viewWillAppear(animated: false)",
                "B.loadView()",
                "B.viewDidLoad()",
                "B.viewWillAppear(animated: false)",
                "N0.viewWillDisappear(animated: false)",
                "C.viewWillDisappear(animated: false)",
                "N1.viewIsAppearing(animated: false)",
                "B.viewIsAppearing(animated: false)",
                "N1.viewWillLayoutSubviews()",
                "N1.viewDidLayoutSubviews()",
                "B.viewWillLayoutSubviews()",
                "B.viewDidLayoutSubviews()",
                "N0.viewDidDisappear(animated: false)",
                "C.viewDidDisappear(animated: false)",
                "N1.viewDidAppear(animated: false)",
                "B.viewDidAppear(animated: false)",
            ])
        tabs.selectedIndex = 0
        runner.settle()
        #expect(pushed.appearanceState == .appeared)
        Self.expectBalanced(runner, [tabs, first, second, pushed] + first.viewControllers + second.viewControllers)
    }

    @Test(
        "a pop while the push animates: the push ends first, so the pushed controller's will has its did and it never moves both ways"
    )
    func popDuringPush() {
        let (runner, _, _, first, second) = Self.tabs()
        let pushed = probe("C")
        first.pushViewController(pushed, animated: true)
        runner.runUntilIdle()
        #expect(pushed.appearanceState == .appearing)
        let mark = runner.trace.count
        first.popViewController(animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "A.viewDidDisappear(animated: true)",
                "C.viewDidAppear(animated: true) [movingToParent]",
                "C.didMove(toParent: N0) [movingToParent]",
                "C.willMove(toParent: nil) [movingFromParent]",
                "C.viewWillDisappear(animated: true) [movingFromParent]",
                "A.viewWillAppear(animated: true)",
                "A.viewIsAppearing(animated: true)",
                "A.viewWillLayoutSubviews()",
                "A.viewDidLayoutSubviews()",
                "C.viewDidDisappear(animated: true) [movingFromParent]",
                "A.viewDidAppear(animated: true)",
                "C.didMove(toParent: nil) [movingFromParent]",
            ])
        #expect(!pushed.isMovingToParent && !pushed.isMovingFromParent && pushed.parent == nil)
        Self.expectBalanced(runner, [first, second, pushed] + first.viewControllers)
    }

    @Test(
        "a push and a pop in one turn: the pushed controller stops moving to its parent before it is marked moving from it"
    )
    func pushAndPopInOneTurn() {
        for profile in Profile.allCases {
            let (runner, _, _, first, _) = Self.tabs(profile)
            let pushed = probe("C")
            first.pushViewController(pushed, animated: true)
            first.popViewController(animated: true)
            #expect(!pushed.isMovingToParent && pushed.isMovingFromParent, "\(profile)")
            runner.settle()
            #expect(
                !runner.trace.events.contains { $0.flags.isSuperset(of: [.movingToParent, .movingFromParent]) },
                "\(profile)")
            #expect(pushed.parent == nil && first.viewControllers.map(\.traceLabel) == ["A"], "\(profile)")
        }
    }

    @Test(
        "a dismissal while the presentation animates: the presentation ends first, the controller is never both presented and dismissed"
    )
    func dismissDuringPresent() {
        let runner = Runner()
        let root = probe("Root")
        _ = runner.show(root)
        let modal = probe("M")
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        runner.runUntilIdle()
        #expect(modal.appearanceState == .appearing)
        let mark = runner.trace.count
        root.dismiss(animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "M.viewDidAppear(animated: true) [beingPresented]",
                "Root.viewDidDisappear(animated: true)",
                "M.viewWillDisappear(animated: true) [beingDismissed]",
                "Root.viewWillAppear(animated: true)",
                "Root.viewIsAppearing(animated: true)",
                "Root.viewWillLayoutSubviews()",
                "Root.viewDidLayoutSubviews()",
                "Root.viewDidAppear(animated: true)",
                "M.viewDidDisappear(animated: true) [beingDismissed]",
            ])
        #expect(root.presentedViewController == nil && !modal.isBeingPresented && !modal.isBeingDismissed)
        Self.expectBalanced(runner, [root, modal])
    }

    @Test(
        "a tab switch while a pop animates: the popped controller is released, the revealed one disappears with its tab"
    )
    func tabSwitchDuringPop() {
        let (runner, _, tabs, first, second) = Self.tabs()
        first.pushViewController(probe("C"), animated: false)
        runner.settle()
        first.popViewController(animated: true)
        runner.runUntilIdle()
        tabs.selectedIndex = 1
        runner.settle()
        #expect(runner.controllerLines.contains("C.deinit()"))
        #expect(first.viewControllers.map(\.traceLabel) == ["A"])
        Self.expectBalanced(runner, [tabs, first, second] + first.viewControllers + second.viewControllers)
    }

    @Test(
        "a tab switch while an interactive pop is under way cancels the swipe: the popped controller stays and disappears with its tab"
    )
    func tabSwitchDuringInteractivePop() {
        let (runner, _, tabs, first, second) = Self.tabs()
        let top = probe("C")
        first.pushViewController(top, animated: false)
        runner.settle()
        #expect(first.beginInteractivePop())
        runner.runUntilIdle()
        tabs.selectedIndex = 1
        runner.settle()
        #expect(first.viewControllers.map(\.traceLabel) == ["A", "C"])
        #expect(!runner.controllerLines.contains("C.deinit()"))
        #expect(top.appearanceState == .disappeared)
        tabs.selectedIndex = 0
        runner.settle()
        #expect(top.appearanceState == .appeared)
        Self.expectBalanced(runner, [tabs, first, second, top] + first.viewControllers + second.viewControllers)
    }

    @Test("a full-screen presentation over the tabs while a push animates in the selected tab")
    func presentDuringPush() {
        let (runner, _, tabs, first, second) = Self.tabs()
        let pushed = probe("C")
        first.pushViewController(pushed, animated: true)
        runner.runUntilIdle()
        let modal = probe("M")
        modal.modalPresentationStyle = .fullScreen
        pushed.present(modal, animated: true)
        runner.settle()
        #expect(pushed.appearanceState == .disappeared)
        Self.expectBalanced(runner, [tabs, first, second, pushed, modal])
        modal.dismiss(animated: true)
        runner.settle()
        Self.expectBalanced(runner, [tabs, first, second, pushed])
    }

    @Test("the window's root replaced while a presentation animates, and while a dismissal animates")
    func rootReplacedDuringPresentAndDismiss() {
        let runner = Runner()
        let root = NavigationController(rootViewController: probe("A"))
        root.label = "Nav"
        let window = runner.show(root)
        let modal = NavigationController(rootViewController: probe("X"))
        modal.label = "Modal"
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        runner.runUntilIdle()
        modal.pushViewController(probe("Y"), animated: true)
        runner.runUntilIdle()
        modal.dismiss(animated: true)
        runner.runUntilIdle()
        let replacement = probe("R")
        window.rootViewController = replacement
        runner.settle()
        Self.expectBalanced(runner, [root, replacement] + root.viewControllers)
    }

    @Test("a dismissal while a push animates inside the presented navigation controller: the push ends first")
    func dismissDuringPushInsidePresented() {
        let runner = Runner()
        let root = probe("Root")
        _ = runner.show(root)
        let modal = NavigationController(rootViewController: probe("X"))
        modal.label = "Modal"
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true)
        runner.settle()
        let pushed = probe("Y")
        modal.pushViewController(pushed, animated: true)
        runner.runUntilIdle()
        modal.dismiss(animated: true)
        runner.settle()
        #expect(modal.viewControllers.map(\.traceLabel) == ["X", "Y"])
        #expect(runner.controllerLines.contains("Y.viewDidAppear(animated: true) [movingToParent]"))
        Self.expectBalanced(runner, [root, modal, pushed])
    }

    @Test("a push while a tab switch runs waits for it; a tab switch back while the pushed controller animates in")
    func pushDuringTabSwitch() {
        let (runner, _, tabs, first, second) = Self.tabs()
        tabs.selectedIndex = 1
        second.pushViewController(probe("D"), animated: true)
        runner.runUntilIdle()
        tabs.selectedIndex = 0
        runner.runUntilIdle()
        runner.advance(by: .milliseconds(100))
        tabs.selectedIndex = 1
        runner.settle()
        Self.expectBalanced(runner, [tabs, first, second] + first.viewControllers + second.viewControllers)
    }
}
