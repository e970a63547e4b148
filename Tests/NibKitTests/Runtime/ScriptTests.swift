import NibKit
import NibPrimitives
import NibScript
import Testing

@Suite @MainActor struct ScriptParsingTests {
    @Test("every step of the grammar parses, separated by ; or newlines, with # comments and positions")
    func grammar() throws {
        let text = """
            segue detail; push Detail   # a comment ; not a step
              pop;pop-to-root
            present Modal fullScreen ; present Sheet ; dismiss
            tab 1; swipe-back-cancel; swipe-back-finish; rotate; resize 800x600
            background; foreground; memory-warning; tick; tick 0.5
            """
        let script = try Script.parse(text, file: "steps.txt")
        #expect(
            script.steps.map(\.action) == [
                .segue("detail"), .push("Detail"), .pop, .popToRoot, .present("Modal", .fullScreen),
                .present("Sheet", nil),
                .dismiss, .tab(1), .swipeBackCancel, .swipeBackFinish, .rotate,
                .resize(Size(width: 800, height: 600)), .background, .foreground, .memoryWarning, .tick(1), .tick(0.5),
            ])
        #expect(script.steps.map(\.number) == Array(1...17))
        #expect(script.steps[2].location.line == 2)
        #expect(script.steps[2].location.column == 3)
        #expect(script.steps[3].location.column == 7)
        #expect(script.steps[1].text == "push Detail")
        #expect(script.steps[1].location.description == "steps.txt:1:15")
    }

    @Test("presentation styles are case-insensitive and ignore dashes")
    func styles() throws {
        let script = try Script.parse("present A full-screen; present B OVERFULLSCREEN; present C page_sheet")
        #expect(
            script.steps.map(\.action) == [
                .present("A", .fullScreen), .present("B", .overFullScreen), .present("C", .pageSheet),
            ])
    }

    @Test(
        "parse errors carry the step number, line and column of the offending word",
        arguments: [
            ("pop; jump", 2, 1, 6, "unknown step 'jump'"),
            ("pop\npsuh Detail", 2, 2, 1, "unknown step 'psuh'; did you mean 'push'?"),
            ("push", 1, 1, 1, "'push' needs an argument"),
            ("pop now", 1, 1, 5, "'pop' takes at most 0 arguments"),
            ("tab -1", 1, 1, 5, "tab index '-1' is not a number from 0"),
            ("resize 10by20", 1, 1, 8, "size '10by20' is not <width>x<height> with positive numbers"),
            ("tick soon", 1, 1, 6, "seconds 'soon' is not a number from 0 to 31536000"),
            ("tick 1e308", 1, 1, 6, "seconds '1e308' is not a number from 0 to 31536000"),
            ("tick inf", 1, 1, 6, "seconds 'inf' is not a number from 0 to 31536000"),
            (
                "  present A sideways", 1, 1, 13,
                "unknown presentation style 'sideways' (expected one of automatic, fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none)"
            ),
        ])
    func errors(text: String, step: Int, line: Int, column: Int, message: String) {
        #expect(throws: ScriptError.self) { try Script.parse(text) }
        do {
            _ = try Script.parse(text, file: "s")
        } catch {
            #expect(error.phase == .parse)
            #expect(error.step == step)
            #expect(error.location.line == line)
            #expect(error.location.column == column)
            #expect(error.message == message)
        }
    }

    @Test("CRLF line ends and a byte order mark read like plain lines, with the same positions")
    func crlfAndByteOrderMark() throws {
        let windows = "\u{FEFF}segue showDetail\r\npop\r\n"
        #expect(try Script.parse(windows).steps.map(\.action) == [.segue("showDetail"), .pop])
        do {
            _ = try Script.parse("\u{FEFF}pop\r\n  jump\r\n", file: "s")
            Issue.record("expected a parse error")
        } catch {
            #expect(error.location.line == 2)
            #expect(error.location.column == 3)
            #expect(error.message == "unknown step 'jump'")
        }
    }

    @Test("an empty script and a script of comments have no steps")
    func empty() throws {
        #expect(try Script.parse("").steps.isEmpty)
        #expect(try Script.parse("# nothing\n ; ;\n   # more").steps.isEmpty)
    }
}

