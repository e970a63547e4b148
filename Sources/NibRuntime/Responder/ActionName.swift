/// The name of an action message, the Swift stand-in for an Objective-C selector: `buttonTapped:`,
/// `unwindToHome:`.
///
/// IB writes actions as selectors; the runtime compares them as strings. ``baseName`` drops the
/// trailing colon for display.
nonisolated public struct ActionName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector text as written (`buttonTapped:`).
    public var rawValue: String

    /// Creates an action name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Creates an action name from a literal.
    public init(stringLiteral value: String) { rawValue = value }

    /// The name without a trailing colon (`buttonTapped`).
    public var baseName: String {
        var name = Substring(rawValue)
        while name.hasSuffix(":") { name = name.dropLast() }
        if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
        return String(name)
    }

    /// The selector text.
    public var description: String { rawValue }
}
