import NibCoding
import NibKit
import NibPrimitives

/// Push/pop cycles for the benchmark executable: how long the runtime takes to load, show, hide and
/// release a controller with a large view hierarchy.
@MainActor enum LifecycleBenchmark {
    /// What one benchmark run measured.
    nonisolated struct Result: Sendable {
        /// Wall-clock time for all cycles (the setup excluded).
        var elapsed: Duration
        /// How many cycles ran.
        var cycles: Int
        /// How many events the trace recorded (0 without tracing).
        var recordedEvents: Int
        /// The controller callbacks the pushed controllers saw, counted by the controllers
        /// themselves (the same with or without tracing).
        var deliveredCallbacks: Int

        /// `elapsed / cycles`.
        var perCycle: Duration { cycles > 0 ? elapsed / cycles : .zero }
    }

    /// Pushes and pops a controller whose view has `viewCount` views, `cycles` times, on a navigation
    /// controller in a visible window, settling after each push and each pop.
    /// - Returns: The total wall-clock time.
    static func pushPopCycles(
        viewCount: Int = 200, cycles: Int = 1000, tracing: Bool, profile: Profile = .modern
    ) -> Duration {
        run(cycles: cycles, tracing: tracing, profile: profile) { BenchmarkController(viewCount: viewCount) }.elapsed
    }

    /// Pushes and pops controllers made by `makeController` (for example a storyboard scene's
    /// instantiate function), `cycles` times. A controller that fails to be made ends the run early.
    static func run(
        cycles: Int, tracing: Bool, profile: Profile = .modern, animated: Bool = true,
        makeController: () throws -> ViewController
    ) -> Result {
        let runner = Runner(profile: profile, trace: Trace(isEnabled: tracing))
        let root = BenchmarkController(viewCount: 1)
        root.label = "Root"
        let navigation = NavigationController(rootViewController: root)
        navigation.label = "Nav"
        let window = runner.makeWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runner.settle()
        var delivered = 0
        var completed = 0
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<max(cycles, 0) {
            guard let controller = try? makeController() else { break }
            navigation.pushViewController(controller, animated: animated)
            runner.settle()
            navigation.popViewController(animated: animated)
            runner.settle()
            if let counted = controller as? BenchmarkController { delivered += counted.callbacks }
            completed += 1
        }
        let elapsed = clock.now - start
        return Result(
            elapsed: elapsed, cycles: completed, recordedEvents: runner.trace.count, deliveredCallbacks: delivered)
    }
}

/// The benchmark's pushed controller: its view is a tree of `viewCount` views (nested four deep
/// under rows), and it counts the callbacks it receives.
final class BenchmarkController: ViewController {
    let viewCount: Int
    var callbacks = 0

    init(viewCount: Int) {
        self.viewCount = viewCount
        super.init(nibName: nil)
    }

    required init(coder: any NibDecoding) throws {
        viewCount = 1
        try super.init(coder: coder)
    }

    override func loadView() {
        let root = View(frame: Rect(origin: .zero, size: defaultViewSize))
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var made = 1
        var row: View = root
        while made < viewCount {
            let child = View(frame: Rect(x: 0, y: Double(made % 40) * 20, width: 300, height: 20))
            if made % 4 == 1 {
                root.addSubview(child)
                row = child
            } else {
                row.addSubview(child)
            }
            made += 1
        }
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        callbacks += 1
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        callbacks += 1
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        callbacks += 1
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        callbacks += 1
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        callbacks += 1
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        callbacks += 1
    }
}
