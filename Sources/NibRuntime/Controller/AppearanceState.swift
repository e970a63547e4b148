/// Where a controller's view is in its appearance cycle: UIKit's four internal states,
/// numbered 0–3.
nonisolated public enum AppearanceState: Int, Sendable, Hashable {
    /// Not on screen (0).
    case disappeared = 0
    /// `viewWillAppear` ran, `viewDidAppear` not yet (1).
    case appearing = 1
    /// On screen (2).
    case appeared = 2
    /// `viewWillDisappear` ran, `viewDidDisappear` not yet (3).
    case disappearing = 3
}
