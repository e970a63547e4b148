public import NibDiagnostics
internal import NibJSON
internal import NibPrimitives

/// Why a configuration file cannot be used. The command line reports it and exits with 64.
public struct ConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, lower case, no trailing period.
    public var message: String
    /// Where, when the problem is inside the file.
    public var location: SourceLocation?

    /// Creates an error.
    public init(message: String, location: SourceLocation?) {
        self.message = message
        self.location = location
    }

    /// `file:line:col: message`, or the message alone when there is no location.
    public var description: String { (location.map { "\($0): " } ?? "") + message }

    /// The error as a diagnostic (id `invalid-configuration`).
    public var diagnostic: Diagnostic {
        Diagnostic(id: .invalidConfiguration, severity: .error, message: message, location: location)
    }
}

/// Finds and reads `.nibload.json` files.
public enum ConfigurationLoader {
    /// The name of the configuration file looked for.
    public static let fileName = ".nibload.json"
    /// The largest configuration file read, in bytes (1 MiB): far above any real one, and a bound on
    /// what `--config /dev/zero` or a machine-made file can cost.
    public static let defaultMaximumBytes = 1 << 20

    /// Finds the configuration for a lint run: the nearest `.nibload.json` in the deepest folder
    /// that contains every linted path, or in one of its parents.
    /// - Parameters:
    ///   - paths: The paths given on the command line (files or folders).
    ///   - maximumBytes: The largest file read; a longer one is an error at its first byte past the limit.
    /// - Returns: The configuration read, or the defaults (resolved against the current directory)
    ///   when no file is found.
    /// - Throws: ``ConfigurationError`` when the file found is not valid.
    public static func discover(
        for paths: [String], maximumBytes: Int = ConfigurationLoader.defaultMaximumBytes
    ) throws(ConfigurationError) -> LintConfiguration {
        guard let found = find(for: paths) else { return LintConfiguration() }
        return try load(path: found, maximumBytes: maximumBytes)
    }

    /// The `.nibload.json` that ``discover(for:maximumBytes:)`` would read, if any.
    /// - Parameter paths: The linted paths.
    public static func find(for paths: [String]) -> String? {
        let start = commonFolder(of: paths.isEmpty ? ["."] : paths)
        var folder: String? = start
        while let current = folder {
            let candidate = FilePath.join(current, fileName)
            if FilePath.kind(of: candidate) == .file { return candidate }
            folder = FilePath.parent(current)
        }
        return nil
    }

    /// The deepest folder containing every path (a file counts as its folder).
    static func commonFolder(of paths: [String]) -> String {
        var common: [Substring]?
        for path in paths {
            var absolute = FilePath.absolute(path)
            if FilePath.kind(of: absolute) != .directory, let parent = FilePath.parent(absolute) { absolute = parent }
            let parts = absolute.split(separator: "/")
            if let current = common {
                common = Array(zip(current, parts).prefix { $0 == $1 }.map(\.0))
            } else {
                common = parts
            }
        }
        return "/" + (common ?? []).joined(separator: "/")
    }

    /// Reads a configuration file.
    /// - Parameters:
    ///   - path: The file.
    ///   - maximumBytes: The largest file read; a longer one is an error at its first byte past the limit.
    /// - Returns: The configuration, with relative paths resolved against the file's folder.
    /// - Throws: ``ConfigurationError`` when it cannot be read, is too large or is not valid.
    public static func load(
        path: String, maximumBytes: Int = ConfigurationLoader.defaultMaximumBytes
    ) throws(ConfigurationError) -> LintConfiguration {
        let read = FilePath.kind(of: path) == .directory ? .failed : FilePath.readBytes(path, atMost: maximumBytes)
        let text: String
        switch read {
        case .bytes(let bytes):
            text = String(decoding: bytes, as: UTF8.self)
        case .tooLarge(let prefix):
            throw ConfigurationError(
                message: "the configuration file is longer than \(maximumBytes) bytes; nibload reads no more",
                location: endLocation(of: prefix, file: path))
        case .failed:
            let reason = FilePath.kind(of: path) == .directory ? "is a directory" : FilePath.lastErrorMessage()
            throw ConfigurationError(message: "cannot read the configuration file '\(path)': \(reason)", location: nil)
        }
        let folder = FilePath.parent(FilePath.absolute(path)) ?? "/"
        return try parse(text: text, file: path, baseDirectory: folder)
    }

