import NibKit
import NibPrimitives
import Testing

@testable import nibload_bench

@Suite @MainActor struct BenchmarkTests {
    @Test("the benchmark pushes and pops a 200-view controller; tracing does not change what the controllers see")
    func benchmark() {
        let traced = LifecycleBenchmark.run(cycles: 5, tracing: true) { BenchmarkProbe.make() }
        let untraced = LifecycleBenchmark.run(cycles: 5, tracing: false) { BenchmarkProbe.make() }
        #expect(traced.cycles == 5)
        #expect(untraced.recordedEvents == 0)
        #expect(traced.recordedEvents > untraced.recordedEvents)
        #expect(LifecycleBenchmark.pushPopCycles(viewCount: 200, cycles: 3, tracing: false) > .zero)
        let timed = LifecycleBenchmark.run(cycles: 2, tracing: true) { BenchmarkProbe.make() }
        #expect(timed.perCycle <= timed.elapsed)
    }
}

/// Builds a probe with a deep hierarchy for the benchmark test.
@MainActor
private enum BenchmarkProbe {
    static func make() -> ViewController {
        let controller = probe("Pushed")
        controller.onViewDidLoad = { controller in
            var parent: View = controller.view
            for _ in 0..<50 {
                let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
                parent.addSubview(child)
                parent = child
            }
        }
        return controller
    }
}
