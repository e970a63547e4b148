/// The position of an object in ``Archive/objects``.
public struct ObjectIndex: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The array index.
    public let rawValue: Int
    /// Wraps an array index.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Orders by position, which is document order.
    public static func < (lhs: ObjectIndex, rhs: ObjectIndex) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `#n`.
    public var description: String { "#\(rawValue)" }
}

/// The position of a keyed value in ``Archive/values``.
public struct ValueIndex: Hashable, Comparable, Sendable {
    /// The array index.
    public let rawValue: Int
    /// Wraps an array index.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Orders by position, which is document order.
    public static func < (lhs: ValueIndex, rhs: ValueIndex) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The position of a scene in ``Archive/scenes``.
public struct SceneIndex: Hashable, Comparable, Sendable {
    /// The array index.
    public let rawValue: Int
    /// Wraps an array index.
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// Orders by position, which is document order.
    public static func < (lhs: SceneIndex, rhs: SceneIndex) -> Bool { lhs.rawValue < rhs.rawValue }
}
