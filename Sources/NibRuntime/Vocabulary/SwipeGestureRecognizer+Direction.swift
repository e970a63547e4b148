extension SwipeGestureRecognizer {
    /// The direction a swipe recognizer recognizes (`direction`; `right` when IB omits it).
    nonisolated public enum Direction: IBAttributeVocabulary {
        /// `right`.
        case right
        /// `left`.
        case left
        /// `up`.
        case up
        /// `down`.
        case down
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "right": self = .right
            case "left": self = .left
            case "up": self = .up
            case "down": self = .down
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .right: "right"
            case .left: "left"
            case .up: "up"
            case .down: "down"
            case .other(let value): value
            }
        }
    }
}
