/// The time formats of JUnit XML, computed without a calendar library.
enum JUnitTime {
    /// Seconds with three decimals (`0.042`), as JUnit's `time` attribute is written.
    static func seconds(_ duration: Double) -> String {
        let milliseconds = duration.isFinite && duration > 0 ? Int((duration * 1000).rounded()) : 0
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `YYYY-MM-DDTHH:MM:SS` in UTC without a zone designator, as JUnit's `timestamp` is written.
    /// - Parameter epochSeconds: Seconds since 1970-01-01T00:00:00 UTC.
    static func timestamp(_ epochSeconds: Int) -> String {
        let days = epochSeconds >= 0 ? epochSeconds / 86_400 : (epochSeconds - 86_399) / 86_400
        let secondOfDay = epochSeconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-\(two(month))-\(two(day))"
            + "T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))"
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (the well-known era algorithm:
    /// 400-year eras of 146,097 days, years starting in March so leap days fall last).
    static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
