import NibKit
import NibPrimitives
import Testing

/// A view that draws (so the display pass traces it) and can be given a fitting size.
private final class Canvas: View {
    var fitting = Size(width: 50, height: 20)
    var drawn: [Rect] = []
    var operations: [String] = []

    override func draw(_ rect: Rect) {
        drawn.append(rect)
        currentDrawingContext?.fill(rect, color: .black)
        operations = currentDrawingContext?.operations ?? operations
    }

    override func sizeThatFits(_ size: Size) -> Size { fitting }
}

@Suite @MainActor struct ViewRuleTests {
    /// A visible window with a bare root view `R` (no controller), settled.
    private func stage() -> (Runner, Window, View) {
        let runner = Runner(profile: .modern, trace: Trace(categories: [.controller, .view]))
        let window = runner.makeWindow()
        let root = View(frame: window.bounds)
        root.label = "R"
        window.addSubview(root)
        window.makeKeyAndVisible()
        runner.settle()
        return (runner, window, root)
    }

    /// ``stage()`` with a 10×10 subview `V` of the root view, settled.
    private func stageWithChild() -> (Runner, View) {
        let (runner, _, root) = stage()
        let child = view("V", Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        runner.settle()
        return (runner, child)
    }

    /// The layout and draw events after `mark`.
    private func passes(_ runner: Runner, since mark: Int) -> [String] {
        runner.trace.events(since: mark).filter { ["layoutSubviews", "draw"].contains($0.event) }.map(\.description)
    }

    private func view(_ label: String, _ frame: Rect) -> View {
        let view = View(frame: frame)
        view.label = label
        return view
    }

    @Test("U1 a view created and configured outside any window is never laid out or drawn")
    func u1() {
        let runner = Runner(trace: Trace(categories: [.view]))
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        canvas.label = "Lonely"
        canvas.backgroundColor = .white
        canvas.addSubview(view("Child", Rect(x: 0, y: 0, width: 10, height: 10)))
        canvas.setNeedsLayout()
        canvas.setNeedsDisplay()
        runner.settle()
        #expect(passes(runner, since: 0).isEmpty)
        #expect(canvas.drawn.isEmpty)
    }

    @Test("U2 addSubview lays out nothing inside the call; the next turn lays out R then C, top-down")
    func u2() {
        let (runner, _, root) = stage()
        let mark = runner.trace.count
        root.addSubview(view("C", Rect(x: 0, y: 0, width: 10, height: 10)))
        #expect(passes(runner, since: mark).isEmpty)
        runner.runTurn()
        #expect(passes(runner, since: mark) == ["R.layoutSubviews()", "C.layoutSubviews()"])
    }

    @Test("U3 a frame set to its current value lays out nothing; a size change lays out the view and its superview")
    func u3() {
        let (runner, child) = stageWithChild()
        var mark = runner.trace.count
        child.frame = Rect(x: 0, y: 0, width: 10, height: 10)
        runner.settle()
        #expect(passes(runner, since: mark).isEmpty)
        mark = runner.trace.count
        child.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        runner.settle()
        #expect(passes(runner, since: mark) == ["R.layoutSubviews()", "V.layoutSubviews()"])
    }

    @Test("U4 an origin-only change lays out nothing (project choice, [VERIFY] on UIKit)")
    func u4() {
        let (runner, child) = stageWithChild()
        let mark = runner.trace.count
        child.frame = Rect(x: 30, y: 40, width: 10, height: 10)
        child.center = Point(x: 100, y: 100)
        runner.settle()
        #expect(passes(runner, since: mark).isEmpty)
        #expect(child.frame == Rect(x: 95, y: 95, width: 10, height: 10))
    }

    @Test("U5 setNeedsLayout three times in a turn: exactly one layoutSubviews, on the next turn")
    func u5() {
        let (runner, _, root) = stage()
        let mark = runner.trace.count
        root.setNeedsLayout()
        root.setNeedsLayout()
        root.setNeedsLayout()
        #expect(passes(runner, since: mark).isEmpty)
        runner.settle()
        #expect(passes(runner, since: mark) == ["R.layoutSubviews()"])
    }

    @Test("U6 setNeedsLayout then layoutIfNeeded: layoutSubviews inside the call, none on the next turn")
    func u6() {
        let (runner, _, root) = stage()
        let mark = runner.trace.count
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(passes(runner, since: mark) == ["R.layoutSubviews()"])
        runner.settle()
        #expect(passes(runner, since: mark) == ["R.layoutSubviews()"])
    }

    @Test("U7 layoutIfNeeded with nothing pending: no callback at all, not even the controller hooks")
    func u7() {
        let runner = Runner(profile: .modern, trace: Trace(categories: [.controller, .view]))
        let controller = probe("VC")
        _ = runner.show(controller)
        let mark = runner.trace.count
        controller.view.layoutIfNeeded()
        #expect(runner.trace.count == mark)
    }

    @Test(
        "U8 a controller's root view: viewWillLayoutSubviews strictly before its layoutSubviews, viewDidLayoutSubviews strictly after"
    )
    func u8() {
        let runner = Runner(profile: .seed, trace: Trace(categories: [.controller, .view]))
        let controller = probe("VC")
        _ = runner.show(controller)
        let mark = runner.trace.count
        controller.view.setNeedsLayout()
        runner.settle()
        #expect(
            runner.trace.events(since: mark).map(\.description) == [
                "VC.viewWillLayoutSubviews()",
                "VC.view.layoutSubviews()",
                "VC.viewDidLayoutSubviews()",
            ])
    }

