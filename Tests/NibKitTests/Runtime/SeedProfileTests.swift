import NibKit
import NibPrimitives
import NibTestSupport
import Testing

/// The `seed` profile where the seeds are silent behaves as iOS 5–7 did (issue 11, departure 5):
/// every modal presentation on a phone covers the screen; each case is pinned in both profiles.
@Suite @MainActor struct SeedProfileTests {
    private func shown(_ profile: Profile, idiom: UserInterfaceIdiom = .phone) -> (Runner, Probe) {
        let runner = Runner(profile: profile)
        let first = probe("VC1")
        let window = runner.makeWindow()
        window.idiom = idiom
        window.rootViewController = first
        window.makeKeyAndVisible()
        runner.settle()
        return (runner, first)
    }

    private func presented(_ style: ModalPresentationStyle) -> Probe {
        let second = probe("VC2")
        second.modalPresentationStyle = style
        return second
    }

    static let seedCoveringPresent = [
        "VC2.loadView() [beingPresented]",
        "VC2.viewDidLoad() [beingPresented]",
        "VC1.viewWillDisappear(animated: true)",
        "VC2.viewWillAppear(animated: true) [beingPresented]",
        "VC2.viewWillLayoutSubviews() [beingPresented]",
        "VC2.viewDidLayoutSubviews() [beingPresented]",
        "VC2.viewDidAppear(animated: true) [beingPresented]",
        "VC1.viewDidDisappear(animated: true)",
    ]

    static let seedCoveringDismiss = [
        "VC2.viewWillDisappear(animated: true) [beingDismissed]",
        "VC1.viewWillAppear(animated: true)",
        "VC1.viewWillLayoutSubviews()",
        "VC1.viewDidLayoutSubviews()",
        "VC1.viewDidAppear(animated: true)",
        "VC2.viewDidDisappear(animated: true) [beingDismissed]",
        "VC2.deinit()",
    ]

    @Test(
        "A13/A14 seed profile on a phone: page and form sheets, automatic and popovers cover the presenter, which gets disappear and appear",
        arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic, .popover])
    func sheetsCoverOnPhoneInSeed(style: ModalPresentationStyle) {
        let (runner, first) = shown(.seed)
        var mark = runner.trace.count
        do {
            let second = presented(style)
            first.present(second, animated: true)
            runner.settle()
            #expect(runner.controllerLines(since: mark) == Self.seedCoveringPresent)
            #expect(first.viewIfLoaded?.window == nil)
            #expect(!second.beginInteractiveDismissal(), "a full-screen presentation cannot be swiped down")
        }
        mark = runner.trace.count
        first.dismiss(animated: true)
        runner.settle()
        #expect(runner.controllerLines(since: mark) == Self.seedCoveringDismiss)
    }

    @Test(
        "A13/A14 the same styles in the modern profile: VC2 only, zero callbacks on VC1",
        arguments: [ModalPresentationStyle.pageSheet, .formSheet, .automatic])
    func sheetsStayInModern(style: ModalPresentationStyle) {
        let (runner, first) = shown(.modern)
        first.present(presented(style), animated: true)
        first.dismiss(animated: true)
        runner.settle()
        #expect(
            !runner.controllerLines.contains {
                $0.hasPrefix("VC1.view") && !$0.contains("Layout") && $0.contains("Disappear")
            })
        #expect(first.viewIfLoaded?.window != nil)
    }

    @Test("seed profile on a pad: a form sheet stays a sheet (iOS 5–7 iPads had sheets); the presenter gets nothing")
    func padKeepsSheetsInSeed() {
        let (runner, first) = shown(.seed, idiom: .pad)
        let mark = runner.trace.count
        first.present(presented(.formSheet), animated: true)
        runner.settle()
        #expect(runner.controllerLines(since: mark) == Self.seedCoveringPresent.filter { !$0.hasPrefix("VC1.") })
    }

    @Test(
        "seed profile with legacy-ios5 memory: the covered presenter's view is unloaded on a memory warning and loads again on dismissal"
    )
    func coveredPresenterUnloadsInIOS5() {
        let runner = Runner(profile: .seed, memoryPolicy: .legacyIOS5)
        let first = probe("VC1")
        _ = runner.show(first)
        first.present(presented(.pageSheet), animated: true)
        runner.settle()
        let mark = runner.trace.count
        runner.simulateMemoryWarning()
        first.dismiss(animated: true)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC1.didReceiveMemoryWarning()",
                "VC1.viewWillUnload()",
                "VC1.viewDidUnload()",
                "VC2.didReceiveMemoryWarning()",
                "VC1.loadView()",
                "VC1.viewDidLoad()",
            ] + Self.seedCoveringDismiss)
    }

    @Test(
        "the same memory warning in the modern profile: the page sheet leaves the presenter in the window, nothing unloads"
    )
    func pageSheetPresenterKeepsItsViewInModern() {
        let runner = Runner(profile: .modern, memoryPolicy: .legacyIOS5)
        let first = probe("VC1")
        _ = runner.show(first)
        first.present(presented(.pageSheet), animated: true)
        runner.settle()
        let mark = runner.trace.count
        runner.simulateMemoryWarning()
        #expect(
            runner.controllerLines(since: mark) == ["VC1.didReceiveMemoryWarning()", "VC2.didReceiveMemoryWarning()"])
    }

    @Test(
        "a legacy kind=\"modal\" segue from a storyboard: full screen in seed, a page sheet in modern",
        arguments: Profile.allCases)
    func legacyModalSegue(profile: Profile) throws {
        let runner = Runner(profile: profile)
        let storyboard = try Storyboard(string: LifecycleFixtures.customSegue, name: "Modal.storyboard", runner: runner)
        let navigation = try #require(
            try runner.instantiateInitialViewController(from: storyboard) as? NavigationController)
        _ = runner.show(navigation)
        let first = try #require(navigation.topViewController)
        let mark = runner.trace.count
        first.performSegue(withIdentifier: "modal", sender: nil)
        runner.settle()
        let lines = runner.controllerLines(since: mark)
        let disappears = lines.filter { $0.contains("Disappear") }
        switch profile {
        case .seed:
            #expect(
                disappears == [
                    "Nav.viewWillDisappear(animated: true)", "First.viewWillDisappear(animated: true)",
                    "Nav.viewDidDisappear(animated: true)", "First.viewDidDisappear(animated: true)",
                ])
            #expect(!lines.contains { $0.contains("viewIsAppearing") })
        case .modern:
            #expect(disappears.isEmpty)
            #expect(lines.contains("Second.viewIsAppearing(animated: true) [beingPresented]"))
        }
    }
}
