import NibKit
import Testing

@Suite @MainActor struct InteractivePopTests {
    private func pushed(_ profile: Profile) -> (Runner, NavigationController, Int) {
        NavigationFixture.pushed(profile)
    }

    /// Starts an edge swipe, lets a turn run, then finishes or cancels it and settles.
    private func swipeBack(
        _ runner: Runner, _ navigation: NavigationController, finishing: Bool,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(navigation.beginInteractivePop(), sourceLocation: sourceLocation)
        runner.runUntilIdle()
        #expect(
            finishing ? navigation.finishInteractivePop() : navigation.cancelInteractivePop(),
            sourceLocation: sourceLocation)
        runner.settle()
    }

    @Test(
        "A9 interactive pop cancelled, modern profile: no VC1.viewDidAppear, no deinit, stack unchanged ([VERIFY] flags false and didMove re-paired on cancel)"
    )
    func a9Modern() {
        let (runner, navigation, mark) = pushed(.modern)
        swipeBack(runner, navigation, finishing: false)
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.willMove(toParent: nil) [movingFromParent]",
                "VC2.viewWillDisappear(animated: true) [movingFromParent]",
                "VC1.viewWillAppear(animated: true)",
                "VC1.viewIsAppearing(animated: true)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "VC1.viewWillDisappear(animated: true)",
                "VC1.viewDidDisappear(animated: true)",
                "VC2.viewWillAppear(animated: true)",
                "VC2.viewIsAppearing(animated: true)",
                "VC2.viewDidAppear(animated: true)",
                "VC2.didMove(toParent: Nav)",
            ])
        #expect(navigation.viewControllers.map(\.traceLabel) == ["VC1", "VC2"])
        #expect(navigation.children.count == 2)
    }

    @Test("A9 interactive pop cancelled, seed profile: the six callbacks of wangling.me, nothing else")
    func a9Seed() {
        let (runner, navigation, mark) = pushed(.seed)
        swipeBack(runner, navigation, finishing: false)
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.viewWillDisappear(animated: true) [movingFromParent]",
                "VC1.viewWillAppear(animated: true)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "VC1.viewWillDisappear(animated: true)",
                "VC1.viewDidDisappear(animated: true)",
                "VC2.viewWillAppear(animated: true)",
                "VC2.viewDidAppear(animated: true)",
            ])
        #expect(navigation.topViewController?.traceLabel == "VC2")
    }

    @Test("A10 interactive pop completed, modern profile: identical to A7")
    func a10Modern() {
        let (runner, navigation, mark) = pushed(.modern)
        swipeBack(runner, navigation, finishing: true)
        #expect(runner.controllerLines(since: mark) == NavigationFixture.modernPop)
        #expect(navigation.viewControllers.map(\.traceLabel) == ["VC1"])
    }

    @Test("A10 interactive pop completed, seed profile: identical to A7 seed")
    func a10Seed() {
        let (runner, navigation, mark) = pushed(.seed)
        swipeBack(runner, navigation, finishing: true)
        #expect(runner.controllerLines(since: mark) == NavigationFixture.seedPop)
    }

    @Test("interactive pop refuses on the root and while a transition runs")
    func refusals() {
        let runner = Runner(profile: .modern)
        let navigation = NavigationController(rootViewController: probe("VC1"))
        _ = runner.show(navigation)
        #expect(!navigation.beginInteractivePop())
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.runUntilIdle()
        #expect(!navigation.beginInteractivePop())
        runner.settle()
        #expect(navigation.beginInteractivePop())
        #expect(navigation.cancelInteractivePop())
        #expect(!navigation.cancelInteractivePop())
        runner.settle()
        #expect(navigation.viewControllers.map(\.traceLabel) == ["VC1", "VC2"])
        #expect(navigation.topViewController?.appearanceState == .appeared)
    }
}
