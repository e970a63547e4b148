/// How a label wraps or truncates its text (`lineBreakMode`; `tailTruncation` when IB omits it).
nonisolated public enum LineBreakMode: IBAttributeVocabulary {
    /// `wordWrap`.
    case wordWrap
    /// `characterWrap`.
    case characterWrap
    /// `clip`.
    case clip
    /// `headTruncation`.
    case headTruncation
    /// `tailTruncation`.
    case tailTruncation
    /// `middleTruncation`.
    case middleTruncation
    /// A value this library does not know, as written.
    case other(String)

    /// The value IB writes as `ibValue`.
    public init(ibValue: String) {
        switch ibValue {
        case "wordWrap": self = .wordWrap
        case "characterWrap": self = .characterWrap
        case "clip": self = .clip
        case "headTruncation": self = .headTruncation
        case "tailTruncation": self = .tailTruncation
        case "middleTruncation": self = .middleTruncation
        default: self = .other(ibValue)
        }
    }

    /// IB's spelling.
    public var ibValue: String {
        switch self {
        case .wordWrap: "wordWrap"
        case .characterWrap: "characterWrap"
        case .clip: "clip"
        case .headTruncation: "headTruncation"
        case .tailTruncation: "tailTruncation"
        case .middleTruncation: "middleTruncation"
        case .other(let value): value
        }
    }
}
