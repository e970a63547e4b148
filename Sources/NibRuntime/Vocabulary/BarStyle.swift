/// How a bar looks (`barStyle`: `default`, `black`, `blackTranslucent`).
nonisolated public enum BarStyle: IBAttributeVocabulary {
    /// `default`.
    case `default`
    /// `black`.
    case black
    /// `blackTranslucent`.
    case blackTranslucent
    /// A value this library does not know, as written.
    case other(String)

    /// The value IB writes as `ibValue`.
    public init(ibValue: String) {
        switch ibValue {
        case "default": self = .`default`
        case "black": self = .black
        case "blackTranslucent": self = .blackTranslucent
        default: self = .other(ibValue)
        }
    }

    /// IB's spelling.
    public var ibValue: String {
        switch self {
        case .`default`: "default"
        case .black: "black"
        case .blackTranslucent: "blackTranslucent"
        case .other(let value): value
        }
    }
}
