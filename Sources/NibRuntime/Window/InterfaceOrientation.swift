/// Which way up the interface is (`UIInterfaceOrientation`), as the `seed` profile's rotation
/// callbacks name it.
nonisolated public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable {
    /// Upright.
    case portrait
    /// Upside down.
    case portraitUpsideDown
    /// Landscape, the home button on the left.
    case landscapeLeft
    /// Landscape, the home button on the right.
    case landscapeRight

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The orientation of a window of `width`×`height`: portrait when it is at least as tall as wide, else
    /// `landscapeRight` (the orientation a phone reaches turned a quarter to the left, which is
    /// what `rotate` imitates).
    public init(width: Double, height: Double) {
        self = width > height ? .landscapeRight : .portrait
    }
}
