extension TextField {
    /// The border a text field draws (`borderStyle`; `none` when IB omits it).
    nonisolated public enum BorderStyle: IBAttributeVocabulary {
        /// `none`.
        case none
        /// `line`.
        case line
        /// `bezel`.
        case bezel
        /// `roundedRect`.
        case roundedRect
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "none": self = .none
            case "line": self = .line
            case "bezel": self = .bezel
            case "roundedRect": self = .roundedRect
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .none: "none"
            case .line: "line"
            case .bezel: "bezel"
            case .roundedRect: "roundedRect"
            case .other(let value): value
            }
        }
    }
}