    /// Parses configuration text.
    /// - Parameters:
    ///   - text: The JSON text.
    ///   - file: The name used in error locations.
    ///   - baseDirectory: The folder relative paths and patterns are resolved against.
    /// - Returns: The configuration.
    /// - Throws: ``ConfigurationError`` at the offending position.
    public static func parse(text: String, file: String, baseDirectory: String) throws(ConfigurationError)
        -> LintConfiguration
    {
        func location(_ position: JSONPosition) -> SourceLocation {
            SourceLocation(file: file, line: position.line, column: position.column)
        }
        func fail(_ message: String, _ position: JSONPosition) -> ConfigurationError {
            ConfigurationError(message: message, location: location(position))
        }
        let root: JSONValue
        do {
            root = try JSONReader.parse(text)
        } catch {
            throw ConfigurationError(message: "malformed JSON: \(error.message)", location: location(error.position))
        }
        guard let members = root.members else {
            throw fail("the configuration must be a JSON object, not \(root.kindName)", root.position)
        }
        var configuration = LintConfiguration(baseDirectory: baseDirectory)
        configuration.file = file
        for member in members { try apply(member, to: &configuration, fail: fail) }
        return configuration
    }

    /// The reporter of a configuration problem at a position.
    typealias Failure = (String, JSONPosition) -> ConfigurationError

    /// Sets what one top-level key of the file says.
    private static func apply(
        _ member: JSONValue.Member, to configuration: inout LintConfiguration, fail: Failure
    ) throws(ConfigurationError) {
        let base = configuration.baseDirectory
        switch member.key {
        case "$schema":
            guard member.value.stringValue != nil else {
                throw fail("'$schema' must be a string", member.value.position)
            }
        case "rules":
            configuration.rules = try parseRules(member.value, fail: fail)
        case "include":
            configuration.include = try strings(member.value, name: "include", fail: fail).map { GlobPattern($0) }
        case "exclude":
            configuration.exclude = try strings(member.value, name: "exclude", fail: fail).map { GlobPattern($0) }
        case "overrides":
            configuration.overrides += try parseOverrides(member.value, fail: fail)
        case "sources":
            configuration.sources = try strings(member.value, name: "sources", fail: fail).map {
                FilePath.absolute($0, relativeTo: base)
            }
        case "modules":
            configuration.modules += try parseModules(member.value, base: base, fail: fail)
        case "schema":
            guard let schema = member.value.stringValue else {
                throw fail("'schema' must be a string (the path of a RELAX NG file)", member.value.position)
            }
            configuration.schema = FilePath.absolute(schema, relativeTo: base)
        case "ignore":
            configuration.ignore = try IgnoreEntry.parseList(member.value, fail: fail)
        default:
            let known = ["rules", "include", "exclude", "overrides", "sources", "modules", "schema", "ignore"]
            let hint = SpellingSuggestion.nearest(to: member.key, in: known).map { "; did you mean '\($0)'?" } ?? ""
            throw fail("unknown key '\(member.key)'\(hint)", member.keyPosition)
        }
    }

    /// `overrides`: an array of objects with `paths` (required) and `rules`.
    private static func parseOverrides(_ value: JSONValue, fail: Failure) throws(ConfigurationError)
        -> [LintConfiguration.Override]
    {
        guard let list = value.elements else {
            throw fail("'overrides' must be an array of objects, not \(value.kindName)", value.position)
        }
        var overrides: [LintConfiguration.Override] = []
        for entry in list {
            guard let fields = entry.members else {
                throw fail("each override must be an object, not \(entry.kindName)", entry.position)
            }
            var paths: [GlobPattern]?
            var rules: [String: RuleSetting] = [:]
            for field in fields {
                switch field.key {
                case "paths":
                    paths = try strings(field.value, name: "paths", fail: fail).map { GlobPattern($0) }
                case "rules":
                    rules = try parseRules(field.value, fail: fail)
                default:
                    throw fail(
                        "unknown key '\(field.key)' in an override; expected 'paths' or 'rules'", field.keyPosition)
                }
            }
            guard let paths, !paths.isEmpty else {
                throw fail("an override needs a non-empty 'paths' array", entry.position)
            }
            overrides.append(LintConfiguration.Override(paths: paths, rules: rules))
        }
        return overrides
    }

