/// The title of the keyboard's return key (`returnKeyType` of a text field's input traits).
nonisolated public enum ReturnKeyType: IBAttributeVocabulary {
    /// `default`.
    case `default`
    /// `go`.
    case go
    /// `google`.
    case google
    /// `join`.
    case join
    /// `next`.
    case next
    /// `route`.
    case route
    /// `search`.
    case search
    /// `send`.
    case send
    /// `yahoo`.
    case yahoo
    /// `done`.
    case done
    /// `emergencyCall`.
    case emergencyCall
    /// `continue`.
    case `continue`
    /// A value this library does not know, as written.
    case other(String)

    /// The value IB writes as `ibValue`.
    public init(ibValue: String) {
        switch ibValue {
        case "default": self = .`default`
        case "go": self = .go
        case "google": self = .google
        case "join": self = .join
        case "next": self = .next
        case "route": self = .route
        case "search": self = .search
        case "send": self = .send
        case "yahoo": self = .yahoo
        case "done": self = .done
        case "emergencyCall": self = .emergencyCall
        case "continue": self = .`continue`
        default: self = .other(ibValue)
        }
    }

    /// IB's spelling.
    public var ibValue: String {
        switch self {
        case .`default`: "default"
        case .go: "go"
        case .google: "google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "yahoo"
        case .done: "done"
        case .emergencyCall: "emergencyCall"
        case .`continue`: "continue"
        case .other(let value): value
        }
    }
}
