internal import Synchronization

/// How many runners are alive in the process.
///
/// While there is only one, every runner a controller can report to (its window's, the one it was
/// created for, ``Runner/current``) is that one, so ``ViewController``'s runner is the one it was
/// created for whenever that one is still alive: no walk up to the window through weak references,
/// which a memory warning over a deep stack made for every event.
nonisolated enum RunnerCount {
    /// The runners created and not yet released.
    static let alive = Atomic<Int>(0)

    /// Whether exactly one runner is alive.
    static var isSingle: Bool { alive.load(ordering: .relaxed) == 1 }
}
