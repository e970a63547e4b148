import NibDiagnostics
import NibKit
import NibPrimitives
import Testing

@Suite @MainActor struct SegueTests {
    /// A destination factory that behaves like a storyboard: `init(coder:)`, `awakeFromNib`, view not
    /// loaded.
    private func storyboardFactory(_ label: String) -> () throws -> ViewController {
        {
            let controller = probe(label)
            controller.recordTraceEvent("init(coder:)")
            controller.sendAwakeFromNib()
            return controller
        }
    }

    /// A navigation controller whose root `VC1` has a show segue `detail` to `VC2`, triggered by a
    /// button in VC1's view; shown and settled.
    private func stage(_ profile: Profile) -> (Runner, Probe, Control, Int) {
        let runner = Runner(profile: profile)
        let first = probe("VC1")
        let template = SegueTemplate(identifier: "detail", kind: .show, destination: storyboardFactory("VC2"))
        first.segueTemplates = [template]
        let button = Control(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        button.label = "Button"
        button.addTarget(template, action: SegueTemplate.performAction, for: .touchUpInside)
        first.onViewDidLoad = { $0.view.addSubview(button) }
        let navigation = NavigationController(rootViewController: first)
        navigation.label = "Nav"
        _ = runner.show(navigation)
        return (runner, first, button, runner.trace.count)
    }

    @Test("SB6 a show segue triggered by a button with shouldPerformSegue false: no destination init, no prepare")
    func sb6() {
        let (runner, first, button, mark) = stage(.modern)
        first.allowsSegues = false
        button.sendActions(for: .touchUpInside)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC1.shouldPerformSegue(withIdentifier: \"detail\", sender: Button)"
            ])
    }

