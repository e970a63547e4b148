import NibPrimitives

/// Rectangle arithmetic the runtime needs beyond what `NibPrimitives` offers, kept internal and
/// namespaced so that it cannot collide with extensions elsewhere in the module.
enum RectMath {
    /// The overlap of two rectangles; ``Rect/zero`` when they do not overlap.
    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX)
        let y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX)
        let y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0 else { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether either side of `size` is zero or negative.
    static func isEmpty(_ size: Size) -> Bool { size.width <= 0 || size.height <= 0 }
}
