import NibKit
import Testing

@Suite @MainActor struct InteractivePopTests {
    private func pushed(_ profile: Profile) -> (Runner, NavigationController, Int) {
        let runner = Runner(profile: profile)
        let navigation = NavigationController(rootViewController: probe("VC1"))
        navigation.label = "Nav"
        _ = runner.show(navigation)
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.settle()
        return (runner, navigation, runner.trace.count)
    }

    @Test("A9 interactive pop cancelled, modern profile: no VC1.viewDidAppear, no deinit, stack unchanged ([VERIFY] flags false and didMove re-paired on cancel)")
    func a9Modern() {
        let (runner, navigation, mark) = pushed(.modern)
        #expect(navigation.beginInteractivePop())
        runner.runUntilIdle()
        #expect(navigation.cancelInteractivePop())
        runner.settle()
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
        #expect(navigation.beginInteractivePop())
        runner.runUntilIdle()
        #expect(navigation.cancelInteractivePop())
        runner.settle()
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
        #expect(navigation.beginInteractivePop())
        runner.runUntilIdle()
        #expect(navigation.finishInteractivePop())
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.willMove(toParent: nil) [movingFromParent]",
                "VC2.viewWillDisappear(animated: true) [movingFromParent]",
                "VC1.viewWillAppear(animated: true)",
                "VC1.viewIsAppearing(animated: true)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "VC2.viewDidDisappear(animated: true) [movingFromParent]",
                "VC1.viewDidAppear(animated: true)",
                "VC2.didMove(toParent: nil) [movingFromParent]",
                "VC2.deinit()",
            ])
        #expect(navigation.viewControllers.map(\.traceLabel) == ["VC1"])
    }

    @Test("A10 interactive pop completed, seed profile: identical to A7 seed")
    func a10Seed() {
        let (runner, navigation, mark) = pushed(.seed)
        #expect(navigation.beginInteractivePop())
        runner.runUntilIdle()
        #expect(navigation.finishInteractivePop())
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.viewWillDisappear(animated: true) [movingFromParent]",
                "VC1.viewWillAppear(animated: true)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "VC2.viewDidDisappear(animated: true) [movingFromParent]",
                "VC1.viewDidAppear(animated: true)",
                "VC2.deinit()",
            ])
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
