/// The keyboard a text field asks for (`keyboardType` of its text input traits).
nonisolated public enum KeyboardType: IBAttributeVocabulary {
    /// `default`.
    case `default`
    /// `asciiCapable`.
    case asciiCapable
    /// `numbersAndPunctuation`.
    case numbersAndPunctuation
    /// `URL`.
    case url
    /// `numberPad`.
    case numberPad
    /// `phonePad`.
    case phonePad
    /// `namePhonePad`.
    case namePhonePad
    /// `emailAddress`.
    case emailAddress
    /// `decimalPad`.
    case decimalPad
    /// `twitter`.
    case twitter
    /// `webSearch`.
    case webSearch
    /// `asciiCapableNumberPad`.
    case asciiCapableNumberPad
    /// `alphabet`.
    case alphabet
    /// A value this library does not know, as written.
    case other(String)

    /// The value IB writes as `ibValue`.
    public init(ibValue: String) {
        switch ibValue {
        case "default": self = .`default`
        case "asciiCapable": self = .asciiCapable
        case "numbersAndPunctuation": self = .numbersAndPunctuation
        case "URL": self = .url
        case "numberPad": self = .numberPad
        case "phonePad": self = .phonePad
        case "namePhonePad": self = .namePhonePad
        case "emailAddress": self = .emailAddress
        case "decimalPad": self = .decimalPad
        case "twitter": self = .twitter
        case "webSearch": self = .webSearch
        case "asciiCapableNumberPad": self = .asciiCapableNumberPad
        case "alphabet": self = .alphabet
        default: self = .other(ibValue)
        }
    }

    /// IB's spelling.
    public var ibValue: String {
        switch self {
        case .`default`: "default"
        case .asciiCapable: "asciiCapable"
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .url: "URL"
        case .numberPad: "numberPad"
        case .phonePad: "phonePad"
        case .namePhonePad: "namePhonePad"
        case .emailAddress: "emailAddress"
        case .decimalPad: "decimalPad"
        case .twitter: "twitter"
        case .webSearch: "webSearch"
        case .asciiCapableNumberPad: "asciiCapableNumberPad"
        case .alphabet: "alphabet"
        case .other(let value): value
        }
    }
}
