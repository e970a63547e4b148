import NibRuntime

nonisolated extension ScriptStepKind {
    /// Every step of the script language, in the order `--help` lists them.
    package static let all: [ScriptStepKind] = [
        ScriptStepKind(
            "segue", arity: 1...1, usage: "segue <identifier>",
            help: ["perform a segue of the visible controller (asks shouldPerformSegue)"]
        ) { .segue($0.argument(0)) },
        ScriptStepKind(
            "push", arity: 1...1, usage: "push <storyboardIdentifier>",
            help: ["push a new controller on the visible navigation controller"]
        ) { .push($0.argument(0)) },
        ScriptStepKind("pop", help: ["pop one, or back to the root"]) { _ in .pop },
        ScriptStepKind("pop-to-root", help: []) { _ in .popToRoot },
        ScriptStepKind(
            "present", arity: 1...2, usage: "present <storyboardIdentifier> [style]",
            help: [
                "present modally; style: fullScreen, pageSheet, formSheet,",
                "automatic, overFullScreen, overCurrentContext, custom",
            ], parse: parsePresent),
        ScriptStepKind("dismiss", help: ["dismiss the topmost presented controller"]) { _ in .dismiss },
        ScriptStepKind(
            "tab", arity: 1...1, usage: "tab <index>", help: ["select a tab of the visible tab bar controller"],
            parse: parseTab),
        ScriptStepKind("swipe-back-cancel", help: ["an interactive pop that is cancelled or completes"]) { _ in
            .swipeBackCancel
        },
        ScriptStepKind("swipe-back-finish", help: []) { _ in .swipeBackFinish },
        ScriptStepKind("rotate", help: ["a size change (rotation swaps width and height)"]) { _ in .rotate },
        ScriptStepKind("resize", arity: 1...1, usage: "resize <w>x<h>", help: [], parse: parseResize),
        ScriptStepKind("background", help: ["app events (no appearance callbacks)"]) { _ in .background },
        ScriptStepKind("foreground", help: []) { _ in .foreground },
        ScriptStepKind("memory-warning", help: ["a memory warning to every live controller"]) { _ in .memoryWarning },
        ScriptStepKind(
            "tick", arity: 0...1, usage: "tick [seconds]", help: ["advance the virtual clock"], parse: parseTick),
        ScriptStepKind(
            "tap", arity: 1...1, usage: "tap <control>",
            help: [
                "a touch on a button or bar button item on screen (by id, user",
                "label or title): its actions and segues, unwinds included",
            ]
        ) { .tap($0.argument(0)) },
        ScriptStepKind(
            "start", arity: 1...Int.max, firstArgument: "a step", usage: "start <step>",
            help: [
                "run a step but do not settle: its transition is left running,",
                "so the next step overlaps it",
            ], parse: parseStart),
        ScriptStepKind(
            "should-perform", arity: 2...2, usage: "should-perform <segue> yes|no",
            help: ["what shouldPerformSegue answers for that segue from now on"], parse: parseShouldPerform),
        ScriptStepKind(
            "add-child", arity: 1...1, usage: "add-child <storyboardIdentifier>",
            help: [
                "containment on the visible controller (addChild, the view,",
                "didMove; willMove(nil), the view, removeFromParent)",
            ]
        ) { .addChild($0.argument(0)) },
        ScriptStepKind("remove-child", help: []) { _ in .removeChild },
        ScriptStepKind(
            "set-needs-layout", arity: 0...1, usage: "set-needs-layout [view]",
            help: ["mark a view (id or user label; default: the visible one)"]
        ) { .setNeedsLayout($0.arguments.first?.text) },
        ScriptStepKind("set-needs-display", arity: 0...1, usage: "set-needs-display [view]", help: []) {
            .setNeedsDisplay($0.arguments.first?.text)
        },
    ]

    /// `present <storyboardIdentifier> [style]`.
    private static func parsePresent(_ input: ScriptStepInput) throws(ScriptError) -> ScriptStep.Action {
        guard input.arguments.count == 2 else { return .present(input.argument(0), nil) }
        guard let style = Script.parseStyle(input.argument(1)) else {
            let names = ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
            throw input.fail(
                "unknown presentation style '\(input.argument(1))' (expected one of \(names))", at: input.word(1))
        }
        return .present(input.argument(0), style)
    }

    /// `tab <index>`, from 0.
    private static func parseTab(_ input: ScriptStepInput) throws(ScriptError) -> ScriptStep.Action {
        guard let index = Int(input.argument(0)), index >= 0 else {
            throw input.fail("tab index '\(input.argument(0))' is not a number from 0", at: input.word(0))
        }
        return .tab(index)
    }

    /// `resize <w>x<h>`.
    private static func parseResize(_ input: ScriptStepInput) throws(ScriptError) -> ScriptStep.Action {
        guard let size = Script.parseSize(input.argument(0)) else {
            throw input.fail(
                "size '\(input.argument(0))' is not <width>x<height> with positive numbers", at: input.word(0))
        }
        return .resize(size)
    }

    /// `tick [seconds]`, 1 second when omitted.
    private static func parseTick(_ input: ScriptStepInput) throws(ScriptError) -> ScriptStep.Action {
        guard let argument = input.arguments.first else { return .tick(1) }
        guard let seconds = Double(argument.text), seconds >= 0, seconds <= Script.maximumTick else {
            throw input.fail(
                "seconds '\(argument.text)' is not a number from 0 to \(Int(Script.maximumTick))", at: argument)
        }
        return .tick(seconds)
    }

    /// `should-perform <segue> yes|no`.
    private static func parseShouldPerform(_ input: ScriptStepInput) throws(ScriptError) -> ScriptStep.Action {
        guard let answer = ["yes": true, "no": false][input.argument(1).lowercased()] else {
            throw input.fail("answer '\(input.argument(1))' is not 'yes' or 'no'", at: input.word(1))
        }
        return .shouldPerform(input.argument(0), answer)
    }

    /// `start <step>`: any step but `start` itself, parsed as a step of its own.
    private static func parseStart(_ input: ScriptStepInput) throws(ScriptError) -> ScriptStep.Action {
        guard input.argument(0) != "start" else {
            throw input.fail("'start' takes a step other than 'start'", at: input.word(0))
        }
        let inner = ScriptWords(items: Array(input.arguments))
        return .start(try Script.parseStep(inner, number: input.number, line: input.line, file: input.file).action)
    }
}
