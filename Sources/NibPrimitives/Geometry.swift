/// A point in a two-dimensional coordinate space (points, not pixels).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double
    /// The origin.
    public static let zero = Point(x: 0, y: 0)
    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// `(x, y)`.
    public var description: String { "(\(x.compact), \(y.compact))" }
}

/// A width and a height.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double
    /// A size of zero by zero.
    public static let zero = Size(width: 0, height: 0)
    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
    /// `w×h`.
    public var description: String { "\(width.compact)x\(height.compact)" }
}

/// A rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size
    /// The empty rectangle at the origin.
    public static let zero = Rect(origin: .zero, size: .zero)
    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }
    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    /// The smallest x.
    public var minX: Double { origin.x }
    /// The smallest y.
    public var minY: Double { origin.y }
    /// The largest x.
    public var maxX: Double { origin.x + size.width }
    /// The largest y.
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// Whether the rectangle has no area.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// The smallest rectangle that contains both (an empty rectangle contributes nothing).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }
    /// `(x, y, w×h)`.
    public var description: String { "(\(origin.x.compact), \(origin.y.compact), \(size))" }
}

/// Insets from the four edges of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left (leading) edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right (trailing) edge.
    public var right: Double
    /// No inset.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Creates insets.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

extension Double {
    /// The shortest text for the value: `20` rather than `20.0`.
    package var compact: String {
        if let whole = Int(exactly: self) { return String(whole) }
        return String(self)
    }
}
