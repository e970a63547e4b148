extension MapView {
    /// What a map view shows (`mapType`; `standard` when IB omits it).
    nonisolated public enum MapType: IBAttributeVocabulary {
        /// `standard`.
        case standard
        /// `satellite`.
        case satellite
        /// `hybrid`.
        case hybrid
        /// `satelliteFlyover`.
        case satelliteFlyover
        /// `hybridFlyover`.
        case hybridFlyover
        /// `mutedStandard`.
        case mutedStandard
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "standard": self = .standard
            case "satellite": self = .satellite
            case "hybrid": self = .hybrid
            case "satelliteFlyover": self = .satelliteFlyover
            case "hybridFlyover": self = .hybridFlyover
            case "mutedStandard": self = .mutedStandard
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .standard: "standard"
            case .satellite: "satellite"
            case .hybrid: "hybrid"
            case .satelliteFlyover: "satelliteFlyover"
            case .hybridFlyover: "hybridFlyover"
            case .mutedStandard: "mutedStandard"
            case .other(let value): value
            }
        }
    }
}
