extension TableViewCell {
    /// How a cell looks when selected (`selectionStyle`; `default` when IB omits it).
    nonisolated public enum SelectionStyle: IBAttributeVocabulary {
        /// `none`.
        case none
        /// `blue`.
        case blue
        /// `gray`.
        case gray
        /// `default`.
        case `default`
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "none": self = .none
            case "blue": self = .blue
            case "gray": self = .gray
            case "default": self = .`default`
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .none: "none"
            case .blue: "blue"
            case .gray: "gray"
            case .`default`: "default"
            case .other(let value): value
            }
        }
    }
}
