extension StackView {
    /// How a stack view sizes its views along its axis (`distribution`; `fill` when IB omits it).
    nonisolated public enum Distribution: IBAttributeVocabulary {
        /// `fill`.
        case fill
        /// `fillEqually`.
        case fillEqually
        /// `fillProportionally`.
        case fillProportionally
        /// `equalSpacing`.
        case equalSpacing
        /// `equalCentering`.
        case equalCentering
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "fill": self = .fill
            case "fillEqually": self = .fillEqually
            case "fillProportionally": self = .fillProportionally
            case "equalSpacing": self = .equalSpacing
            case "equalCentering": self = .equalCentering
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .fill: "fill"
            case .fillEqually: "fillEqually"
            case .fillProportionally: "fillProportionally"
            case .equalSpacing: "equalSpacing"
            case .equalCentering: "equalCentering"
            case .other(let value): value
            }
        }
    }
}
