/// How serious a diagnostic is. Ordered from the least to the most serious.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// Information that needs no action.
    case note
    /// A probable problem that does not stop the document from loading.
    case warning
    /// A problem that makes the document, or the app that loads it, fail.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness: `note < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
