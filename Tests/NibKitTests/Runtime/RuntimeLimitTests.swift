import Foundation
import NibKit
import NibScript
import Testing

/// `nibload run`'s limits: pushes cost time linear in the stack's depth, the trace keeps a bounded
/// number of events, scripts have at most 100,000 steps.
@Suite(.serialized) @MainActor struct RuntimeLimitTests {
    /// The seconds `pushes` pushes and settles take on a code-built navigation stack, best of 3.
    static func pushTime(_ pushes: Int) -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let (runner, navigation, _) = NavigationFixture.shown(.modern)
            runner.trace.isEnabled = false
            let start = ContinuousClock.now
            for index in 0..<pushes {
                navigation.pushViewController(probe("P\(index)"), animated: false)
                runner.settle()
            }
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            #expect(navigation.viewControllers.count == pushes + 1)
        }
        return best
    }

    @Test("pushes cost time linear in the stack's depth (8,000 took 8 s: each push walked the stack)")
    func pushesAreLinear() {
        let small = Self.pushTime(300)
        let large = Self.pushTime(1_200)
        // Linear: about 4×; quadratic: about 16×.
        #expect(large < 9 * small, "\(small) s → \(large) s")
    }

    @Test("popping to a controller deep in the stack, and pushing it again, still work")
    func membershipFollowsTheStack() {
        let (runner, navigation, root) = NavigationFixture.shown(.modern)
        let controllers = (0..<5).map { probe("C\($0)") }
        for controller in controllers { navigation.pushViewController(controller, animated: false) }
        runner.settle()
        navigation.pushViewController(controllers[2], animated: false)  // already there: refused
        #expect(runner.diagnostics.map(\.id).contains("push-existing-controller"))
        #expect(navigation.popToViewController(controllers[1], animated: false)?.count == 3)
        runner.settle()
        navigation.pushViewController(controllers[3], animated: false)  // popped: may come back
        runner.settle()
        #expect(navigation.viewControllers.map(\.label) == ["VC1", "C0", "C1", "C3"])
        navigation.setViewControllers([root, controllers[4]], animated: false)
        runner.settle()
        navigation.pushViewController(controllers[0], animated: false)
        runner.settle()
        #expect(navigation.viewControllers.map(\.label) == ["VC1", "C4", "C0"])
    }

    /// Pushes 20 controllers with a memory warning after each, tracing; with a limit, into a sink.
    static func streamedRun(keeping limit: Int?) -> (lines: [String], count: Int, mostKept: Int) {
        let runner = Runner(profile: .modern)
        var handed: [String] = []
        var mostKept = 0
        if let limit {
            runner.trace.maximumKeptEvents = limit
            runner.trace.sink = { handed.append($0.description) }
        }
        let navigation = NavigationController(rootViewController: probe("VC1"))
        navigation.label = "Nav"
        _ = runner.show(navigation)
        for index in 0..<20 {
            navigation.pushViewController(probe("P\(index)"), animated: true)
            runner.settle()
            runner.simulateMemoryWarning()
            mostKept = max(mostKept, runner.trace.events.count)
        }
        let count = runner.trace.count
        runner.trace.flush()
        return (limit == nil ? runner.trace.lines(since: 0) : handed, count, mostKept)
    }

    @Test("a trace with a sink keeps at most its limit and hands every event over in order")
    func traceStreamsToItsSink() {
        let full = Self.streamedRun(keeping: nil)
        let limited = Self.streamedRun(keeping: 7)
        #expect(limited.mostKept <= 7)
        #expect(full.mostKept > 200)
        #expect(limited.count == full.count)
        #expect(limited.lines == full.lines)
    }

    @Test("without a sink, events past the limit are counted, not kept")
    func traceWithoutSinkDrops() {
        let trace = Trace()
        trace.maximumKeptEvents = 3
        for index in 0..<5 {
            trace.record(TraceEvent(object: "O\(index)", className: "C", event: "e()", args: [], category: .controller))
        }
        #expect(trace.events.map(\.object) == ["O0", "O1", "O2"])
        #expect(trace.droppedCount == 2)
    }

    @Test("a script of 100,000 steps parses; the step past the limit is an error at its position")
    func scriptStepsAtTheLimitAndJustPast() throws {
        let limit = Script.defaultMaximumSteps
        #expect(limit == 100_000)
        let atLimit = Array(repeating: "pop", count: limit).joined(separator: "\n")
        #expect(try Script.parse(atLimit).steps.count == limit)
        do {
            _ = try Script.parse(atLimit + "\nrotate", file: "s.txt")
            Issue.record("expected an error")
        } catch {
            #expect(error.step == limit + 1)
            #expect(error.location.description == "s.txt:\(limit + 1):1")
            #expect(error.message == "the script has more than 100000 steps")
        }
    }
}
