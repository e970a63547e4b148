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

    /// `file:line:col: severity: message [id]`, the compiler-style line (``DiagnosticLine``), without
    /// its notes.
    public var description: String {
        String(
            DiagnosticLine.line(place: DiagnosticLine.place(location), severity: severity, message: message, id: id)
                .dropLast())
    }
}

extension Diagnostic: Comparable {
    /// The one order diagnostics are printed in, by every command and reporter: by location
    /// (diagnostics without one first; file, line, column), then id, then severity (most serious
    /// first), then message, so that output is the same whatever order they were found in.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case (.some(let a), .some(let b)) where a != b: return a < b
        default: break
        }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
        return lhs.message < rhs.message
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
