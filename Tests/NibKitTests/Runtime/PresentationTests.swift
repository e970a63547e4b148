import NibKit
import Testing

@Suite @MainActor struct PresentationTests {
    private func shown(_ profile: Profile = .modern) -> (Runner, Probe) {
        let runner = Runner(profile: profile)
        let first = probe("VC1")
        _ = runner.show(first)
        return (runner, first)
    }

    private func presented(_ style: ModalPresentationStyle) -> Probe {
        let second = probe("VC2")
        second.modalPresentationStyle = style
        return second
    }

    @Test(
        "A11 present fullScreen: VC2 loads, VC1 will, VC2 will/isAppearing/layout, VC2.viewDidAppear before VC1.viewDidDisappear; beingPresented in both",
        arguments: Profile.allCases)
    func a11(profile: Profile) {
        let (runner, first) = shown(profile)
        let mark = runner.trace.count
        var completed = false
        first.present(presented(.fullScreen), animated: true) { completed = true }
        runner.settle()
        #expect(completed)
        #expect(
            runner.controllerLines(since: mark)
                == [
                    "VC2.loadView() [beingPresented]",
                    "VC2.viewDidLoad() [beingPresented]",
                    "VC1.viewWillDisappear(animated: true)",
                    "VC2.viewWillAppear(animated: true) [beingPresented]",
                    "VC2.viewIsAppearing(animated: true) [beingPresented]",
                    "VC2.viewWillLayoutSubviews() [beingPresented]",
                    "VC2.viewDidLayoutSubviews() [beingPresented]",
                    "VC2.viewDidAppear(animated: true) [beingPresented]",
                    "VC1.viewDidDisappear(animated: true)",
                ].inProfile(profile))
        #expect(first.presentedViewController?.traceLabel == "VC2")
        #expect(first.viewIfLoaded?.window == nil)
    }

    @Test(
        "A12 dismiss fullScreen: VC1.viewDidAppear before VC2.viewDidDisappear ([VERIFY] did order), no VC1.viewDidLoad, deinit after the completion",
        arguments: Profile.allCases)
    func a12(profile: Profile) {
        let (runner, first) = shown(profile)
        first.present(presented(.fullScreen), animated: true)
        runner.settle()
        let mark = runner.trace.count
        first.dismiss(animated: true) {
            runner.trace.record(TraceEvent(object: "Test", className: "Test", event: "completion"))
        }
        runner.settle()
        #expect(
            runner.controllerLines(since: mark)
                == [
                    "VC2.viewWillDisappear(animated: true) [beingDismissed]",
                    "VC1.viewWillAppear(animated: true)",
                    "VC1.viewIsAppearing(animated: true)",
                    "VC1.viewWillLayoutSubviews()",
                    "VC1.viewDidLayoutSubviews()",
                    "VC1.viewDidAppear(animated: true)",
                    "VC2.viewDidDisappear(animated: true) [beingDismissed]",
                    "Test.completion()",
                    "VC2.deinit()",
                ].inProfile(profile))
        #expect(first.presentedViewController == nil)
    }

    @Test(
        "A13 present pageSheet: VC2 appearance only, zero callbacks on VC1",
        arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic])
    func a13(style: ModalPresentationStyle) {
        let (runner, first) = shown()
        let mark = runner.trace.count
        first.present(presented(style), animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.loadView() [beingPresented]",
                "VC2.viewDidLoad() [beingPresented]",
                "VC2.viewWillAppear(animated: true) [beingPresented]",
                "VC2.viewIsAppearing(animated: true) [beingPresented]",
                "VC2.viewWillLayoutSubviews() [beingPresented]",
                "VC2.viewDidLayoutSubviews() [beingPresented]",
                "VC2.viewDidAppear(animated: true) [beingPresented]",
            ])
        #expect(first.viewIfLoaded?.window != nil)
    }

    @Test("A14 dismiss pageSheet: VC2 disappear pair only, zero on VC1, then deinit")
    func a14() {
        let (runner, first) = shown()
        first.present(presented(.pageSheet), animated: true)
        runner.settle()
        let mark = runner.trace.count
        first.dismiss(animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.viewWillDisappear(animated: true) [beingDismissed]",
                "VC2.viewDidDisappear(animated: true) [beingDismissed]",
                "VC2.deinit()",
            ])
    }

    @Test("A15 cancelled swipe-to-dismiss of a page sheet: will disappear, then will appear, isAppearing, did appear")
    func a15() {
        let (runner, first) = shown()
        let second = presented(.pageSheet)
        first.present(second, animated: true)
        runner.settle()
        let mark = runner.trace.count
        #expect(second.beginInteractiveDismissal())
        runner.runUntilIdle()
        #expect(second.cancelInteractiveDismissal())
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.viewWillDisappear(animated: true) [beingDismissed]",
                "VC2.viewWillAppear(animated: true)",
                "VC2.viewIsAppearing(animated: true)",
                "VC2.viewDidAppear(animated: true)",
            ])
        #expect(first.presentedViewController === second)
    }

    @Test(
        "A16 present overFullScreen (and the other non-covering styles): exactly VC2's appearance, no VC1 callback; dismissal: VC2's disappear pair, deinit",
        arguments: [
            (Profile.modern, ModalPresentationStyle.overFullScreen), (.modern, .overCurrentContext), (.modern, .custom),
            (.modern, .popover), (.seed, .overFullScreen), (.seed, .overCurrentContext), (.seed, .custom),
        ])
    func a16(profile: Profile, style: ModalPresentationStyle) {
        let (runner, first) = shown(profile)
        var mark = runner.trace.count
        first.present(presented(style), animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.loadView() [beingPresented]",
                "VC2.viewDidLoad() [beingPresented]",
                "VC2.viewWillAppear(animated: true) [beingPresented]",
            ] + (profile == .modern ? ["VC2.viewIsAppearing(animated: true) [beingPresented]"] : []) + [
                "VC2.viewWillLayoutSubviews() [beingPresented]",
                "VC2.viewDidLayoutSubviews() [beingPresented]",
                "VC2.viewDidAppear(animated: true) [beingPresented]",
            ])
        #expect(first.viewIfLoaded?.window != nil)
        mark = runner.trace.count
        first.dismiss(animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC2.viewWillDisappear(animated: true) [beingDismissed]",
                "VC2.viewDidDisappear(animated: true) [beingDismissed]",
                "VC2.deinit()",
            ])
    }

    @Test("presenting twice is refused with a warning, as UIKit logs one")
    func alreadyPresenting() {
        let (runner, first) = shown()
        first.present(presented(.fullScreen), animated: false)
        first.present(probe("VC3"), animated: false)
        runner.settle()
        #expect(runner.diagnostics.map(\.id) == ["already-presenting"])
    }

    @Test("a controller inside a presented navigation controller is not being presented; the navigation controller is")
    func presentedNavigationFlags() {
        let (runner, first) = shown()
        let inner = probe("Inner")
        var innerFlag: Bool?
        inner.onViewWillAppear = { innerFlag = $0.isBeingPresented }
        let navigation = NavigationController(rootViewController: inner)
        navigation.label = "Nav"
        navigation.modalPresentationStyle = .fullScreen
        first.present(navigation, animated: true)
        runner.settle()
        #expect(innerFlag == false)
        #expect(
            runner.trace.events.contains {
                $0.object == "Nav" && $0.event == "viewWillAppear" && $0.flags == .beingPresented
            })
    }
}
