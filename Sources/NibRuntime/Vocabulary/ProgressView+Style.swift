extension ProgressView {
    /// How a progress view looks (`progressViewStyle`; `default` when IB omits it).
    nonisolated public enum Style: IBAttributeVocabulary {
        /// `default`.
        case `default`
        /// `bar`.
        case bar
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "default": self = .`default`
            case "bar": self = .bar
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .`default`: "default"
            case .bar: "bar"
            case .other(let value): value
            }
        }
    }
}
