extension StackView {
    /// The direction a stack view arranges its views in (`axis`; `horizontal` when IB omits it).
    nonisolated public enum Axis: IBAttributeVocabulary {
        /// `horizontal`.
        case horizontal
        /// `vertical`.
        case vertical
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "horizontal": self = .horizontal
            case "vertical": self = .vertical
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .horizontal: "horizontal"
            case .vertical: "vertical"
            case .other(let value): value
            }
        }
    }
}
