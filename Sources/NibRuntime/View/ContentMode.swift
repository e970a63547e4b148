/// How a view shows its content when its size changes (`UIView.ContentMode`).
///
/// Only ``redraw`` matters to the runtime: with it, every change of the bounds' size asks for a new
/// `draw(_:)`; the others reuse the drawn content.
nonisolated public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    /// Stretch to fill (the default).
    case scaleToFill
    /// Scale keeping the aspect ratio, fitting inside.
    case scaleAspectFit
    /// Scale keeping the aspect ratio, filling.
    case scaleAspectFill
    /// Draw again on every size change.
    case redraw
    /// Centre.
    case center
    /// Top edge.
    case top
    /// Bottom edge.
    case bottom
    /// Left edge.
    case left
    /// Right edge.
    case right
    /// Top-left corner.
    case topLeft
    /// Top-right corner.
    case topRight
    /// Bottom-left corner.
    case bottomLeft
    /// Bottom-right corner.
    case bottomRight
}
