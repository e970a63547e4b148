extension CollectionViewFlowLayout {
    /// The direction a flow layout scrolls in (`scrollDirection`; `vertical` when IB omits it).
    nonisolated public enum ScrollDirection: IBAttributeVocabulary {
        /// `vertical`.
        case vertical
        /// `horizontal`.
        case horizontal
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "vertical": self = .vertical
            case "horizontal": self = .horizontal
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .vertical: "vertical"
            case .horizontal: "horizontal"
            case .other(let value): value
            }
        }
    }
}
