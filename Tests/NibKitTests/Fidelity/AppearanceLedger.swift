import NibKit

/// Replays a trace's appearance callbacks per controller through UIKit's four-state machine
/// (disappeared → will appear → appearing → did appear → appeared → will disappear → disappearing →
/// did disappear; a *will* that reverses a *will* is a cancel) and collects every callback the
/// machine does not allow, independently of the runtime's own ``AppearanceState``; also every
/// callback whose flags contradict each other (moving both to and from its parent, being both
/// presented and dismissed).
@MainActor struct AppearanceLedger {
    enum State: String { case disappeared, appearing, appeared, disappearing }

    private(set) var states: [String: State] = [:]
    private(set) var violations: [String] = []

    init(_ events: [TraceEvent]) {
        for (index, event) in events.enumerated() where event.category == .controller {
            if event.flags.isSuperset(of: [.movingToParent, .movingFromParent])
                || event.flags.isSuperset(of: [.beingPresented, .beingDismissed])
            {
                violations.append("event \(index): \(event) has contradictory flags")
            }
            let before = states[event.object] ?? .disappeared
            let after: State?
            switch event.event {
            case "viewWillAppear": after = before == .disappeared || before == .disappearing ? .appearing : nil
            case "viewDidAppear": after = before == .appearing ? .appeared : nil
            case "viewWillDisappear": after = before == .appeared || before == .appearing ? .disappearing : nil
            case "viewDidDisappear": after = before == .disappearing ? .disappeared : nil
            case "deinit": after = before == .disappeared ? .disappeared : nil
            default: continue
            }
            if let after {
                states[event.object] = after
            } else {
                violations.append("event \(index): \(event) while \(before.rawValue)")
            }
        }
    }

    /// What the trace says about `controller`.
    func state(of controller: ViewController) -> State { states[controller.traceLabel] ?? .disappeared }

    /// Controllers whose trace state is not what the screen shows: appeared exactly when the view is
    /// in a visible window, and never left half-way.
    func screenMismatches(_ controllers: [ViewController]) -> [String] {
        controllers.compactMap { controller in
            let onScreen = controller.viewIfLoaded?.window?.isVisible == true
            let state = state(of: controller)
            let expected: State = onScreen ? .appeared : .disappeared
            return state == expected
                ? nil : "\(controller.traceLabel): trace says \(state.rawValue), on screen: \(onScreen)"
        }
    }
}
