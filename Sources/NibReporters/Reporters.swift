/// The registry of output formats.
public enum Reporters {
    /// Every reporter type, in the order help text lists them.
    public static let all: [any Reporter.Type] = [
        XcodeReporter.self, JSONReporter.self, GitHubReporter.self, SARIFReporter.self,
        CheckstyleReporter.self, JUnitReporter.self, CodeClimateReporter.self,
    ]

    /// The identifiers of every reporter: `xcode`, `json`, `github`, `sarif`, `checkstyle`, `junit`,
    /// `codeclimate`.
    public static var identifiers: [String] { all.map { $0.identifier } }

    /// The reporter with the given identifier, or `nil` when there is none.
    /// - Parameter identifier: The format name, compared exactly (`json`, not `JSON`).
    public static func named(_ identifier: String) -> (any Reporter)? {
        guard let type = all.first(where: { $0.identifier == identifier }) else { return nil }
        return type.init()
    }
}
