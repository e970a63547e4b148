import NibKit
import Testing

@Suite @MainActor struct NavigationTests {
    /// A navigation controller with root `VC1`, shown and settled; returns the trace mark after it.
    private func setUp(_ profile: Profile) -> (Runner, NavigationController, Probe, Int) {
        let (runner, navigation, first) = NavigationFixture.shown(profile)
        return (runner, navigation, first, runner.trace.count)
    }

    @Test("A3 push animated, seed profile: exactly seed 000's eleven steps, with VC1's layout pair")
    func a3Seed() {
        let (runner, navigation, _, mark) = setUp(.seed)
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.settle()
        #expect(runner.controllerLines(since: mark) == NavigationFixture.seedPush(animated: true))
    }

    @Test("A4 push animated, modern profile: willMove first, didMove last, no VC1 layout")
    func a4Modern() {
        let (runner, navigation, _, mark) = setUp(.modern)
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.settle()
        #expect(runner.controllerLines(since: mark) == NavigationFixture.modernPush(animated: true))
    }

    @Test("A5 push not animated, seed profile: the A3 order with every animated argument false")
    func a5Seed() {
        let (runner, navigation, _, mark) = setUp(.seed)
        navigation.pushViewController(probe("VC2"), animated: false)
        runner.runUntilIdle()
        #expect(runner.controllerLines(since: mark) == NavigationFixture.seedPush(animated: false))
    }

    @Test("A5 push not animated, modern profile: the A4 order with every animated argument false")
    func a5Modern() {
        let (runner, navigation, _, mark) = setUp(.modern)
        navigation.pushViewController(probe("VC2"), animated: false)
        runner.runUntilIdle()
        #expect(runner.controllerLines(since: mark) == NavigationFixture.modernPush(animated: false))
    }