    /// `modules`: module names to folders, resolved against `base`.
    private static func parseModules(
        _ value: JSONValue, base: String, fail: Failure
    ) throws(ConfigurationError) -> [(name: String, directory: String)] {
        guard let entries = value.members else {
            throw fail(
                "'modules' must be an object mapping module names to folders, not \(value.kindName)", value.position)
        }
        var modules: [(name: String, directory: String)] = []
        for entry in entries {
            guard let folder = entry.value.stringValue else {
                throw fail("the folder of module '\(entry.key)' must be a string", entry.value.position)
            }
            guard Self.isIdentifier(entry.key) else {
                throw fail("'\(entry.key)' is not a valid module name", entry.keyPosition)
            }
            modules.append((entry.key, FilePath.absolute(folder, relativeTo: base)))
        }
        return modules
    }

    /// The position just after `bytes` (of the first byte past a size limit), columns in UTF-8 bytes.
    private static func endLocation(of bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(file: file, line: line, column: bytes.count - lineStart + 1)
    }

    private static func strings(
        _ value: JSONValue, name: String, fail: (String, JSONPosition) -> ConfigurationError
    ) throws(ConfigurationError) -> [String] {
        guard let elements = value.elements else {
            throw fail("'\(name)' must be an array of strings, not \(value.kindName)", value.position)
        }
        var result: [String] = []
        for element in elements {
            guard let text = element.stringValue else {
                throw fail("'\(name)' must contain only strings, found \(element.kindName)", element.position)
            }
            guard !text.isEmpty else { throw fail("'\(name)' contains an empty string", element.position) }
            result.append(text)
        }
        return result
    }

    private static func parseRules(
        _ value: JSONValue, fail: (String, JSONPosition) -> ConfigurationError
    ) throws(ConfigurationError) -> [String: RuleSetting] {
        guard let members = value.members else {
            throw fail("'rules' must be an object mapping rule ids to settings, not \(value.kindName)", value.position)
        }
        var rules: [String: RuleSetting] = [:]
        for member in members {
            // A former id (an alias) sets every rule it stands for; a rule's own id, wherever it is, wins.
            for id in RuleRegistry.expanding(member.key) {
                guard let description = RuleRegistry.description(forID: id) else {
                    let hint =
                        SpellingSuggestion.nearest(to: member.key, in: RuleRegistry.ids).map {
                            "; did you mean '\($0)'?"
                        } ?? ""
                    throw fail("unknown rule id '\(member.key)'\(hint)", member.keyPosition)
                }
                let setting = try parseSetting(member.value, rule: member.key, fail: fail)
                if description.isAlwaysOn,
                    setting.isEnabled == false || (setting.severity.map { $0 != .error } ?? false)
                {
                    throw fail(
                        "the rule '\(member.key)' is always on at error severity and cannot be changed",
                        member.value.position)
                }
                if id != member.key, members.contains(where: { $0.key == id }) { continue }
                rules[id] = setting
            }
        }
        return rules
    }

    private static func parseSetting(
        _ value: JSONValue, rule: String, fail: (String, JSONPosition) -> ConfigurationError
    ) throws(ConfigurationError) -> RuleSetting {
        let expected = "expected \"error\", \"warning\", \"note\", \"on\", \"off\", true, false or an object"
        switch value.kind {
        case .bool(let flag):
            return RuleSetting(isEnabled: flag)
        case .string(let word):
            switch word {
            case "on": return RuleSetting(isEnabled: true)
            case "off": return RuleSetting(isEnabled: false)
            default:
                guard let severity = Severity(rawValue: word) else {
                    throw fail("invalid setting \"\(word)\" for rule '\(rule)'; \(expected)", value.position)
                }
                return RuleSetting(isEnabled: true, severity: severity)
            }
        case .object(let fields):
            var setting = RuleSetting()
            for field in fields {
                switch field.key {
                case "enabled":
                    guard case .bool(let flag) = field.value.kind else {
                        throw fail("'enabled' must be true or false", field.value.position)
                    }
                    setting.isEnabled = flag
                case "severity":
                    guard let word = field.value.stringValue, let severity = Severity(rawValue: word) else {
                        throw fail("'severity' must be \"error\", \"warning\" or \"note\"", field.value.position)
                    }
                    setting.severity = severity
                default:
                    throw fail(
                        "unknown key '\(field.key)' in the setting of rule '\(rule)'; expected 'enabled' or 'severity'",
                        field.keyPosition)
                }
            }
            return setting
        default:
            throw fail("invalid setting for rule '\(rule)': \(value.kindName); \(expected)", value.position)
        }
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }
}