@Suite @MainActor struct ScriptEngineTests {
    /// A navigation controller root `Home` with a show segue `detail` → `Detail`; storyboard
    /// identifiers `Detail`, `Modal`; shown and settled.
    private func stage(_ profile: Profile) -> (Runner, ScriptEngine) {
        let runner = Runner(profile: profile)
        let home = probe("Home")
        home.segueTemplates = [SegueTemplate(identifier: "detail", kind: .show) { probe("Detail") }]
        let navigation = NavigationController(rootViewController: home)
        navigation.label = "Nav"
        let window = runner.show(navigation)
        let engine = ScriptEngine(runner: runner, window: window) { identifier in
            guard ["Detail", "Modal", "Other"].contains(identifier) else { throw LookupError(identifier: identifier) }
            return probe(identifier)
        }
        return (runner, engine)
    }

    struct LookupError: Error, CustomStringConvertible {
        let identifier: String
        var description: String { "storyboard doesn't contain a view controller with identifier '\(identifier)'" }
    }

    @Test("push then pop through a script, seed profile: the A3 and A7 traces")
    func pushPop() {
        let (runner, engine) = stage(.seed)
        let mark = runner.trace.count
        let result = engine.run("push Detail; pop")
        #expect(result.error == nil)
        #expect(result.stepsCompleted == 2)
        #expect(
            runner.controllerLines(since: mark) == [
                "Detail.loadView() [movingToParent]",
                "Detail.viewDidLoad() [movingToParent]",
                "Home.viewWillDisappear(animated: true)",
                "Detail.viewWillAppear(animated: true) [movingToParent]",
                "Detail.viewWillLayoutSubviews() [movingToParent]",
                "Detail.viewDidLayoutSubviews() [movingToParent]",
                "Home.viewWillLayoutSubviews()",
                "Home.viewDidLayoutSubviews()",
                "Home.viewDidDisappear(animated: true)",
                "Detail.viewDidAppear(animated: true) [movingToParent]",
                "Detail.viewWillDisappear(animated: true) [movingFromParent]",
                "Home.viewWillAppear(animated: true)",
                "Home.viewWillLayoutSubviews()",
                "Home.viewDidLayoutSubviews()",
                "Detail.viewDidDisappear(animated: true) [movingFromParent]",
                "Home.viewDidAppear(animated: true)",
                "Detail.deinit()",
            ])
    }

    @Test("pop on the root is a run error with the step's position; the trace so far is kept")
    func popOnRoot() {
        let (runner, engine) = stage(.modern)
        let result = engine.run("push Detail\npop\n  pop", file: "script")
        #expect(result.stepsCompleted == 2)
        #expect(result.error?.phase == .run)
        #expect(result.error?.step == 3)
        #expect(result.error?.location.line == 3)
        #expect(result.error?.location.column == 3)
        #expect(
            result.error?.description
                == "script:3:3: error: step 3 (pop): cannot pop 'Nav': it shows its root controller")
        #expect(result.events == runner.trace.events)
        #expect(result.events.contains { $0.object == "Detail" && $0.event == "deinit" })
    }

    @Test("an unknown storyboard identifier and an unknown segue are run errors")
    func unknownIdentifiers() {
        let (_, engine) = stage(.modern)
        let push = engine.run("push Nope")
        #expect(
            push.error?.message
                == "cannot instantiate 'Nope': storyboard doesn't contain a view controller with identifier 'Nope'")
        let segue = engine.run("segue nope")
        #expect(segue.error?.message == "no segue 'nope' leaves 'Home' or its containers")
        let tab = engine.run("tab 0")
        #expect(tab.error?.message == "no tab bar controller is on screen")
        let dismiss = engine.run("dismiss")
        #expect(dismiss.error?.message == "nothing is presented")
        let parse = engine.run("pop; fly")
        #expect(parse.error?.phase == .parse)
        #expect(parse.stepsCompleted == 0)
    }

    @Test("segue, present, dismiss, swipes, rotate, resize, background, foreground, memory warning and tick all run")
    func everyStep() {
        let (runner, engine) = stage(.modern)
        let result = engine.run(
            """
            segue detail
            swipe-back-cancel
            swipe-back-finish
            present Modal fullScreen
            dismiss
            present Modal
            dismiss
            rotate
            resize 390x844
            background
            foreground
            memory-warning
            tick 2
            push Other
            pop-to-root
            """)
        #expect(result.error == nil, "\(String(describing: result.error))")
        #expect(result.stepsCompleted == 15)
        let lines = runner.trace.lines()
        #expect(lines.contains("Home.shouldPerformSegue(withIdentifier: \"detail\", sender: nil)"))
        #expect(lines.contains("Modal.viewDidAppear(animated: true) [beingPresented]"))
        #expect(lines.contains("Scene.sceneDidEnterBackground()"))
        #expect(lines.contains("Home.viewWillTransition(to: 844x390)"))
        #expect(lines.filter { $0 == "Detail.deinit()" }.count == 1)
        #expect(lines.filter { $0 == "Modal.deinit()" }.count == 2)
    }

    @Test("pop-to-root pops everything above the root, and is an error on the root")
    func popToRoot() {
        let (runner, engine) = stage(.modern)
        let result = engine.run("push Detail; push Other; pop-to-root; pop-to-root")
        #expect(result.stepsCompleted == 3)
        #expect(result.error?.step == 4)
        #expect(
            runner.trace.lines().filter { $0.hasSuffix(".deinit()") }.sorted() == ["Detail.deinit()", "Other.deinit()"])
    }

    @Test("tab steps select tabs and reject indices out of range")
    func tabs() {
        let runner = Runner(profile: .seed)
        let tabs = TabBarController(viewControllers: [probe("A"), probe("B")])
        let window = runner.show(tabs)
        let engine = ScriptEngine(runner: runner, window: window) { probe($0) }
        let result = engine.run("tab 1; tab 0; tab 2")
        #expect(result.stepsCompleted == 2)
        #expect(result.error?.message == "'TabBarController' has 2 tabs; there is no tab 2")
        #expect(tabs.selectedIndex == 0)
    }

    @Test("without settling after each step, an animated push is still in flight until tick")
    func ticking() {
        let (runner, engine) = stage(.modern)
        engine.settlesAfterEachStep = false
        let mark = runner.trace.count
        _ = engine.run("push Detail")
        #expect(!runner.controllerLines(since: mark).contains("Detail.viewDidAppear(animated: true) [movingToParent]"))
        _ = engine.run("tick 0.1")
        #expect(!runner.controllerLines(since: mark).contains("Detail.viewDidAppear(animated: true) [movingToParent]"))
        _ = engine.run("tick 0.3")
        #expect(runner.controllerLines(since: mark).contains("Detail.viewDidAppear(animated: true) [movingToParent]"))
    }
}

@Suite @MainActor struct LifecycleSessionTests {
    @Test("a session creates the runner before the root, shows it, and runs scripts")
    func session() throws {
        let session = try LifecycleSession(profile: .seed) {
            let root = probe("Home")
            root.recordTraceEvent("init(coder:)")
            return NavigationController(rootViewController: root)
        } instantiate: { identifier in
            probe(identifier)
        }
        #expect(session.events.first?.description == "Home.init(coder:)")
        let result = session.run("push Detail; pop", file: "--script")
        #expect(result.error == nil)
        #expect(result.text.hasSuffix("Detail.deinit()\n"))
        #expect(result.json.hasPrefix("[\n  {\n    \"object\": \"Home\""))
        #expect(session.diagnostics.isEmpty)
    }
}
