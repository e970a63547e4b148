extension TableView {
    /// How a table view groups its sections (`style`; `plain` when IB omits it).
    nonisolated public enum Style: IBAttributeVocabulary {
        /// `plain`.
        case plain
        /// `grouped`.
        case grouped
        /// `insetGrouped`.
        case insetGrouped
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "plain": self = .plain
            case "grouped": self = .grouped
            case "insetGrouped": self = .insetGrouped
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .plain: "plain"
            case .grouped: "grouped"
            case .insetGrouped: "insetGrouped"
            case .other(let value): value
            }
        }
    }
}
