public import NibDiagnostics

/// How one rule is configured: on or off, and at which severity. `nil` leaves the default.
public struct RuleSetting: Sendable, Hashable {
    /// Whether the rule runs; nil keeps the rule's default.
    public var isEnabled: Bool?
    /// The severity its findings get; nil keeps the rule's default.
    public var severity: Severity?

    /// Creates a setting.
    /// - Parameters:
    ///   - isEnabled: On, off, or the default (nil).
    ///   - severity: A severity, or the default (nil).
    public init(isEnabled: Bool? = nil, severity: Severity? = nil) {
        self.isEnabled = isEnabled
        self.severity = severity
    }

    /// This setting with the non-nil parts of `other` laid over it.
    func overlaid(with other: RuleSetting) -> RuleSetting {
        RuleSetting(isEnabled: other.isEnabled ?? isEnabled, severity: other.severity ?? severity)
    }
}

/// The settings of a lint run read from `.nibload.json` (or the defaults when there is none).
///
/// The file is a JSON object (JSON Schema: `Schema/nibload-lint-config.schema.json`):
///
/// ```json
/// {
///   "rules": { "unknown-element": "note", "cross-scene-connection": "error", "duplicate-id": "off",
///              "unused-outlet": { "enabled": true, "severity": "error" } },
///   "include": ["App/**"],
///   "exclude": ["Pods", "**/Legacy/*.xib"],
///   "overrides": [ { "paths": ["Tests/**"], "rules": { "view-outlet-missing": "off" } } ],
///   "sources": ["App", "Kit/Sources"],
///   "modules": { "AppKitExtras": "Kit/Sources" },
///   "schema": "Schema/ib-document.rng",
///   "ignore": [ { "file": "App/Main.storyboard", "rule": "cross-scene-connection", "object": "BYZ-38-t0r" } ]
/// }
/// ```
///
/// A rule value is `"error"`, `"warning"` or `"note"` (enables the rule at that severity), `"on"`
/// or `true` (enables it), `"off"` or `false` (disables it), or an object with `enabled` and
/// `severity`. Patterns are ``GlobPattern``s relative to the file's folder; later overrides win.
/// Paths in `sources`, `modules` and `schema` are relative to the file's folder too.
public struct LintConfiguration: Sendable {
    /// A per-path override.
    public struct Override: Sendable {
        /// The paths it applies to.
        public var paths: [GlobPattern]
        /// Rule settings laid over the top-level ones for those paths.
        public var rules: [String: RuleSetting]

        /// Creates an override.
        public init(paths: [GlobPattern], rules: [String: RuleSetting]) {
            self.paths = paths
            self.rules = rules
        }
    }

    /// The configuration file, when one was read.
    public var file: String?
    /// The absolute folder patterns and relative paths are resolved against.
    public var baseDirectory: String
    /// Rule settings by rule id.
    public var rules: [String: RuleSetting]
    /// When not empty, only files matching one of these are linted.
    public var include: [GlobPattern]
    /// Files matching any of these are not linted.
    public var exclude: [GlobPattern]
    /// Per-path rule settings, in order (later ones win).
    public var overrides: [Override]
    /// Folders of Swift (and Objective-C) sources, absolute.
    public var sources: [String]
    /// Module name → absolute source folder, in the order written.
    public var modules: [(name: String, directory: String)]
    /// A RELAX NG schema to validate against (the `schema` rule), absolute.
    public var schema: String?
    /// Findings dropped by file, rule and object id (`ignore`).
    public var ignore: [IgnoreEntry] = []

    /// The defaults: every rule at its default setting, every file included, resolved against `base`.
    /// - Parameter baseDirectory: The folder patterns are relative to (absolute); the current
    ///   directory when nil.
    public init(baseDirectory: String? = nil) {
        file = nil
        self.baseDirectory = FilePath.absolute(baseDirectory ?? ".")
        rules = [:]
        include = []
        exclude = []
        overrides = []
        sources = []
        modules = []
        schema = nil
    }

    /// Whether a file is linted, given its include and exclude patterns.
    /// - Parameter path: The file, absolute or relative to the current directory.
    public func includes(_ path: String) -> Bool {
        let absolute = FilePath.absolute(path)
        guard let relative = FilePath.relative(absolute, to: baseDirectory) else {
            // Outside the configuration's folder: patterns cannot name it; include unless `include` is set.
            return include.isEmpty
        }
        if exclude.contains(where: { $0.matches(relative) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relative) }
    }

    /// The setting of every rule for one file: top-level settings, then each matching override.
    /// - Parameter path: The file, absolute or relative to the current directory.
    /// - Returns: Rule id → setting (rules not mentioned are absent).
    public func ruleSettings(forFile path: String) -> [String: RuleSetting] {
        var settings = rules
        guard !overrides.isEmpty else { return settings }
        let absolute = FilePath.absolute(path)
        guard let relative = FilePath.relative(absolute, to: baseDirectory) else { return settings }
        for override in overrides where override.paths.contains(where: { $0.matches(relative) }) {
            for (id, setting) in override.rules {
                settings[id] = (settings[id] ?? RuleSetting()).overlaid(with: setting)
            }
        }
        return settings
    }
}
