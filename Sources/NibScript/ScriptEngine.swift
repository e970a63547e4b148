package import NibRuntime

/// Runs lifecycle scripts against a window: what `nibload run` drives.
///
/// ```swift
/// let runner = Runner(profile: .seed)
/// let window = runner.makeWindow()
/// window.rootViewController = try storyboard.instantiateInitialViewController()
/// window.makeKeyAndVisible()
/// runner.settle()
/// let engine = ScriptEngine(runner: runner, window: window) { try storyboard.instantiateViewController(identifier: $0) }
/// let result = engine.run("push Detail; pop", file: "--script")
/// print(result.text)  // the trace, even when result.error is set
/// ```
///
/// Each step acts on what is on screen: the window's root, down through whatever is presented, the
/// top of a navigation stack, the selected tab, the detail of a split view and the current page.
/// After each step the runner settles (every transition and animation completes) unless
/// ``settlesAfterEachStep`` is false, in which case only due work runs and `tick` moves the clock.
/// A step that cannot run (an unknown identifier, `pop` on a root, an error diagnostic raised while
/// it ran) stops the script with a ``ScriptError`` carrying the step's number and position.
package final class ScriptEngine {
    /// The runner that drives the window.
    package let runner: Runner
    /// The window the script acts on.
    package let window: Window
    /// Instantiates a controller by storyboard identifier (the storyboard's instantiate function).
    package var instantiate: (String) throws -> ViewController
    /// Whether every step ends with ``Runner/settle(maxTimers:)`` (true) or
    /// ``Runner/runUntilIdle(maxTurns:)`` (false).
    package var settlesAfterEachStep = true
    /// The most trace events a run records: the step after which the trace holds more stops the
    /// script with an error at that step. A script's trace can grow with the square of its length
    /// (each memory warning reaches every controller on a stack the script keeps pushing), so this
    /// bounds the time a script of at most ``Script/defaultMaximumSteps`` steps takes.
    package var maximumTraceEvents = ScriptEngine.defaultMaximumTraceEvents
    /// The default of ``maximumTraceEvents``: 3,000,000 events (about 2 s of `nibload run` on a
    /// 2-core machine; a real script records a few thousand).
    package static let defaultMaximumTraceEvents = 3_000_000

    /// Creates an engine.
    package init(runner: Runner, window: Window, instantiate: @escaping (String) throws -> ViewController) {
        self.runner = runner
        self.window = window
        self.instantiate = instantiate
    }

    /// Parses and runs `text`; a parse error runs nothing.
    package func run(_ text: String, file: String = "<script>") -> ScriptResult {
        do {
            return run(try Script.parse(text, file: file))
        } catch {
            return ScriptResult(stepsCompleted: 0, error: error, events: runner.trace.events)
        }
    }

    /// Runs `script` step by step, stopping at the first step that cannot run.
    package func run(_ script: Script) -> ScriptResult {
        var completed = 0
        for step in script.steps {
            let mark = runner.diagnostics.count
            do {
                try perform(step)
            } catch {
                return ScriptResult(
                    stepsCompleted: completed, error: failure(step, error.message), events: runner.trace.events)
            }
            let starts = if case .start = step.action { true } else { false }
            if settlesAfterEachStep && !starts { runner.settle() } else { runner.runUntilIdle() }
            if let problem = runner.diagnostics[mark...].first(where: { $0.severity == .error }) {
                return ScriptResult(
                    stepsCompleted: completed, error: failure(step, problem.message), events: runner.trace.events)
            }
            if let tooLong = traceLimitFailure(after: step) {
                return ScriptResult(stepsCompleted: completed, error: tooLong, events: runner.trace.events)
            }
            completed += 1
        }
        return ScriptResult(stepsCompleted: completed, error: nil, events: runner.trace.events)
    }

    /// The error of a step after which the trace holds more than ``maximumTraceEvents`` events.
    private func traceLimitFailure(after step: ScriptStep) -> ScriptError? {
        let recorded = runner.trace.count + runner.trace.droppedCount
        guard recorded > maximumTraceEvents else { return nil }
        return failure(
            step,
            "the trace holds \(recorded) events after this step, more than a run may record (\(maximumTraceEvents))")
    }

    private func failure(_ step: ScriptStep, _ message: String) -> ScriptError {
        ScriptError(phase: .run, step: step.number, location: step.location, text: step.text, message: message)
    }

    /// Why a step cannot run.
    struct StepFailure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }

    private func perform(_ step: ScriptStep) throws(StepFailure) { try perform(step.action) }

    /// Runs one action, in the phase of its family.
    private func perform(_ action: ScriptStep.Action) throws(StepFailure) {
        switch action {
        case .start(let inner): try perform(inner)
        case .tap(let name): try ScriptTargets(window: window, visible: visibleController()).tap(name)
        case .setNeedsLayout(let name):
            try ScriptTargets(window: window, visible: visibleController()).view(name).setNeedsLayout()
        case .setNeedsDisplay(let name):
            try ScriptTargets(window: window, visible: visibleController()).view(name).setNeedsDisplay()
        case .shouldPerform(let identifier, let answer): runner.shouldPerformSegueAnswers[identifier] = answer
        case .segue(let identifier): try performSegue(identifier)
        case .addChild, .removeChild: try performContainment(action)
        case .push, .pop, .popToRoot, .swipeBackCancel, .swipeBackFinish: try performNavigation(action)
        case .present, .dismiss, .tab: try performPresentation(action)
        case .rotate, .resize, .background, .foreground, .memoryWarning, .tick: try performAppEvent(action)
        }
    }

    /// `add-child`, `remove-child`.
    private func performContainment(_ action: ScriptStep.Action) throws(StepFailure) {
        guard let parent = visibleController() else { throw StepFailure("the window has no root controller") }
        if case .addChild(let identifier) = action {
            let child = try make(identifier)
            parent.addChild(child)
            if let host = parent.view, let childView = child.view {
                childView.frame = host.bounds
                childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                host.addSubview(childView)
            }
            child.didMove(toParent: parent)
        } else {
            guard let child = parent.children.last else {
                throw StepFailure("'\(parent.traceLabel)' has no child to remove")
            }
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
    }

    /// `push`, `pop`, `pop-to-root` and the interactive pops, on the navigation controller on screen.
    private func performNavigation(_ action: ScriptStep.Action) throws(StepFailure) {
        let navigation = try navigationOnScreen()
        switch action {
        case .push(let identifier):
            navigation.pushViewController(try make(identifier), animated: true)
        case .pop:
            guard navigation.popViewController(animated: true) != nil else {
                throw StepFailure("cannot pop '\(navigation.traceLabel)': it shows its root controller")
            }
        case .popToRoot:
            guard let popped = navigation.popToRootViewController(animated: true), !popped.isEmpty else {
                throw StepFailure("cannot pop '\(navigation.traceLabel)' to its root: it shows its root controller")
            }
        default:
            try swipeBack(in: navigation, finishing: action == .swipeBackFinish)
        }
    }

    /// An edge swipe that starts popping, then is cancelled or finishes.
    private func swipeBack(in navigation: NavigationController, finishing: Bool) throws(StepFailure) {
        guard navigation.viewControllers.count > 1 else {
            throw StepFailure("cannot swipe back in '\(navigation.traceLabel)': it shows its root controller")
        }
        runner.settle()
        guard navigation.beginInteractivePop() else {
            throw StepFailure("cannot swipe back in '\(navigation.traceLabel)' now")
        }
        runner.runUntilIdle()
        if finishing { navigation.finishInteractivePop() } else { navigation.cancelInteractivePop() }
    }

    /// `present`, `dismiss`, `tab`.
    private func performPresentation(_ action: ScriptStep.Action) throws(StepFailure) {
        switch action {
        case .present(let identifier, let style):
            guard let presenter = visibleController() else { throw StepFailure("the window has no root controller") }
            let controller = try make(identifier)
            if let style { controller.modalPresentationStyle = style }
            presenter.present(controller, animated: true)
        case .dismiss:
            guard let presented = topmostPresented() else { throw StepFailure("nothing is presented") }
            presented.dismiss(animated: true)
        case .tab(let index):
            guard let tabs = tabBarOnScreen() else { throw StepFailure("no tab bar controller is on screen") }
            guard tabs.viewControllers.indices.contains(index) else {
                throw StepFailure(
                    "'\(tabs.traceLabel)' has \(tabs.viewControllers.count) tabs; there is no tab \(index)")
            }
            tabs.selectedIndex = index
        default:
            break
        }
    }

    /// `rotate`, `resize`, `background`, `foreground`, `memory-warning`, `tick`.
    private func performAppEvent(_ action: ScriptStep.Action) throws(StepFailure) {
        switch action {
        case .rotate:
            runner.rotate(window)
        case .resize(let size):
            window.transition(to: size)
        case .background:
            guard runner.sceneState != .background else { throw StepFailure("the scene is already in the background") }
            runner.enterBackground()
        case .foreground:
            guard runner.sceneState == .background else { throw StepFailure("the scene is not in the background") }
            runner.enterForeground()
        case .memoryWarning:
            runner.simulateMemoryWarning()
        case .tick(let seconds):
            runner.advance(by: .seconds(seconds))
        default:
            break
        }
    }

    private func make(_ identifier: String) throws(StepFailure) -> ViewController {
        do {
            return try instantiate(identifier)
        } catch {
            throw StepFailure("cannot instantiate '\(identifier)': \(error)")
        }
    }

    private func performSegue(_ identifier: String) throws(StepFailure) {
        guard let visible = visibleController() else { throw StepFailure("the window has no root controller") }
        var current: ViewController? = visible
        var steps = 0
        while let controller = current, steps < ViewController.parentWalkLimit {
            steps += 1
            if controller.segueTemplate(withIdentifier: identifier) != nil {
                do {
                    try controller.runSegue(withIdentifier: identifier, sender: nil, userInitiated: true)
                } catch {
                    throw StepFailure(error.description)
                }
                return
            }
            current = controller.parent
        }
        throw StepFailure("no segue '\(identifier)' leaves '\(visible.traceLabel)' or its containers")
    }

    // MARK: What is on screen

    /// The controller on screen: from the root down through presentations, navigation tops,
    /// selected tabs, split details and current pages.
    package func visibleController() -> ViewController? {
        guard var current = window.rootViewController else { return nil }
        var steps = 0
        while steps < 10_000 {
            steps += 1
            if let presented = current.presentedViewController, !presented.isBeingDismissed {
                current = presented
            } else if let navigation = current as? NavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? TabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else if let split = current as? SplitViewController, let detail = split.viewControllers.last {
                current = detail
            } else if let pages = current as? PageViewController, let page = pages.viewControllers.first {
                current = page
            } else {
                break
            }
        }
        return current
    }

    private func navigationOnScreen() throws(StepFailure) -> NavigationController {
        var current = visibleController()
        var steps = 0
        while let controller = current, steps < ViewController.parentWalkLimit {
            steps += 1
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        throw StepFailure("no navigation controller is on screen")
    }

    private func tabBarOnScreen() -> TabBarController? {
        var current = visibleController()
        var steps = 0
        while let controller = current, steps < ViewController.parentWalkLimit {
            steps += 1
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    private func topmostPresented() -> ViewController? {
        var presented: ViewController?
        var current = window.rootViewController
        var steps = 0
        while let controller = current, steps < 10_000 {
            steps += 1
            if let next = controller.presentedViewController, !next.isBeingDismissed {
                presented = next
                current = next
                continue
            }
            if let navigation = controller as? NavigationController {
                current = navigation.topViewController
            } else if let tabs = controller as? TabBarController {
                current = tabs.selectedViewController
            } else if let split = controller as? SplitViewController {
                current = split.viewControllers.last
            } else if let pages = controller as? PageViewController {
                current = pages.viewControllers.first
            } else {
                break
            }
        }
        return presented
    }
}
