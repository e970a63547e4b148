extension DatePicker {
    /// What a date picker picks (`datePickerMode`; `dateAndTime` when IB omits it).
    nonisolated public enum Mode: IBAttributeVocabulary {
        /// `time`.
        case time
        /// `date`.
        case date
        /// `dateAndTime`.
        case dateAndTime
        /// `countDownTimer`.
        case countDownTimer
        /// A value this library does not know, as written.
        case other(String)

        /// The value IB writes as `ibValue`.
        public init(ibValue: String) {
            switch ibValue {
            case "time": self = .time
            case "date": self = .date
            case "dateAndTime": self = .dateAndTime
            case "countDownTimer": self = .countDownTimer
            default: self = .other(ibValue)
            }
        }

        /// IB's spelling.
        public var ibValue: String {
            switch self {
            case .time: "time"
            case .date: "date"
            case .dateAndTime: "dateAndTime"
            case .countDownTimer: "countDownTimer"
            case .other(let value): value
            }
        }
    }
}
