extension LayoutConstraint {
    /// How a constraint relates its two sides (`relation`; `equal` when IB omits it).
    nonisolated public enum Relation: IBAttributeVocabulary {
        /// `equal`.
        case equal
        /// `lessThanOrEqual`.
        case lessThanOrEqual
        /// `greaterThanOrEqual`.
        case greaterThanOrEqual
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "equal": self = .equal
            case "lessThanOrEqual": self = .lessThanOrEqual
            case "greaterThanOrEqual": self = .greaterThanOrEqual
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .equal: "equal"
            case .lessThanOrEqual: "lessThanOrEqual"
            case .greaterThanOrEqual: "greaterThanOrEqual"
            case .other(let value): value
            }
        }
    }
}
