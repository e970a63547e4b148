extension StackView {
    /// How a stack view places its views across its axis (`alignment`; `fill` when IB omits it).
    nonisolated public enum Alignment: IBAttributeVocabulary {
        /// `fill`.
        case fill
        /// `leading`.
        case leading
        /// `top`.
        case top
        /// `firstBaseline`.
        case firstBaseline
        /// `center`.
        case center
        /// `trailing`.
        case trailing
        /// `bottom`.
        case bottom
        /// `lastBaseline`.
        case lastBaseline
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "fill": self = .fill
            case "leading": self = .leading
            case "top": self = .top
            case "firstBaseline": self = .firstBaseline
            case "center": self = .center
            case "trailing": self = .trailing
            case "bottom": self = .bottom
            case "lastBaseline": self = .lastBaseline
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .fill: "fill"
            case .leading: "leading"
            case .top: "top"
            case .firstBaseline: "firstBaseline"
            case .center: "center"
            case .trailing: "trailing"
            case .bottom: "bottom"
            case .lastBaseline: "lastBaseline"
            case .other(let value): value
            }
        }
    }
}