    @Test(
        "SB7 the same with true: shouldPerformSegue, destination init(coder:) and awakeFromNib, prepare (destination view not loaded), then the push",
        arguments: Profile.allCases)
    func sb7(profile: Profile) {
        let (runner, first, button, mark) = stage(profile)
        var destinationLoaded: Bool?
        first.onPrepare = { _, segue in destinationLoaded = segue.destination.isViewLoaded }
        button.sendActions(for: .touchUpInside)
        runner.settle()
        #expect(destinationLoaded == false)
        #expect(
            runner.controllerLines(since: mark) == [
                "VC1.shouldPerformSegue(withIdentifier: \"detail\", sender: Button)",
                "VC2.init(coder:)",
                "VC2.awakeFromNib()",
                "VC1.prepare(for: \"detail\", sender: Button)",
            ]
                + (profile == .seed
                    ? NavigationFixture.seedPush(animated: true) : NavigationFixture.modernPush(animated: true)))
    }

    @Test(
        "SB8 performSegue from code: shouldPerformSegue is not asked; prepare is; then exactly the profile's push",
        arguments: Profile.allCases)
    func sb8(profile: Profile) {
        let (runner, first, _, mark) = stage(profile)
        first.allowsSegues = false
        first.performSegue(withIdentifier: "detail", sender: nil)
        runner.settle()
        let push =
            profile == .seed ? NavigationFixture.seedPush(animated: true) : NavigationFixture.modernPush(animated: true)
        #expect(
            runner.controllerLines(since: mark)
                == ["VC2.init(coder:)", "VC2.awakeFromNib()", "VC1.prepare(for: \"detail\", sender: nil)"] + push)
    }

    @Test("SB8 an unknown identifier is an error diagnostic, nothing runs")
    func sb8Unknown() {
        let (runner, first, _, mark) = stage(.seed)
        first.performSegue(withIdentifier: "nope", sender: nil)
        runner.settle()
        #expect(runner.controllerLines(since: mark).isEmpty)
        #expect(runner.diagnostics.map(\.message) == ["'VC1' has no segue with identifier 'nope'"])
    }

    @Test(
        "SB9 a destination creator that fails (not made with super.init(coder:)): the error is reported with the segue's location"
    )
    func sb9() {
        struct CreatorError: Error, CustomStringConvertible {
            var description: String { "custom instantiated view controller must call super.init(coder:)" }
        }
        let runner = Runner()
        let first = probe("VC1")
        let location = NibDiagnostics.SourceLocation(file: "Main.storyboard", line: 40, column: 9)
        first.segueTemplates = [
            SegueTemplate(identifier: "detail", kind: .show, location: location) { throw CreatorError() }
        ]
        _ = runner.show(first)
        first.performSegue(withIdentifier: "detail", sender: nil)
        runner.settle()
        #expect(runner.diagnostics.count == 1)
        #expect(runner.diagnostics.first?.message.contains("must call super.init(coder:)") == true)
        #expect(runner.diagnostics.first?.location == location)
        do {
            try first.runSegue(withIdentifier: "detail", sender: nil, userInitiated: false)
            Issue.record("expected an error")
        } catch {
            #expect(error.location == location)
        }
    }

    @Test(
        "SB10 unwind from VC3 to VC1: VC3.prepare, VC1's unwind action, the container's unwind, then the pop ([VERIFY] action before the transition)"
    )
    func sb10() {
        let runner = Runner(profile: .seed)
        let first = probe("VC1")
        first.unwindActions = ["unwindToHome:"]
        let navigation = NavigationController(rootViewController: first)
        navigation.label = "Nav"
        _ = runner.show(navigation)
        navigation.pushViewController(probe("VC2"), animated: false)
        let back = SegueTemplate(identifier: "back", kind: .unwind, unwindAction: "unwindToHome:")
        do {
            let third = probe("VC3")
            third.segueTemplates = [back]
            navigation.pushViewController(third, animated: false)
        }
        runner.settle()
        let mark = runner.trace.count
        back.performAction(SegueTemplate.performAction, sender: nil)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark) == [
                "VC3.shouldPerformSegue(withIdentifier: \"back\", sender: nil)",
                "VC3.prepare(for: \"back\", sender: nil)",
                "VC1.unwindToHome(segue: \"back\")",
                "Nav.unwind(for: \"back\", towards: VC1)",
                "VC3.viewWillDisappear(animated: true) [movingFromParent]",
                "VC1.viewWillAppear(animated: true)",
                "VC1.viewWillLayoutSubviews()",
                "VC1.viewDidLayoutSubviews()",
                "VC3.viewDidDisappear(animated: true) [movingFromParent]",
                "VC1.viewDidAppear(animated: true)",
                "VC2.deinit()",
                "VC3.deinit()",
            ])
        #expect(first.events == ["unwindToHome:"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("SB10 an unwind through a presentation: the presented controller is dismissed back to the destination")
    func sb10Dismiss() {
        let runner = Runner(profile: .modern)
        let first = probe("VC1")
        first.unwindActions = ["unwindToHome:"]
        _ = runner.show(first)
        let presented = probe("Sheet")
        let back = SegueTemplate(identifier: "back", kind: .unwind, unwindAction: "unwindToHome:")
        presented.segueTemplates = [back]
        first.present(presented, animated: true)
        runner.settle()
        presented.performSegue(withIdentifier: "back", sender: nil)
        runner.settle()
        #expect(first.events == ["unwindToHome:"])
        #expect(first.presentedViewController == nil)
        #expect(runner.diagnostics.isEmpty)
    }

    @Test("SB10 an unwind action nobody implements is an error")
    func sb10NotFound() {
        let runner = Runner(profile: .modern)
        let navigation = NavigationController(rootViewController: probe("VC1"))
        _ = runner.show(navigation)
        let second = probe("VC2")
        second.segueTemplates = [SegueTemplate(identifier: "back", kind: .unwind, unwindAction: "nowhere:")]
        navigation.pushViewController(second, animated: false)
        runner.settle()
        second.performSegue(withIdentifier: "back", sender: nil)
        #expect(
            runner.diagnostics.map(\.message) == [
                "no controller on the way back from 'VC2' implements unwind action 'nowhere:'"
            ])
    }

    @Test(
        "embed segues run after loadView and before viewDidLoad ([VERIFY] choice): prepare, willMove, child load, didMove"
    )
    func embed() {
        let runner = Runner(profile: .modern)
        let parent = probe("P")
        parent.segueTemplates = [
            SegueTemplate(identifier: "embed", kind: .embed, destination: storyboardFactory("Child"))
        ]
        parent.loadViewIfNeeded()
        #expect(
            runner.controllerLines == [
                "P.loadView()",
                "Child.init(coder:)",
                "Child.awakeFromNib()",
                "P.prepare(for: \"embed\", sender: nil)",
                "Child.willMove(toParent: P) [movingToParent]",
                "Child.loadView() [movingToParent]",
                "Child.viewDidLoad() [movingToParent]",
                "Child.didMove(toParent: P) [movingToParent]",
                "P.viewDidLoad()",
            ])
        #expect(parent.children.first?.viewIfLoaded?.superview === parent.viewIfLoaded)
    }

    @Test("a show segue outside a navigation controller presents; a push segue there is an error")
    func showWithoutNavigation() {
        let runner = Runner(profile: .modern)
        let first = probe("VC1")
        first.segueTemplates = [
            SegueTemplate(identifier: "show", kind: .show, destination: storyboardFactory("Shown")),
            SegueTemplate(identifier: "push", kind: .push, destination: storyboardFactory("Pushed")),
        ]
        _ = runner.show(first)
        first.performSegue(withIdentifier: "show", sender: nil)
        runner.settle()
        #expect(first.presentedViewController?.traceLabel == "Shown")
        first.dismiss(animated: false)
        runner.settle()
        first.performSegue(withIdentifier: "push", sender: nil)
        #expect(runner.diagnostics.map(\.id) == ["segue-failed"])
    }
}
