import NibKit
import NibTestSupport

/// A trace's controller callbacks replayed through UIKit's appearance states (``AppearanceReplay``,
/// independently of the runtime's own ``AppearanceState``), and compared with what the screen
/// shows.
@MainActor struct AppearanceLedger {
    typealias State = AppearanceReplay.State

    private let replay: AppearanceReplay

    init(_ events: [TraceEvent]) {
        var replay = AppearanceReplay()
        for (index, event) in events.enumerated() where event.category == .controller {
            replay.replay(
                event.event, of: event.object, flags: Set(event.flags.names), at: index, shown: event.description)
        }
        self.replay = replay
    }

    /// Each controller's state after its last callback, by trace label.
    var states: [String: State] { replay.states }
    /// The callbacks UIKit's states or flags do not allow.
    var violations: [String] { replay.violations }

    /// What the trace says about `controller`.
    func state(of controller: ViewController) -> State { replay.state(of: controller.traceLabel) }

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
