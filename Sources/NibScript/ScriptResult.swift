package import NibRuntime

/// What running a script produced: how far it got, the error that stopped it, and the whole trace
/// so far (kept even on error).
nonisolated package struct ScriptResult: Sendable {
    /// How many steps ran to completion.
    package var stepsCompleted: Int
    /// The error that stopped the script, if any.
    package var error: ScriptError?
    /// Every event the runner's trace holds (setup included), in order.
    package var events: [TraceEvent]

    /// Creates a result.
    package init(stepsCompleted: Int, error: ScriptError?, events: [TraceEvent]) {
        self.stepsCompleted = stepsCompleted
        self.error = error
        self.events = events
    }

    /// The trace as text lines.
    package var text: String { Trace.text(events) }

    /// The trace as a JSON array.
    package var json: String { Trace.json(events) }
}
