/// Replays a trace's view-controller appearance callbacks per controller through UIKit's four
/// appearance states (disappeared → will appear → appearing → did appear → appeared → will
/// disappear → disappearing → did disappear; a *will* that reverses a *will* is a cancel), and
/// collects every callback the states do not allow and every callback whose flags contradict each
/// other (moving both to and from its parent, being both presented and dismissed).
///
/// It knows controllers only by their trace labels and callbacks by name, so that it checks the
/// runtime's trace independently of the runtime's own appearance state; the NibKit tests feed it
/// trace events, the CLI tests `nibload run --format json` output.
package struct AppearanceReplay: Sendable {
    /// Where a controller is in its appearance cycle.
    package enum State: String, Sendable { case disappeared, appearing, appeared, disappearing }

    /// Each replayed controller's state after its last callback, by trace label.
    package private(set) var states: [String: State] = [:]
    /// One line per callback the states or the flags do not allow, in trace order.
    package private(set) var violations: [String] = []

    /// An empty replay: every controller has disappeared.
    package init() {}

    /// Replays one callback.
    /// - Parameters:
    ///   - event: The callback's name (`viewWillAppear`, `deinit`); other names than the four
    ///     appearance callbacks and `deinit` only have their flags checked.
    ///   - object: The controller's trace label.
    ///   - flags: The names of the flags set during the callback (`movingToParent`, …).
    ///   - index: The callback's position in the trace, for the violation lines.
    ///   - shown: How a violation line names the callback.
    package mutating func replay(_ event: String, of object: String, flags: Set<String>, at index: Int, shown: String) {
        if flags.isSuperset(of: ["movingToParent", "movingFromParent"])
            || flags.isSuperset(of: ["beingPresented", "beingDismissed"])
        {
            violations.append("event \(index): \(shown) has contradictory flags \(flags.sorted())")
        }
        let before = state(of: object)
        let after: State?
        switch event {
        case "viewWillAppear": after = before == .disappeared || before == .disappearing ? .appearing : nil
        case "viewDidAppear": after = before == .appearing ? .appeared : nil
        case "viewWillDisappear": after = before == .appeared || before == .appearing ? .disappearing : nil
        case "viewDidDisappear": after = before == .disappearing ? .disappeared : nil
        case "deinit": after = before == .disappeared ? .disappeared : nil
        default: return
        }
        if let after {
            states[object] = after
        } else {
            violations.append("event \(index): \(shown) while \(before.rawValue)")
        }
    }

    /// What the replayed callbacks say about the controller labelled `object`.
    package func state(of object: String) -> State { states[object] ?? .disappeared }

    /// Controllers whose last state is not what the screen shows: appeared exactly when their label
    /// is in `onScreen`, disappeared otherwise; over every replayed controller and every one on
    /// screen.
    package func mismatches(onScreen: Set<String>) -> [String] {
        Set(states.keys).union(onScreen).sorted().compactMap { object in
            let state = state(of: object)
            let shown = onScreen.contains(object)
            if shown && state != .appeared {
                return "\(object): the trace leaves it \(state.rawValue), the screen shows it"
            }
            if !shown && state != .disappeared {
                return "\(object): the trace leaves it \(state.rawValue), the screen does not show it"
            }
            return nil
        }
    }
}
