public import NibPrimitives

/// The stand-in for the current graphics context: it exists only while the display pass runs a
/// view's `draw(_:)`, and records what was drawn so that tests can look.
///
/// Reach it from `draw(_:)` through ``View/currentDrawingContext``. Outside the display pass there
/// is none, so a direct `draw(_:)` call draws nothing.
@MainActor
public final class DrawingContext {
    /// The bounds of the view being drawn.
    public let bounds: Rect
    /// The rectangle the pass asked to redraw.
    public let dirtyRect: Rect
    /// What was drawn, in order, as short descriptions.
    public private(set) var operations: [String] = []

    init(bounds: Rect, dirtyRect: Rect) {
        self.bounds = bounds
        self.dirtyRect = dirtyRect
    }

    /// Fills `rect` with `color`.
    public func fill(_ rect: Rect, color: Color) { operations.append("fill \(rect) \(color)") }

    /// Strokes the outline of `rect` with `color`.
    public func stroke(_ rect: Rect, color: Color) { operations.append("stroke \(rect) \(color)") }

    /// Draws `text` at `point`.
    public func draw(text: String, at point: Point) { operations.append("text \(point) \(text)") }
}
