import NibPrimitives

/// Places boxes on the canvas: each at its IB canvas location (the box's centre) when it has one,
/// moved down past the boxes it would overlap; boxes without a location go in a row to the right.
enum CanvasLayout {
    /// Space kept between two boxes.
    static let gap = 80.0
    /// Room above a box for its heading.
    static let headingHeight = 30.0
    /// The largest canvas coordinate taken from a document; farther locations are brought in.
    static let farthest = 1_000_000.0

    /// The top-left corner of each box, in the order given.
    static func place(_ boxes: [(size: Size, location: Point?)]) -> [Point] {
        var occupied: [Rect] = []
        var origins = [Point](repeating: .zero, count: boxes.count)
        for (index, box) in boxes.enumerated() {
            guard let location = box.location else { continue }
            let x = clamp(location.x) - box.size.width / 2
            var y = clamp(location.y) - box.size.height / 2
            var candidate = outline(x: x, y: y, size: box.size)
            // One sweep over the boxes in the same columns, top to bottom: a box passed without
            // overlap cannot overlap later, since the candidate only moves down.
            let column = occupied.filter { $0.minX < candidate.maxX && candidate.minX < $0.maxX }.sorted {
                $0.minY < $1.minY
            }
            for blocker in column where blocker.overlaps(candidate) {
                y = blocker.maxY + gap / 2 + headingHeight
                candidate = outline(x: x, y: y, size: box.size)
            }
            occupied.append(candidate)
            origins[index] = Point(x: x, y: y)
        }
        var right = occupied.map(\.maxX).max().map { $0 + gap } ?? 0
        let top = occupied.map(\.minY).min().map { $0 + headingHeight } ?? headingHeight
        for (index, box) in boxes.enumerated() where box.location == nil {
            origins[index] = Point(x: right, y: top)
            right += box.size.width + gap
        }
        return origins
    }

    /// A box with its heading and half the gap around it.
    private static func outline(x: Double, y: Double, size: Size) -> Rect {
        Rect(
            x: x - gap / 2, y: y - headingHeight - gap / 2, width: size.width + gap,
            height: size.height + headingHeight + gap)
    }

    private static func clamp(_ value: Double) -> Double { min(max(value, -farthest), farthest) }
}

extension Rect {
    /// Whether two rectangles share any area.
    func overlaps(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle moved by an offset.
    func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The centre point.
    var center: Point { Point(x: minX + width / 2, y: minY + height / 2) }

    /// Where the line from the centre towards `point` leaves the rectangle (the point itself when
    /// it is inside).
    func boundaryPoint(toward point: Point) -> Point {
        let middle = center
        let dx = point.x - middle.x
        let dy = point.y - middle.y
        guard dx != 0 || dy != 0 else { return middle }
        let scaleX = dx == 0 ? Double.infinity : (width / 2) / abs(dx)
        let scaleY = dy == 0 ? Double.infinity : (height / 2) / abs(dy)
        let scale = min(scaleX, scaleY, 1)
        return Point(x: middle.x + dx * scale, y: middle.y + dy * scale)
    }

    /// Where the segment from `start` (inside the rectangle) to `end` leaves it; `start` itself
    /// when it is outside.
    func exitPoint(from start: Point, toward end: Point) -> Point {
        guard start.x >= minX, start.x <= maxX, start.y >= minY, start.y <= maxY else { return start }
        let dx = end.x - start.x
        let dy = end.y - start.y
        var t = 1.0
        if dx > 0 { t = min(t, (maxX - start.x) / dx) }
        if dx < 0 { t = min(t, (minX - start.x) / dx) }
        if dy > 0 { t = min(t, (maxY - start.y) / dy) }
        if dy < 0 { t = min(t, (minY - start.y) / dy) }
        return Point(x: start.x + dx * t, y: start.y + dy * t)
    }
}
