/// A problem found in an input, as data. Libraries return these; only the command line prints them.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The stable, kebab-case identifier (`xml-not-well-formed`, `dangling-reference`, …).
    public var id: DiagnosticID
    /// How serious it is.
    public var severity: Severity
    /// A lower-case message without a trailing period, offending names quoted.
    public var message: String
    /// Where it is, when it has a place in a file.
    public var location: SourceLocation?
    /// Further places and explanations that belong to this diagnostic.
    public var notes: [Note]

    /// A secondary message attached to a diagnostic, such as "first defined here".
    public struct Note: Hashable, Sendable {
        /// The explanation.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?

        /// Creates a note.
        public init(message: String, location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - id: The stable identifier.
    ///   - severity: How serious it is.
    ///   - message: The message, lower case, no trailing period.
    ///   - location: Where it is.
    ///   - notes: Secondary places and explanations.
    public init(
        id: DiagnosticID, severity: Severity, message: String, location: SourceLocation?, notes: [Note] = []
    ) {
        self.id = id
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `file:line:col: severity: message [id]`, the compiler-style line.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(id)]"
    }
}

extension Diagnostic: Comparable {
    /// Orders by location (diagnostics without one first), then severity (most serious first), then id
    /// and message, so that output is the same whatever order the diagnostics were found in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (.some(a), .some(b)) where a != b: return a < b
        default: break
        }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return (lhs.id, lhs.message) < (rhs.id, rhs.message)
    }
}

extension Sequence where Element == Diagnostic {
    /// Whether any element is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// How many diagnostics there are of each severity.
    public var countsBySeverity: [Severity: Int] {
        var counts: [Severity: Int] = [:]
        for diagnostic in self { counts[diagnostic.severity, default: 0] += 1 }
        return counts
    }
}
