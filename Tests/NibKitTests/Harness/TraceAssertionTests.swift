import NibKit
import NibPrimitives
import Testing

@Suite @MainActor struct TraceAssertionTests {
    @Test func anUnnamedSegueAndAnIdOnlySenderPrintTheSameInEveryCallback() {
        let runner = Runner(profile: .modern)
        let first = probe("VC1")
        let template = SegueTemplate(identifier: nil, kind: .show) {
            let destination = probe("VC2")
            return destination
        }
        first.segueTemplates = [template]
        let button = Button(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        button.objectID = "w4K-p9-ZrE"
        button.addTarget(template, action: SegueTemplate.performAction, for: .touchUpInside)
        first.onViewDidLoad = { $0.view.addSubview(button) }
        _ = runner.show(NavigationController(rootViewController: first))
        let mark = runner.trace.count
        button.sendActions(for: .touchUpInside)
        runner.settle()
        #expect(
            runner.controllerLines(since: mark).prefix(2) == [
                "VC1.shouldPerformSegue(withIdentifier: nil, sender: Button)",
                "VC1.prepare(for: nil, sender: Button)",
            ])
    }

    @Test func subsequencesIgnoreWhatIsBetweenAndLayoutRepeats() {
        let runner = Runner(profile: .modern)
        let root = probe("Root")
        let window = runner.show(root)
        let mark = runner.trace.count
        window.rootViewController = probe("Next")
        runner.settle()
        #expect(
            runner.trace.containsInOrder(
                ["Root.viewWillDisappear(animated: false)", "Next.viewDidAppear(animated: false)"], since: mark))
        #expect(
            !runner.trace.containsInOrder(
                ["Next.viewDidAppear(animated: false)", "Root.viewWillDisappear(animated: false)"], since: mark))
        let doubled = [
            TraceEvent(object: "A", className: "V", event: "layoutSubviews", category: .view),
            TraceEvent(object: "A", className: "V", event: "layoutSubviews", category: .view),
            TraceEvent(object: "A", className: "V", event: "draw", category: .view),
            TraceEvent(object: "A", className: "V", event: "layoutSubviews", category: .view),
        ]
        #expect(doubled.droppingLayoutRepeats().map(\.event) == ["layoutSubviews", "draw", "layoutSubviews"])
    }
}
