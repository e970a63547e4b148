/// One container transition as the runner drives it: begun in the transitions phase of a turn,
/// its animation started on the next turn, completed after its duration (or, when interactive,
/// when finished or cancelled).
///
/// The closures hold the participants strongly; the runner drops them all when the transition ends,
/// so that nothing the transition touched outlives it.
final class TransitionRun {
    /// The container (or window) that serialises its transitions.
    let owner: ObjectIdentifier
    /// How long the animation runs; zero when not animated.
    var duration: Duration
    /// Whether it waits to be told to finish or cancel (``Runner/resolveInteractive(_:cancel:)``).
    var isInteractive: Bool
    /// The controllers whose appearance this transition drives (window moves do not drive them).
    var participants: [ViewController]
    /// Run when the transition starts.
    var begin: (() -> Void)?
    /// Run on the turn after it started, when the animation starts.
    var animationStarted: (() -> Void)?
    /// Run when it completes.
    var complete: (() -> Void)?
    /// Run when an interactive transition is cancelled.
    var cancel: (() -> Void)?
    /// Whether it has started.
    var hasBegun = false
    /// Whether it has ended (completed or cancelled).
    var hasEnded = false
    /// Whether an interactive transition was told to cancel rather than finish.
    var cancelRequested = false

    init(owner: ObjectIdentifier, duration: Duration, isInteractive: Bool = false, participants: [ViewController]) {
        self.owner = owner
        self.duration = duration
        self.isInteractive = isInteractive
        self.participants = participants
    }

    /// Drops every closure and participant.
    func release() {
        begin = nil
        animationStarted = nil
        complete = nil
        cancel = nil
        participants = []
    }
}
