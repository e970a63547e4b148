/// How a label or text field aligns its text (`textAlignment`; `natural` when IB omits it).
nonisolated public enum TextAlignment: IBAttributeVocabulary {
    /// `natural`.
    case natural
    /// `left`.
    case left
    /// `center`.
    case center
    /// `right`.
    case right
    /// `justified`.
    case justified
    /// A value this library does not know, as written.
    case other(String)

    /// The value IB writes as `ibValue`.
    public init(ibValue: String) {
        switch ibValue {
        case "natural": self = .natural
        case "left": self = .left
        case "center": self = .center
        case "right": self = .right
        case "justified": self = .justified
        default: self = .other(ibValue)
        }
    }

    /// IB's spelling.
    public var ibValue: String {
        switch self {
        case .natural: "natural"
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        case .other(let value): value
        }
    }
}
