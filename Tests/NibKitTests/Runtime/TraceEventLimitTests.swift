import NibKit
import NibScript
import Testing

/// A run records at most ``ScriptEngine/maximumTraceEvents`` events: a script's trace can grow with
/// the square of its length (each memory warning reaches every controller on a stack the script
/// keeps pushing), so the step after which the trace holds more stops the script there.
@Suite @MainActor struct TraceEventLimitTests {
    /// A navigation stack the script pushes onto, and an engine over it with `limit`.
    private func stage(limit: Int) -> (Runner, ScriptEngine) {
        let runner = Runner(profile: .modern)
        let window = runner.show(NavigationController(rootViewController: probe("Home")))
        let engine = ScriptEngine(runner: runner, window: window) { probe($0) }
        engine.maximumTraceEvents = limit
        return (runner, engine)
    }

    private let script = "push Detail; memory-warning; push Detail; memory-warning; push Detail; memory-warning"

    /// How many events the script records with no limit in the way.
    private func eventsOfTheWholeScript() -> Int {
        let (runner, engine) = stage(limit: .max)
        let mark = runner.trace.count
        let result = engine.run(script)
        #expect(result.error == nil)
        return runner.trace.count - mark
    }

    @Test("a run that records exactly the limit completes; one event fewer stops it at the last step")
    func atTheLimitAndJustPast() throws {
        let events = eventsOfTheWholeScript()
        #expect(events > 20)
        let (atRunner, atEngine) = stage(limit: 0)
        atEngine.maximumTraceEvents = atRunner.trace.count + events
        let complete = atEngine.run(script)
        #expect(complete.error == nil)
        #expect(complete.stepsCompleted == 6)

        let (pastRunner, pastEngine) = stage(limit: 0)
        pastEngine.maximumTraceEvents = pastRunner.trace.count + events - 1
        let stopped = pastEngine.run(script)
        let error = try #require(stopped.error)
        #expect(stopped.stepsCompleted == 5)
        #expect(error.step == 6)
        #expect(error.text == "memory-warning")
        #expect(error.location.column == 72)
        #expect(error.message.hasPrefix("the trace holds \(pastRunner.trace.count) events after this step"))
    }

    @Test("the default bounds a run at 3,000,000 events")
    func theDefault() {
        let (_, engine) = stage(limit: 1)
        #expect(ScriptEngine.defaultMaximumTraceEvents == 3_000_000)
        let fresh = ScriptEngine(runner: engine.runner, window: engine.window) { probe($0) }
        #expect(fresh.maximumTraceEvents == 3_000_000)
    }
}
