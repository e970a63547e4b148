import NibCoding
import NibKit
import NibPrimitives
import Testing

/// A container that adds `child` in `viewDidLoad`, with or without `addChild`.
private final class Parent: ViewController {
    let child: Probe
    let contained: Bool
    var manual = false

    init(child: Probe, contained: Bool) {
        self.child = child
        self.contained = contained
        super.init(nibName: nil)
    }

    required init(coder: any NibDecoding) throws {
        child = Probe()
        contained = false
        try super.init(coder: coder)
    }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { !manual }

    override func loadView() { view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844)) }

    override func viewDidLoad() {
        super.viewDidLoad()
        if contained { addChild(child) }
        child.view.frame = view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(child.view)
        if contained { child.didMove(toParent: self) }
    }
}

@Suite @MainActor struct ContainmentTests {
    /// `P`, whose view holds `child`'s (a child controller when `contained`), shown and settled.
    private func showParent(in runner: Runner, child: Probe = probe("c"), contained: Bool, manual: Bool = false)
        -> Parent
    {
        let parent = Parent(child: child, contained: contained)
        parent.manual = manual
        parent.label = "P"
        _ = runner.show(parent)
        return parent
    }

    @Test(
        "A19 addChild + addSubview + didMove while the parent is visible: appearance inside addSubview ([VERIFY] synchronous), isMovingToParent in both",
        arguments: Profile.allCases)
    func a19(profile: Profile) {
        let runner = Runner(profile: profile)
        let parent = probe("P")
        _ = runner.show(parent)
        let mark = runner.trace.count
        let child = probe("c")
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let inside = runner.controllerLines(since: mark)
        runner.settle()
        #expect(
            inside
                == [
                    "c.willMove(toParent: P) [movingToParent]",
                    "c.loadView() [movingToParent]",
                    "c.viewDidLoad() [movingToParent]",
                    "c.viewWillAppear(animated: false) [movingToParent]",
                    "c.viewIsAppearing(animated: false) [movingToParent]",
                    "c.viewDidAppear(animated: false) [movingToParent]",
                    "c.didMove(toParent: P) [movingToParent]",
                ].inProfile(profile))
        #expect(
            runner.controllerLines(since: mark + inside.count) == [
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
                "c.viewWillLayoutSubviews()",
                "c.viewDidLayoutSubviews()",
            ])
        #expect(!child.isMovingToParent)
    }

    @Test(
        "A20 child added with addChild in P.viewDidLoad, then P shown: P.will, c.will, P.did, c.did (automatic forwarding, parent first)",
        arguments: Profile.allCases)
    func a20(profile: Profile) {
        let runner = Runner(profile: profile)
        _ = showParent(in: runner, contained: true)
        #expect(
            runner.controllerLines
                == [
                    "P.loadView()",
                    "P.viewDidLoad()",
                    "c.willMove(toParent: P) [movingToParent]",
                    "c.loadView() [movingToParent]",
                    "c.viewDidLoad() [movingToParent]",
                    "c.didMove(toParent: P) [movingToParent]",
                    "P.viewWillAppear(animated: false)",
                    "c.viewWillAppear(animated: false)",
                    "P.viewIsAppearing(animated: false)",
                    "c.viewIsAppearing(animated: false)",
                    "P.viewWillLayoutSubviews()",
                    "P.viewDidLayoutSubviews()",
                    "c.viewWillLayoutSubviews()",
                    "c.viewDidLayoutSubviews()",
                    "P.viewDidAppear(animated: false)",
                    "c.viewDidAppear(animated: false)",
                ].inProfile(profile))
    }

    @Test(
        "A21 the same without addChild (a bare subview): P.will, c.will, c.did, P.did (driven by the window move); exact in both profiles",
        arguments: Profile.allCases)
    func a21(profile: Profile) {
        let runner = Runner(profile: profile)
        _ = showParent(in: runner, contained: false)
        let modern = profile == .modern
        #expect(
            runner.controllerLines == [
                "P.loadView()",
                "P.viewDidLoad()",
                "c.loadView()",
                "c.viewDidLoad()",
                "P.viewWillAppear(animated: false)",
                "c.viewWillAppear(animated: false)",
            ] + (modern ? ["c.viewIsAppearing(animated: false)"] : []) + [
                "c.viewDidAppear(animated: false)"
            ] + (modern ? ["P.viewIsAppearing(animated: false)"] : []) + [
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
                "c.viewWillLayoutSubviews()",
                "c.viewDidLayoutSubviews()",
                "P.viewDidAppear(animated: false)",
            ])
    }

    @Test(
        "A22 remove a child: willMove(nil), removeFromSuperview, removeFromParent; removeFromParent does not call willMove again",
        arguments: Profile.allCases)
    func a22(profile: Profile) {
        let runner = Runner(profile: profile)
        let parent = showParent(in: runner, contained: true)
        let mark = runner.trace.count
        let child = parent.child
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "c.willMove(toParent: nil) [movingFromParent]",
                "c.viewWillDisappear(animated: false) [movingFromParent]",
                "c.viewDidDisappear(animated: false) [movingFromParent]",
                "c.didMove(toParent: nil) [movingFromParent]",
                "P.viewWillLayoutSubviews()",
                "P.viewDidLayoutSubviews()",
            ])
        #expect(parent.children.isEmpty)
        #expect(!child.isMovingFromParent)
    }

    @Test(
        "A23 manual forwarding: begin(true), end, begin(false), end; a redundant begin(true) while appeared does nothing"
    )
    func a23() {
        let runner = Runner(profile: .seed)
        let child = probe("c")
        _ = showParent(in: runner, child: child, contained: true, manual: true)
        #expect(!runner.controllerLines.contains { $0.hasPrefix("c.view") && $0.contains("Appear") })
        let mark = runner.trace.count
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(
            runner.controllerLines(since: mark) == [
                "c.viewWillAppear(animated: false)",
                "c.viewDidAppear(animated: false)",
                "c.viewWillDisappear(animated: true)",
                "c.viewDidDisappear(animated: true)",
            ])
    }

    @Test("A23 manual forwarding, modern profile: viewIsAppearing still precedes viewDidAppear")
    func a23Modern() {
        let runner = Runner(profile: .modern)
        let child = probe("c")
        _ = showParent(in: runner, child: child, contained: true, manual: true)
        let mark = runner.trace.count
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(
            runner.controllerLines(since: mark) == [
                "c.viewWillAppear(animated: false)",
                "c.viewIsAppearing(animated: false)",
                "c.viewDidAppear(animated: false)",
            ])
    }

    @Test(
        "A24 manual cancel: begin(true), begin(false), end → will appear, will disappear, did disappear (no did appear)"
    )
    func a24() {
        let runner = Runner(profile: .modern)
        let child = probe("c")
        let mark = runner.trace.count
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        #expect(
            runner.controllerLines(since: mark) == [
                "c.viewWillAppear(animated: true)",
                "c.viewWillDisappear(animated: true)",
                "c.viewDidDisappear(animated: true)",
            ])
        #expect(child.appearanceState == .disappeared)
    }

    @Test("split and page view controllers forward their appearance to the children on screen")
    func splitAndPage() {
        let runner = Runner(profile: .seed)
        let split = SplitViewController(primary: probe("Primary"), secondary: probe("Secondary"))
        split.label = "Split"
        _ = runner.show(split)
        let appearance = runner.trace.events.filter { $0.event.hasSuffix("ppear") }.map(\.description)
        #expect(
            appearance == [
                "Split.viewWillAppear(animated: false)",
                "Primary.viewWillAppear(animated: false)",
                "Secondary.viewWillAppear(animated: false)",
                "Split.viewDidAppear(animated: false)",
                "Primary.viewDidAppear(animated: false)",
                "Secondary.viewDidAppear(animated: false)",
            ])
        let mark = runner.trace.count
        split.showDetailViewController(probe("Detail"))
        runner.settle()
        let swap = runner.trace.events(since: mark).filter { $0.event.hasSuffix("ppear") || $0.event == "deinit" }.map(
            \.description)
        #expect(
            swap == [
                "Secondary.viewWillDisappear(animated: true)",
                "Detail.viewWillAppear(animated: true)",
                "Secondary.viewDidDisappear(animated: true)",
                "Detail.viewDidAppear(animated: true)",
                "Secondary.deinit()",
            ])

        let pageRunner = Runner(profile: .seed)
        let pages = PageViewController()
        pages.label = "Pages"
        pages.setViewControllers([probe("Page1")], animated: false)
        _ = pageRunner.show(pages)
        let pageMark = pageRunner.trace.count
        pages.setViewControllers([probe("Page2")], animated: true)
        pageRunner.settle()
        let turn = pageRunner.trace.events(since: pageMark).filter { $0.event.hasSuffix("ppear") }.map(\.description)
        #expect(
            turn == [
                "Page2.viewWillAppear(animated: true)",
                "Page1.viewWillDisappear(animated: true)",
                "Page1.viewDidDisappear(animated: true)",
                "Page2.viewDidAppear(animated: true)",
            ])
    }
}
