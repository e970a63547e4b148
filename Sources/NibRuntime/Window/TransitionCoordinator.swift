/// What a size transition hands to `viewWillTransition(to:with:)` and `willTransition(to:with:)`:
/// its duration, and a place to add work that runs along with it and after it.
@MainActor
public final class TransitionCoordinator {
    /// Whether the transition animates.
    public let isAnimated: Bool
    /// How long it runs on the virtual clock.
    public let transitionDuration: Duration
    private var alongside: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(isAnimated: Bool, transitionDuration: Duration) {
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
    }

    /// Runs `animation` with the size change and `completion` when the transition ends.
    public func animate(alongsideTransition animation: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
    }

    func runAlongside() {
        let blocks = alongside
        alongside.removeAll()
        for block in blocks { block() }
    }

    func runCompletions() {
        let blocks = completions
        completions.removeAll()
        for block in blocks { block() }
    }
}
