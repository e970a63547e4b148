/// A block due at a point of the runner's virtual clock.
struct RunnerTimer {
    /// When it is due.
    var fireTime: Duration
    /// Creation order, to keep timers due at the same time in scheduling order.
    var sequence: Int
    /// The work.
    var block: () -> Void
}
