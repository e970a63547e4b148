import NibCoding
import NibKit
import NibPrimitives
import Testing

/// Every callback of every journaling controller, in delivery order, kept by the controllers
/// themselves (so it does not depend on the runtime's trace).
@MainActor
private final class Journal {
    var entries: [String] = []
}

private final class Journaling: ViewController {
    let journal: Journal
    init(_ label: String, journal: Journal) {
        self.journal = journal
        super.init(nibName: nil)
        self.label = label
    }
    required init(coder: any NibDecoding) throws {
        journal = Journal()
        try super.init(coder: coder)
    }
    private func note(_ event: String) { journal.entries.append("\(traceLabel).\(event)") }
    override func loadView() {
        note("loadView")
        view = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    }
    override func viewDidLoad() { note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { note("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { note("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { note("viewDidDisappear") }
    override func viewWillLayoutSubviews() { note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { note("viewDidLayoutSubviews") }
    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        note("willMove")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        note("didMove")
    }
    override func didReceiveMemoryWarning() { note("didReceiveMemoryWarning") }
}

@Suite @MainActor struct TraceTests {
    @Test("text lines look like 'Detail.viewWillAppear(animated: true) [movingToParent]'")
    func textForm() {
        let event = TraceEvent(
            object: "Detail", className: "DetailViewController", event: "viewWillAppear",
            args: [TraceArgument("animated", .bool(true))], flags: .movingToParent)
        #expect(event.description == "Detail.viewWillAppear(animated: true) [movingToParent]")
        let plain = TraceEvent(object: "VC", className: "VC", event: "viewDidLoad")
        #expect(plain.description == "VC.viewDidLoad()")
        let initializer = TraceEvent(object: "VC", className: "VC", event: "init(coder:)")
        #expect(initializer.description == "VC.init(coder:)")
        let both = TraceEvent(
            object: "VC", className: "VC", event: "prepare",
            args: [TraceArgument("for", .string("a \"b\"")), TraceArgument("sender", .null)],
            flags: [.beingPresented, .movingFromParent])
        #expect(both.description == "VC.prepare(for: \"a \\\"b\\\"\", sender: nil) [movingFromParent, beingPresented]")
    }

    @Test("the JSON form is an array of {object, class, event, args, flags}")
    func jsonForm() {
        let events = [
            TraceEvent(
                object: "Detail", className: "DetailViewController", event: "viewWillAppear",
                args: [TraceArgument("animated", .bool(true))], flags: .movingToParent),
            TraceEvent(
                object: "VC", className: "VC", event: "draw",
                args: [TraceArgument("", .rect(Rect(x: 0, y: 0, width: 1, height: 2)))],
                category: .view),
            TraceEvent(
                object: "Tab", className: "T\u{1}", event: "x",
                args: [TraceArgument("n", .int(3)), TraceArgument("d", .number(0.5))]),
        ]
        #expect(
            Trace.json(events) == """
                [
                  {
                    "object": "Detail",
                    "class": "DetailViewController",
                    "event": "viewWillAppear",
                    "args": {
                      "animated": true
                    },
                    "flags": [
                      "movingToParent"
                    ]
                  },
                  {
                    "object": "VC",
                    "class": "VC",
                    "event": "draw",
                    "args": {
                      "0": "(0, 0, 1x2)"
                    },
                    "flags": []
                  },
                  {
                    "object": "Tab",
                    "class": "T\\u0001",
                    "event": "x",
                    "args": {
                      "n": 3,
                      "d": 0.5
                    },
                    "flags": []
                  }
                ]

                """)
        #expect(Trace.json([]) == "[]\n")
        #expect(Trace.text(events.prefix(1)) == "Detail.viewWillAppear(animated: true) [movingToParent]\n")
    }

    @Test("traces compare as values: the same scenario twice gives equal traces")
    func comparable() {
        func scenario() -> [TraceEvent] {
            let runner = Runner(profile: .seed)
            let navigation = NavigationController(rootViewController: probe("VC1"))
            _ = runner.show(navigation)
            navigation.pushViewController(probe("VC2"), animated: true)
            runner.settle()
            return runner.trace.events
        }
        #expect(scenario() == scenario())
    }

    @Test("tracing on, off or limited to views does not change the order of any callback", arguments: Profile.allCases)
    func tracingDoesNotChangeOrder(profile: Profile) {
        func scenario(_ trace: Trace) -> [String] {
            let journal = Journal()
            let runner = Runner(profile: profile, trace: trace)
            let navigation = NavigationController(rootViewController: Journaling("VC1", journal: journal))
            let window = runner.show(navigation)
            navigation.pushViewController(Journaling("VC2", journal: journal), animated: true)
            runner.settle()
            navigation.topViewController?.present(Journaling("Modal", journal: journal), animated: true)
            runner.settle()
            navigation.dismiss(animated: true)
            runner.settle()
            runner.rotate(window)
            runner.simulateMemoryWarning()
            _ = navigation.beginInteractivePop()
            runner.runUntilIdle()
            _ = navigation.cancelInteractivePop()
            runner.settle()
            navigation.popViewController(animated: false)
            runner.settle()
            return journal.entries
        }
        let traced = scenario(Trace())
        let untraced = scenario(Trace(isEnabled: false))
        let views = scenario(Trace(categories: [.view]))
        #expect(traced.count > 40)
        #expect(traced == untraced)
        #expect(traced == views)
    }

    @Test("a disabled trace records nothing; categories filter what is kept")
    func filtering() {
        let off = Runner(trace: Trace(isEnabled: false))
        _ = off.show(probe("VC"))
        #expect(off.trace.events.isEmpty)
        let viewsOnly = Runner(trace: Trace(categories: [.view]))
        _ = viewsOnly.show(probe("VC"))
        #expect(!viewsOnly.trace.events.isEmpty)
        #expect(viewsOnly.trace.events.allSatisfy { $0.category == .view })
        #expect(viewsOnly.trace.lines([.controller]).isEmpty)
    }

    @Test("deinit is recorded when the controller is really released, and only then")
    func deinitRecorded() {
        let runner = Runner()
        var kept: ViewController? = probe("Kept")
        do {
            _ = probe("Dropped")
        }
        #expect(runner.controllerLines == ["Dropped.deinit()"])
        kept?.loadViewIfNeeded()
        kept = nil
        #expect(
            runner.controllerLines == ["Dropped.deinit()", "Kept.loadView()", "Kept.viewDidLoad()", "Kept.deinit()"])
    }

    @Test("the trace label: explicit label, else storyboard identifier, user label, custom class, id, class name")
    func labels() {
        _ = Runner()
        let controller = ViewController()
        #expect(controller.traceLabel == "ViewController")
        controller.objectID = "abc-12-xyz"
        #expect(controller.traceLabel == "abc-12-xyz")
        controller.customClassName = "DetailViewController"
        #expect(controller.traceLabel == "DetailViewController")
        #expect(controller.traceClassName == "DetailViewController")
        controller.userLabel = "Details"
        #expect(controller.traceLabel == "Details")
        controller.storyboardIdentifier = "Detail"
        #expect(controller.traceLabel == "Detail")
        controller.label = "D"
        #expect(controller.traceLabel == "D")
        #expect(controller.view.traceLabel == "D.view")
    }
}