    @Test(
        "A6 flags during push: VC2 moving to parent in will/didAppear; VC1 not moving and still in the stack (covered)")
    func a6Flags() {
        for profile in Profile.allCases {
            let (runner, navigation, first, _) = setUp(profile)
            var firstSeen: (movingFrom: Bool, inStack: Bool)?
            first.onViewWillDisappear = { controller in
                firstSeen = (
                    controller.isMovingFromParent,
                    controller.navigationController?.viewControllers.contains { $0 === controller } ?? false
                )
            }
            let second = probe("VC2")
            var secondFlags: [Bool] = []
            second.onViewWillAppear = { secondFlags.append($0.isMovingToParent) }
            navigation.pushViewController(second, animated: true)
            runner.settle()
            #expect(firstSeen?.movingFrom == false)
            #expect(firstSeen?.inStack == true)
            #expect(secondFlags == [true])
            #expect(
                runner.trace.events.contains {
                    $0.object == "VC2" && $0.event == "viewDidAppear" && $0.flags == .movingToParent
                })
            #expect(second.isMovingToParent == false)
        }
    }

    @Test(
        "A7 pop, modern profile: willMove(nil) first, didMove(nil) after VC1.viewDidAppear, deinit last ([VERIFY] didMove after the revealed viewDidAppear)"
    )
    func a7Modern() {
        let (runner, navigation, mark) = NavigationFixture.pushed(.modern)
        navigation.popViewController(animated: true)
        runner.settle()
        #expect(runner.controllerLines(since: mark) == NavigationFixture.modernPop)
    }

    @Test("A7 pop, seed profile: VC2 will/did disappear around VC1's appearance, deinit last")
    func a7Seed() {
        let (runner, navigation, mark) = NavigationFixture.pushed(.seed)
        navigation.popViewController(animated: true)
        runner.settle()
        #expect(runner.controllerLines(since: mark) == NavigationFixture.seedPop)
    }

    @Test("A8 flags during pop: VC2 moving from parent and already out of the stack (popped)")
    func a8Flags() {
        for profile in Profile.allCases {
            let (runner, navigation, _, _) = setUp(profile)
            let second = probe("VC2")
            var seen: (movingFrom: Bool, inStack: Bool, hasNavigation: Bool)?
            second.onViewWillDisappear = { controller in
                seen = (
                    controller.isMovingFromParent,
                    controller.navigationController?.viewControllers.contains { $0 === controller } ?? true,
                    controller.navigationController != nil
                )
            }
            navigation.pushViewController(second, animated: true)
            runner.settle()
            navigation.popViewController(animated: true)
            runner.settle()
            #expect(seen?.movingFrom == true)
            #expect(seen?.inStack == false)
            #expect(seen?.hasNavigation == true)
            #expect(second.parent == nil)
        }
    }

    @Test("push updates the stack at once but defers every appearance callback to the next turn ([VERIFY] choice)")
    func pushIsDeferred() {
        let (runner, navigation, _, mark) = setUp(.modern)
        let second = probe("VC2")
        navigation.pushViewController(second, animated: true)
        #expect(navigation.topViewController === second)
        #expect(runner.controllerLines(since: mark) == ["VC2.willMove(toParent: Nav) [movingToParent]"])
        runner.runUntilIdle()
        #expect(second.appearanceState == .appearing)
        runner.advance(by: .milliseconds(349))
        #expect(second.appearanceState == .appearing)
        runner.advance(by: .milliseconds(1))
        #expect(second.appearanceState == .appeared)
    }

    @Test("two pushes in one turn make one transition to the last; the middle controller never appears")
    func coalescedPushes() {
        let (runner, navigation, _, mark) = setUp(.seed)
        navigation.pushViewController(probe("VC2"), animated: false)
        navigation.pushViewController(probe("VC3"), animated: false)
        runner.settle()
        let lines = runner.controllerLines(since: mark)
        #expect(!lines.contains { $0.hasPrefix("VC2.") })
        #expect(lines.last == "VC3.viewDidAppear(animated: false) [movingToParent]")
        #expect(navigation.viewControllers.map(\.traceLabel) == ["VC1", "VC2", "VC3"])
        navigation.popViewController(animated: false)
        runner.settle()
        #expect(navigation.topViewController?.appearanceState == .appeared)
        #expect(navigation.topViewController?.traceLabel == "VC2")
    }

    @Test("a push while a push animates waits for it, then runs from the shown controller")
    func queuedPush() {
        let (runner, navigation, _, mark) = setUp(.modern)
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.runUntilIdle()
        navigation.pushViewController(probe("VC3"), animated: true)
        runner.settle()
        let appearance = runner.trace.events(since: mark).filter { $0.event.hasSuffix("ppear") }.map(\.description)
        #expect(
            appearance == [
                "VC1.viewWillDisappear(animated: true)",
                "VC2.viewWillAppear(animated: true) [movingToParent]",
                "VC1.viewDidDisappear(animated: true)",
                "VC2.viewDidAppear(animated: true) [movingToParent]",
                "VC2.viewWillDisappear(animated: true)",
                "VC3.viewWillAppear(animated: true) [movingToParent]",
                "VC2.viewDidDisappear(animated: true)",
                "VC3.viewDidAppear(animated: true) [movingToParent]",
            ])
    }

    @Test("pushing a controller already in the stack is an error and changes nothing")
    func pushTwice() {
        let (runner, navigation, first, _) = setUp(.modern)
        navigation.pushViewController(first, animated: true)
        #expect(runner.diagnostics.map(\.id) == ["push-existing-controller"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("setViewControllers and popToRoot release every removed controller when the transition ends")
    func setAndPopToRoot() {
        let (runner, navigation, first, _) = setUp(.modern)
        navigation.setViewControllers([first, probe("VC2"), probe("VC3")], animated: false)
        runner.settle()
        let mark = runner.trace.count
        navigation.popToRootViewController(animated: true)
        runner.settle()
        let lines = runner.controllerLines(since: mark)
        #expect(lines.filter { $0.hasSuffix("deinit()") }.sorted() == ["VC2.deinit()", "VC3.deinit()"])
        #expect(lines.contains("VC2.didMove(toParent: nil) [movingFromParent]"))
        #expect(navigation.children.count == 1)
    }

    @Test("a window's profile overrides the runner's for everything shown in it")
    func windowProfile() {
        let runner = Runner(profile: .modern)
        let navigation = NavigationController(rootViewController: probe("VC1"))
        navigation.label = "Nav"
        let window = runner.makeWindow()
        window.profile = .seed
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runner.settle()
        let mark = runner.trace.count
        navigation.pushViewController(probe("VC2"), animated: true)
        runner.settle()
        let lines = runner.controllerLines(since: mark)
        #expect(!lines.contains { $0.contains("viewIsAppearing") || $0.contains("Move") })
        #expect(lines.contains("VC1.viewWillLayoutSubviews()"))
    }
}
