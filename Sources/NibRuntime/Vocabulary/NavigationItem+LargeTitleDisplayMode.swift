extension NavigationItem {
    /// When a navigation bar shows the item's title large (`largeTitleDisplayMode`; `automatic` when IB omits it).
    nonisolated public enum LargeTitleDisplayMode: IBAttributeVocabulary {
        /// `automatic`.
        case automatic
        /// `always`.
        case always
        /// `never`.
        case never
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "automatic": self = .automatic
            case "always": self = .always
            case "never": self = .never
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .automatic: "automatic"
            case .always: "always"
            case .never: "never"
            case .other(let value): value
            }
        }
    }
}
