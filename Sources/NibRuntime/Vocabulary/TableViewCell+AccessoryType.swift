extension TableViewCell {
    /// The control a cell shows at its trailing edge (`accessoryType`; `none` when IB omits it).
    nonisolated public enum AccessoryType: IBAttributeVocabulary {
        /// `none`.
        case none
        /// `disclosureIndicator`.
        case disclosureIndicator
        /// `detailDisclosureButton`.
        case detailDisclosureButton
        /// `checkmark`.
        case checkmark
        /// `detailButton`.
        case detailButton
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "none": self = .none
            case "disclosureIndicator": self = .disclosureIndicator
            case "detailDisclosureButton": self = .detailDisclosureButton
            case "checkmark": self = .checkmark
            case "detailButton": self = .detailButton
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .none: "none"
            case .disclosureIndicator: "disclosureIndicator"
            case .detailDisclosureButton: "detailDisclosureButton"
            case .checkmark: "checkmark"
            case .detailButton: "detailButton"
            case .other(let value): value
            }
        }
    }
}