    @Test(
        "U9 a scroll view's contentOffset changed: the scroll view's layoutSubviews on the next pass, and nothing else")
    func u9() {
        let runner = Runner(profile: .modern, trace: Trace(categories: [.controller, .view, .app]))
        let controller = probe("VC")
        _ = runner.show(controller)
        let scroller = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 400))
        scroller.label = "Scroll"
        scroller.contentSize = Size(width: 390, height: 2000)
        controller.view.addSubview(scroller)
        runner.settle()

        var mark = runner.trace.count
        scroller.contentOffset = Point(x: 0, y: 50)
        #expect(scroller.bounds == Rect(x: 0, y: 50, width: 390, height: 400))
        #expect(scroller.frame == Rect(x: 0, y: 100, width: 390, height: 400))
        #expect(runner.trace.count == mark)
        runner.settle()
        // Only the scroll view: not its superview, so not the controller's layout hooks either.
        #expect(runner.trace.events(since: mark).map(\.description) == ["Scroll.layoutSubviews()"])

        mark = runner.trace.count
        scroller.contentOffset = Point(x: 0, y: 50)
        runner.settle()
        #expect(runner.trace.count == mark)

        mark = runner.trace.count
        scroller.setContentOffset(Point(x: 0, y: 120), animated: true)
        scroller.setContentOffset(Point(x: 0, y: 240), animated: false)
        #expect(scroller.contentOffset == Point(x: 0, y: 240))
        runner.settle()
        #expect(runner.trace.events(since: mark).map(\.description) == ["Scroll.layoutSubviews()"])
    }

    @Test("U10 a zero-size view that draws is never drawn; after sizeToFit gives it a size it is drawn once")
    func u10() {
        let (runner, _, root) = stage()
        let canvas = Canvas(frame: .zero)
        canvas.label = "Canvas"
        root.addSubview(canvas)
        runner.settle()
        #expect(canvas.drawn.isEmpty)
        let mark = runner.trace.count
        canvas.sizeToFit()
        runner.settle()
        #expect(canvas.drawn == [Rect(x: 0, y: 0, width: 50, height: 20)])
        #expect(passes(runner, since: mark).filter { $0.contains("draw") } == ["Canvas.draw((0, 0, 50x20))"])
    }

    @Test("U11 setNeedsDisplay three times: one draw of the bounds; two rectangles: one draw covering their union")
    func u11() {
        let (runner, _, root) = stage()
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(canvas)
        runner.settle()
        #expect(canvas.drawn == [Rect(x: 0, y: 0, width: 100, height: 100)])
        canvas.setNeedsDisplay()
        canvas.setNeedsDisplay()
        canvas.setNeedsDisplay()
        runner.settle()
        #expect(canvas.drawn.count == 2)
        #expect(canvas.drawn.last == canvas.bounds)
        canvas.setNeedsDisplay(Rect(x: 10, y: 10, width: 10, height: 10))
        canvas.setNeedsDisplay(Rect(x: 50, y: 60, width: 5, height: 5))
        runner.settle()
        #expect(canvas.drawn.count == 3)
        #expect(canvas.drawn.last == Rect(x: 10, y: 10, width: 45, height: 55))
    }

    @Test("U12 contentMode redraw: a size change draws again; scaleToFill: it does not")
    func u12() {
        let (runner, _, root) = stage()
        let redraw = Canvas(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        redraw.contentMode = .redraw
        let scale = Canvas(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(redraw)
        root.addSubview(scale)
        runner.settle()
        redraw.frame = Rect(x: 0, y: 0, width: 120, height: 100)
        scale.frame = Rect(x: 0, y: 0, width: 120, height: 100)
        runner.settle()
        #expect(redraw.drawn.count == 2)
        #expect(scale.drawn.count == 1)
    }

    @Test("U13 in one turn, every layoutSubviews precedes every draw")
    func u13() {
        let (runner, _, root) = stage()
        let first = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        first.label = "First"
        let second = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        second.label = "Second"
        root.addSubview(first)
        first.addSubview(second)
        let mark = runner.trace.count
        runner.runTurn()
        #expect(
            passes(runner, since: mark) == [
                "R.layoutSubviews()", "First.layoutSubviews()", "Second.layoutSubviews()",
                "First.draw((0, 0, 10x10))", "Second.draw((0, 0, 10x10))",
            ])
    }

    @Test(
        "U14 a controller's subview draws for the first time after viewDidLoad and after the first layout; exact order in both profiles",
        arguments: Profile.allCases)
    func u14(profile: Profile) {
        let runner = Runner(profile: profile, trace: Trace(categories: [.controller, .view]))
        let controller = probe("VC")
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        canvas.label = "Canvas"
        controller.onViewDidLoad = { $0.view.addSubview(canvas) }
        _ = runner.show(controller)
        let lines = runner.trace.lines().filter { !$0.contains("Move") && !$0.contains("Subview(") }
        #expect(
            lines == [
                "VC.loadView()",
                "VC.viewDidLoad()",
                "VC.viewWillAppear(animated: false)",
            ] + (profile == .modern ? ["VC.viewIsAppearing(animated: false)"] : []) + [
                "Window.layoutSubviews()",
                "VC.viewWillLayoutSubviews()",
                "VC.view.layoutSubviews()",
                "VC.viewDidLayoutSubviews()",
                "View.layoutSubviews()",
                "Canvas.layoutSubviews()",
                "Canvas.draw((0, 0, 10x10))",
                "VC.viewDidAppear(animated: false)",
            ])
    }

    @Test("U15 calling draw directly draws nothing (no current context) and is reported as misuse")
    func u15() {
        let (runner, _, root) = stage()
        let canvas = Canvas(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(canvas)
        runner.settle()
        #expect(canvas.operations.count == 1)
        canvas.operations = []
        canvas.draw(canvas.bounds)
        #expect(canvas.operations.isEmpty)
        #expect(runner.diagnostics.map(\.id) == ["draw-called-directly"])
        #expect(runner.diagnostics.first?.severity == .warning)
    }
}
