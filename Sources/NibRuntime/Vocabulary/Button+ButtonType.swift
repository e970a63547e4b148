extension Button {
    /// The kind of button (`buttonType`; `custom` when IB omits it).
    nonisolated public enum ButtonType: IBAttributeVocabulary {
        /// `custom`.
        case custom
        /// `system`.
        case system
        /// `detailDisclosure`.
        case detailDisclosure
        /// `infoLight`.
        case infoLight
        /// `infoDark`.
        case infoDark
        /// `contactAdd`.
        case contactAdd
        /// `roundedRect`.
        case roundedRect
        /// `close`.
        case close
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "custom": self = .custom
            case "system": self = .system
            case "detailDisclosure": self = .detailDisclosure
            case "infoLight": self = .infoLight
            case "infoDark": self = .infoDark
            case "contactAdd": self = .contactAdd
            case "roundedRect": self = .roundedRect
            case "close": self = .close
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .custom: "custom"
            case .system: "system"
            case .detailDisclosure: "detailDisclosure"
            case .infoLight: "infoLight"
            case .infoDark: "infoDark"
            case .contactAdd: "contactAdd"
            case .roundedRect: "roundedRect"
            case .close: "close"
            case .other(let value): value
            }
        }
    }
}
