extension ActivityIndicatorView {
    /// The size and colour of an activity indicator (`style`; `medium` when IB omits it).
    nonisolated public enum Style: IBAttributeVocabulary {
        /// `medium`.
        case medium
        /// `large`.
        case large
        /// `white`.
        case white
        /// `whiteLarge`.
        case whiteLarge
        /// `gray`.
        case gray
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "medium": self = .medium
            case "large": self = .large
            case "white": self = .white
            case "whiteLarge": self = .whiteLarge
            case "gray": self = .gray
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .white: "white"
            case .whiteLarge: "whiteLarge"
            case .gray: "gray"
            case .other(let value): value
            }
        }
    }
}
