public import NibDiagnostics
public import NibPrimitives

/// The headless application: a run loop you drive by hand, a virtual clock, the windows, the trace
/// and the profile.
///
/// Each turn has UIKit's phases:
/// 1. queued events and the timers that were due when the turn began;
/// 2. deferred container transitions (push, pop, present, tab switch, window root, size change);
/// 3. the layout pass over every visible window, top-down (with `viewIsAppearing` first);
/// 4. the display pass (`draw(_:)`), so every `layoutSubviews` of a turn precedes every `draw`.
///
/// Nothing sleeps and nothing runs on another thread: ``runUntilIdle(maxTurns:)`` runs turns until no work is
/// due, ``advance(by:)`` moves the clock so that animations finish, and ``settle(maxTimers:)`` does both
/// until nothing is left, interactive transitions aside.
///
/// Creating a runner makes it ``current``: controllers and views created afterwards report to it
/// until they join a window of their own.
@MainActor
public final class Runner {
    /// The runner created (or ``activate()``d) last; objects outside any window report to it.
    public static weak var current: Runner?

    /// The record of every callback.
    public let trace: Trace
    /// Which UIKit to imitate; a window may override it (``Window/profile``).
    public var profile: Profile
    /// What memory warnings do to views.
    public var memoryPolicy: MemoryPolicy
    /// How long an animated container transition runs on the virtual clock.
    public var transitionDuration: Duration = .milliseconds(350)
    /// How long an animated size change runs.
    public var sizeTransitionDuration: Duration = .milliseconds(300)
    /// Receives app and scene events, if set.
    public weak var sceneDelegate: (any SceneDelegate)?
    /// Whether entering the background flips the interface style twice and back, as iOS 13+ does
    /// while it snapshots the app for the switcher; off by default.
    public var simulatesBackgroundSnapshotTraitFlips = false
    /// Answers that replace `shouldPerformSegue(withIdentifier:sender:)`'s, by segue identifier
    /// (`nibload run`'s `should-perform <segue> no`): the controller is still asked (and traced),
    /// then this answer decides. Unnamed segues are keyed by the empty string.
    public var shouldPerformSegueAnswers: [String: Bool] = [:]

    /// Problems found while running: a `loadView` that set no view, a direct `draw(_:)` call, an
    /// unknown segue, a presentation refused, a layout that did not settle.
    public internal(set) var diagnostics: [Diagnostic] = []
    /// The virtual clock, from zero at creation.
    public internal(set) var now: Duration = .zero
    /// How many turns have run.
    public internal(set) var turnCount = 0
    /// The windows, in creation order.
    public internal(set) var windows: [Window] = []
    /// Whether the scene is active, inactive or in the background.
    public internal(set) var sceneState: SceneState = .active

    /// Which problems make the checked calls (``settleChecked(maxTimers:)``, ``checkFailures()``)
    /// throw; ``RunnerFailurePolicy/record`` by default.
    public var failurePolicy: RunnerFailurePolicy = .record
    var failureLog = RunnerFailureLog()

    var events: [() -> Void] = []
    var timers: [RunnerTimer] = []
    var timerSequence = 0
    var transitionRequests: [TransitionRequest] = []
    var requestsNeedAttempt = false
    var activeTransitions: [ObjectIdentifier: TransitionRun] = [:]
    var participantCounts: [ObjectIdentifier: Int] = [:]
    var pendingIsAppearing: [WeakController] = []
    var layoutDirty = false
    var displayDirty = false
    var controllers: [WeakController] = []
    var registrationsSinceCompaction = 0
    /// The view whose `draw(_:)` the display pass is running, and its context.
    weak var drawingView: View?
    var drawingContext: DrawingContext?
    /// Classes known to override `draw(_:)`.
    var drawOverrides: [ObjectIdentifier: Bool] = [:]

    /// Creates a runner and makes it ``current``.
    /// - Parameters:
    ///   - profile: The UIKit to imitate.
    ///   - memoryPolicy: What memory warnings do.
    ///   - trace: Where callbacks are recorded.
    public init(profile: Profile = .modern, memoryPolicy: MemoryPolicy = .modern, trace: Trace = Trace()) {
        self.profile = profile
        self.memoryPolicy = memoryPolicy
        self.trace = trace
        Runner.current = self
        RunnerCount.alive.add(1, ordering: .relaxed)
    }

    deinit { RunnerCount.alive.subtract(1, ordering: .relaxed) }

    /// Makes this runner ``current`` again.
    public func activate() { Runner.current = self }

    /// Creates a hidden window of `size` that belongs to this runner.
    public func makeWindow(size: Size = Window.defaultSize) -> Window {
        let window = Window(frame: Rect(origin: .zero, size: size), runner: self)
        return window
    }

    func adopt(_ window: Window) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
    }

    /// Appends a diagnostic.
    public func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    // MARK: Registry of live controllers

    func register(_ controller: ViewController) {
        controllers.append(WeakController(controller))
        registrationsSinceCompaction += 1
        if registrationsSinceCompaction >= 256 {
            registrationsSinceCompaction = 0
            controllers.removeAll { $0.controller == nil }
        }
    }

    /// Every controller created while this runner was current that is still alive, in creation
    /// order.
    public var liveControllers: [ViewController] {
        var live: [ViewController] = []
        live.reserveCapacity(controllers.count)
        // Each weak reference is read where it lies: copying an entry out copies a weak reference.
        controllers.withUnsafeBufferPointer { entries in
            for index in entries.indices {
                if let controller = entries[index].controller { live.append(controller) }
            }
        }
        return live
    }
}

/// A weak reference to a controller, for lists that must not keep controllers alive.
struct WeakController {
    weak var controller: ViewController?
    init(_ controller: ViewController) { self.controller = controller }
}
