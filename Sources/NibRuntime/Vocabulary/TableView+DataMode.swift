extension TableView {
    /// Where a table view's cells come from (`dataMode`: `prototypes` by default, or `static` cells).
    nonisolated public enum DataMode: IBAttributeVocabulary {
        /// `prototypes`.
        case prototypes
        /// `static`.
        case `static`
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "prototypes": self = .prototypes
            case "static": self = .`static`
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .prototypes: "prototypes"
            case .`static`: "static"
            case .other(let value): value
            }
        }
    }
}
