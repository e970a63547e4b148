/// The four view-controller flags UIKit exposes during transitions, as seen inside a callback.
///
/// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed`.
nonisolated public struct TraceFlags: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates flags from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `isMovingToParent` was true.
    public static let movingToParent = TraceFlags(rawValue: 1 << 0)
    /// `isMovingFromParent` was true.
    public static let movingFromParent = TraceFlags(rawValue: 1 << 1)
    /// `isBeingPresented` was true.
    public static let beingPresented = TraceFlags(rawValue: 1 << 2)
    /// `isBeingDismissed` was true.
    public static let beingDismissed = TraceFlags(rawValue: 1 << 3)

    /// The set flags' names, in the fixed order `movingToParent`, `movingFromParent`,
    /// `beingPresented`, `beingDismissed`.
    public var names: [String] {
        var result: [String] = []
        if contains(.movingToParent) { result.append("movingToParent") }
        if contains(.movingFromParent) { result.append("movingFromParent") }
        if contains(.beingPresented) { result.append("beingPresented") }
        if contains(.beingDismissed) { result.append("beingDismissed") }
        return result
    }

    /// Inserts `flag` when `isSet`, removes it otherwise.
    mutating func set(_ flag: TraceFlags, _ isSet: Bool) {
        if isSet { insert(flag) } else { remove(flag) }
    }
}
