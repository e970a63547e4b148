/// What running a script produced: how far it got, the error that stopped it, and the whole trace
/// so far (kept even on error).
nonisolated public struct ScriptResult: Sendable {
    /// How many steps ran to completion.
    public var stepsCompleted: Int
    /// The error that stopped the script, if any.
    public var error: ScriptError?
    /// Every event the runner's trace holds (setup included), in order.
    public var events: [TraceEvent]

    /// Creates a result.
    public init(stepsCompleted: Int, error: ScriptError?, events: [TraceEvent]) {
        self.stepsCompleted = stepsCompleted
        self.error = error
        self.events = events
    }

    /// The trace as text lines.
    public var text: String { Trace.text(events) }

    /// The trace as a JSON array.
    public var json: String { Trace.json(events) }
}
