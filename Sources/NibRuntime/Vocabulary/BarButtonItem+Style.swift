extension BarButtonItem {
    /// How a bar button item looks (`style`; `plain` when IB omits it).
    nonisolated public enum Style: IBAttributeVocabulary {
        /// `plain`.
        case plain
        /// `bordered`.
        case bordered
        /// `done`.
        case done
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "plain": self = .plain
            case "bordered": self = .bordered
            case "done": self = .done
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .plain: "plain"
            case .bordered: "bordered"
            case .done: "done"
            case .other(let value): value
            }
        }
    }
}
