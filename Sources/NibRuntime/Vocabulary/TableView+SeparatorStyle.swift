extension TableView {
    /// The lines a table view draws between rows (`separatorStyle`; `default` when IB omits it).
    nonisolated public enum SeparatorStyle: IBAttributeVocabulary {
        /// `default`.
        case `default`
        /// `none`.
        case none
        /// `singleLine`.
        case singleLine
        /// `singleLineEtched`.
        case singleLineEtched
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "default": self = .`default`
            case "none": self = .none
            case "singleLine": self = .singleLine
            case "singleLineEtched": self = .singleLineEtched
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .`default`: "default"
            case .none: "none"
            case .singleLine: "singleLine"
            case .singleLineEtched: "singleLineEtched"
            case .other(let value): value
            }
        }
    }
}
