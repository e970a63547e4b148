/// The stable, kebab-case identifier of a kind of diagnostic (`dangling-reference`,
/// `xml-not-well-formed`, …), printed in brackets after the message and used by lint
/// configurations, suppressions and baselines.
///
/// Each module declares the ids it emits once, as constants in its diagnostics file
/// (`static let danglingReference = DiagnosticID(…)` in an `extension DiagnosticID`),
/// beside the ``Diagnostic`` constructors that build their messages. Lint rule ids are documented in
/// `Sources/NibLint/RULES.md`, the others in the README's table of diagnostics; a test checks that
/// every id is declared once, kebab-case and documented. A string literal converts to an id, for
/// comparisons (`diagnostic.id == "dangling-reference"`).
public struct DiagnosticID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier.
    public let rawValue: String

    /// Creates an id.
    /// - Parameter rawValue: The kebab-case identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates an id.
    /// - Parameter rawValue: The kebab-case identifier.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Creates an id from a literal, for comparisons.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identifier.
    public var description: String { rawValue }

    /// Orders by the identifier's text.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}
