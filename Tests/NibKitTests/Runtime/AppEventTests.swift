import NibCoding
import NibKit
import NibPrimitives
import Testing

private final class SceneLog: SceneDelegate {
    var calls: [String] = []
    func sceneWillResignActive() { calls.append("resign") }
    func sceneDidEnterBackground() { calls.append("background") }
    func sceneWillEnterForeground() { calls.append("foreground") }
    func sceneDidBecomeActive() { calls.append("active") }
}

@Suite @MainActor struct AppEventTests {
    @Test("A25 background and back: only scene events, no appearance callback on any controller")
    func a25() {
        for profile in Profile.allCases {
            let runner = Runner(profile: profile)
            let scene = SceneLog()
            runner.sceneDelegate = scene
            let navigation = NavigationController(rootViewController: probe("VC1"))
            _ = runner.show(navigation)
            let mark = runner.trace.count
            runner.enterBackground()
            runner.settle()
            runner.enterForeground()
            runner.settle()
            #expect(
                runner.trace.events(since: mark).map(\.description) == [
                    "Scene.sceneWillResignActive()",
                    "Scene.sceneDidEnterBackground()",
                    "Scene.sceneWillEnterForeground()",
                    "Scene.sceneDidBecomeActive()",
                ])
            #expect(scene.calls == ["resign", "background", "foreground", "active"])
            #expect(runner.sceneState == .active)
        }
    }

    @Test(
        "A26 background with the snapshot quirk on (platform quirk, optional): traitCollectionDidChange twice, no appearance callback"
    )
    func a26() {
        let runner = Runner(profile: .modern)
        runner.simulatesBackgroundSnapshotTraitFlips = true
        let window = runner.show(probe("VC1"))
        window.setUserInterfaceStyle(.dark)
        let mark = runner.trace.count
        runner.enterBackground()
        #expect(
            runner.trace.events(since: mark).map(\.description) == [
                "Scene.sceneWillResignActive()",
                "Scene.sceneDidEnterBackground()",
                "VC1.traitCollectionDidChange(previous: \"h: compact, v: regular, dark\")",
                "VC1.traitCollectionDidChange(previous: \"h: compact, v: regular, light\")",
            ])
    }

    @Test(
        "A27 rotation, modern profile: willTransition and viewWillTransition root first then child, then each controller's traits just before its layout pass"
    )
    func a27() {
        let runner = Runner(profile: .modern)
        let host = containerHost()
        let window = runner.show(host)
        let mark = runner.trace.count
        runner.rotate(window)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "P.willTransition(to: \"h: compact, v: compact, light\")",
                "c.willTransition(to: \"h: compact, v: compact, light\")",
                "P.viewWillTransition(to: 844x390)",
                "c.viewWillTransition(to: 844x390)",
                "P.traitCollectionDidChange(previous: \"h: compact, v: regular, light\")",
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
                "c.traitCollectionDidChange(previous: \"h: compact, v: regular, light\")",
                "c.viewWillLayoutSubviews()",
                "c.viewDidLayoutSubviews()",
            ])
        #expect(host.child.view.frame.size == Size(width: 844, height: 390))
    }

    @Test(
        "A27 rotation, seed profile (iOS 5–7): willRotate root then child, the layout pairs with the new bounds, willAnimateRotation, didRotate when the animation ends; no size or trait transition"
    )
    func a27Seed() {
        let runner = Runner(profile: .seed)
        let host = containerHost()
        let window = runner.show(host)
        var mark = runner.trace.count
        runner.rotate(window)
        runner.runUntilIdle()
        #expect(
            runner.controllerLines(since: mark) == [
                "P.willRotate(to: landscapeRight, duration: 0.3)",
                "c.willRotate(to: landscapeRight, duration: 0.3)",
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
                "c.viewWillLayoutSubviews()",
                "c.viewDidLayoutSubviews()",
                "P.willAnimateRotation(to: landscapeRight, duration: 0.3)",
                "c.willAnimateRotation(to: landscapeRight, duration: 0.3)",
            ])
        mark = runner.trace.count
        runner.settle()
        #expect(runner.controllerLines(since: mark) == ["P.didRotate(from: portrait)", "c.didRotate(from: portrait)"])
        #expect(host.child.view.frame.size == Size(width: 844, height: 390))
        mark = runner.trace.count
        runner.rotate(window, animated: false)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "P.willRotate(to: portrait, duration: 0)",
                "c.willRotate(to: portrait, duration: 0)",
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
                "c.viewWillLayoutSubviews()",
                "c.viewDidLayoutSubviews()",
                "P.willAnimateRotation(to: portrait, duration: 0)",
                "c.willAnimateRotation(to: portrait, duration: 0)",
                "P.didRotate(from: landscapeRight)",
                "c.didRotate(from: landscapeRight)",
            ])
    }

    @Test(
        "A27 a size change that keeps the orientation, seed profile: only the layout pair (no rotation, no size transition)"
    )
    func a27SameOrientationSeed() {
        let runner = Runner(profile: .seed)
        let window = runner.show(probe("VC1"))
        let mark = runner.trace.count
        window.transition(to: Size(width: 390, height: 700))
        runner.settle()
        #expect(runner.controllerLines(since: mark) == ["VC1.viewWillLayoutSubviews()", "VC1.viewDidLayoutSubviews()"])
    }

    @Test(
        "A27 a size change that keeps the size classes, modern profile: no trait callbacks, the layout pairs still run")
    func a27SameTraits() {
        let runner = Runner(profile: .modern)
        let window = runner.show(probe("VC1"))
        let mark = runner.trace.count
        window.transition(to: Size(width: 390, height: 700))
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC1.viewWillTransition(to: 390x700)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
            ])
    }

    @Test("A28 memory warning, modern profile: didReceiveMemoryWarning on every live controller, nothing unloaded")
    func a28() {
        let runner = Runner(profile: .modern)
        let navigation = NavigationController(rootViewController: probe("VC1"))
        navigation.label = "Nav"
        _ = runner.show(navigation)
        navigation.pushViewController(probe("VC2"), animated: false)
        let offScreen = probe("Off")
        offScreen.loadViewIfNeeded()
        runner.settle()
        let mark = runner.trace.count
        runner.simulateMemoryWarning()
        runner.settle()
        #expect(
            runner.trace.events(since: mark).map(\.description) == [
                "App.applicationDidReceiveMemoryWarning()",
                "VC1.didReceiveMemoryWarning()",
                "Nav.didReceiveMemoryWarning()",
                "VC2.didReceiveMemoryWarning()",
                "Off.didReceiveMemoryWarning()",
            ])
        #expect(navigation.viewControllers.allSatisfy { $0.isViewLoaded })
        #expect(offScreen.isViewLoaded)
    }

    @Test(
        "A29 memory warning, legacy-ios5 option: an off-window controller unloads, then reloads (before any appearance callback) when the pop needs its view"
    )
    func a29() {
        let runner = Runner(profile: .seed, memoryPolicy: .legacyIOS5)
        let first = probe("VC1")
        let navigation = NavigationController(rootViewController: first)
        navigation.label = "Nav"
        _ = runner.show(navigation)
        navigation.pushViewController(probe("VC2"), animated: false)
        runner.settle()
        let mark = runner.trace.count
        runner.simulateMemoryWarning()
        #expect(
            runner.trace.events(since: mark).map(\.description) == [
                "App.applicationDidReceiveMemoryWarning()",
                "VC1.didReceiveMemoryWarning()",
                "VC1.viewWillUnload()",
                "VC1.viewDidUnload()",
                "Nav.didReceiveMemoryWarning()",
                "VC2.didReceiveMemoryWarning()",
            ])
        #expect(!first.isViewLoaded)
        let popMark = runner.trace.count
        navigation.popViewController(animated: false)
        runner.settle()
        #expect(
            runner.controllerLines(since: popMark) == [
                "VC1.loadView()",
                "VC1.viewDidLoad()",
                "VC2.viewWillDisappear(animated: false) [movingFromParent]",
                "VC1.viewWillAppear(animated: false)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "VC2.viewDidDisappear(animated: false) [movingFromParent]",
                "VC1.viewDidAppear(animated: false)",
                "VC2.deinit()",
            ])
    }

    @Test("A30 a controller never shown: no appearance callbacks even after loadViewIfNeeded")
    func a30() {
        let runner = Runner(profile: .modern)
        _ = runner.makeWindow()
        let lonely = probe("VC")
        #expect(!lonely.isViewLoaded)
        lonely.loadViewIfNeeded()
        runner.settle()
        #expect(runner.controllerLines == ["VC.loadView()", "VC.viewDidLoad()"])
    }

    @Test(
        "A29 legacy-ios5 under a full-screen presentation: the covered navigation controller and its top unload, and reload in order on dismissal"
    )
    func a29Covered() {
        let runner = Runner(profile: .seed, memoryPolicy: .legacyIOS5)
        let navigation = NavigationController(rootViewController: probe("VC1"))
        navigation.label = "Nav"
        _ = runner.show(navigation)
        let modal = probe("Modal")
        modal.modalPresentationStyle = .fullScreen
        navigation.present(modal, animated: true)
        runner.settle()
        runner.simulateMemoryWarning()
        #expect(!navigation.isViewLoaded)
        #expect(navigation.viewControllers.first?.isViewLoaded == false)
        #expect(modal.isViewLoaded)
        let mark = runner.trace.count
        navigation.dismiss(animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "Nav.loadView()",
                "Nav.viewDidLoad()",
                "Modal.viewWillDisappear(animated: true) [beingDismissed]",
                "Nav.viewWillAppear(animated: true)",
                "VC1.loadView()",
                "VC1.viewDidLoad()",
                "VC1.viewWillAppear(animated: true)",
                "Nav.viewWillLayoutSubviews()",
                "Nav.viewDidLayoutSubviews()",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "Nav.viewDidAppear(animated: true)",
                "VC1.viewDidAppear(animated: true)",
                "Modal.viewDidDisappear(animated: true) [beingDismissed]",
            ])
        #expect(runner.diagnostics.isEmpty)
    }
}
