public import NibDiagnostics
internal import NibJSON

/// The findings a project has accepted (`nibload lint --write-baseline FILE`), so that a later run
/// with `--baseline FILE` reports only new ones.
///
/// The file is JSON (schema: `Schema/nibload-baseline.schema.json`): `{"version": 1, "findings":
/// [{"file", "rule", "object", "connection", "message"}]}`. Entries are matched by ``FindingKey``
/// (file relative to the baseline's folder, rule, object id, connection), never by line; the
/// message is for readers only. An entry matches one finding: two equal findings need two entries.
public struct Baseline: Sendable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable {
        /// What it matches.
        public var key: FindingKey
        /// The finding's message when it was recorded (not used to match).
        public var message: String
        /// Where the entry is written in the baseline file, when read from one.
        public var location: SourceLocation?

        /// Creates an entry.
        public init(key: FindingKey, message: String, location: SourceLocation? = nil) {
            self.key = key
            self.message = message
            self.location = location
        }
    }

    /// The format version this build reads and writes.
    public static let version = 1

    /// The entries, in file order.
    public var entries: [Entry]
    /// The absolute folder entry paths are relative to (the baseline file's folder).
    public var baseDirectory: String

    /// Creates a baseline.
    /// - Parameters:
    ///   - entries: The entries.
    ///   - baseDirectory: The folder their paths are relative to; the current directory when nil.
    public init(entries: [Entry], baseDirectory: String? = nil) {
        self.entries = entries
        self.baseDirectory = FilePath.absolute(baseDirectory ?? ".")
    }

    /// Reads a baseline file.
    /// - Parameter path: The file.
    /// - Returns: The baseline, paths relative to the file's folder.
    /// - Throws: ``LintSetupError/unreadableBaseline(_:)`` when it cannot be read,
    ///   ``LintSetupError/baseline(_:)`` at the offending position when it is not valid.
    public static func load(path: String) throws(LintSetupError) -> Baseline {
        guard FilePath.kind(of: path) == .file, let text = FilePath.readText(path) else {
            throw .unreadableBaseline(path)
        }
        do {
            return try parse(text: text, file: path, baseDirectory: FilePath.parent(FilePath.absolute(path)) ?? "/")
        } catch {
            throw .baseline(error)
        }
    }

    /// Parses baseline text.
    /// - Parameters:
    ///   - text: The JSON.
    ///   - file: The name used in positions.
    ///   - baseDirectory: The folder entry paths are relative to.
    /// - Throws: ``ConfigurationError`` at the offending position.
    public static func parse(text: String, file: String, baseDirectory: String) throws(ConfigurationError) -> Baseline {
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
            throw fail("a baseline must be a JSON object, not \(root.kindName)", root.position)
        }
        var entries: [Entry] = []
        var sawVersion = false
        for member in members {
            switch member.key {
            case "$schema":
                guard member.value.stringValue != nil else {
                    throw fail("'$schema' must be a string", member.value.position)
                }
            case "version":
                guard case .number(let number) = member.value.kind, number == String(version) else {
                    throw fail("'version' must be \(version)", member.value.position)
                }
                sawVersion = true
            case "findings":
                guard let list = member.value.elements else {
                    throw fail(
                        "'findings' must be an array of objects, not \(member.value.kindName)", member.value.position)
                }
                for item in list { entries.append(try entry(item, location: location, fail: fail)) }
            default:
                throw fail(
                    "unknown key '\(member.key)' in a baseline; expected 'version' or 'findings'", member.keyPosition)
            }
        }
        guard sawVersion else { throw fail("a baseline needs \"version\": \(version)", root.position) }
        return Baseline(entries: entries, baseDirectory: baseDirectory)
    }

    private static func entry(
        _ item: JSONValue, location: (JSONPosition) -> SourceLocation,
        fail: (String, JSONPosition) -> ConfigurationError
    ) throws(ConfigurationError) -> Entry {
        guard let fields = item.members else {
            throw fail("each baseline finding must be an object, not \(item.kindName)", item.position)
        }
        var values: [String: String] = [:]
        for field in fields {
            guard ["file", "rule", "object", "connection", "message"].contains(field.key) else {
                throw fail(
                    "unknown key '\(field.key)' in a baseline finding; expected 'file', 'rule', 'object', 'connection' or 'message'",
                    field.keyPosition)
            }
            guard let text = field.value.stringValue else {
                throw fail("'\(field.key)' must be a string", field.value.position)
            }
            values[field.key] = text
        }
        guard let file = values["file"], let rule = values["rule"] else {
            throw fail("a baseline finding needs 'file' and 'rule'", item.position)
        }
        return Entry(
            key: FindingKey(file: file, rule: rule, object: values["object"], connection: values["connection"]),
            message: values["message"] ?? "", location: location(item.position))
    }

    /// The baseline as JSON text in nibload's JSON style, entries sorted by key.
    public func jsonText() -> String {
        let sorted = entries.sorted { ($0.key, $0.message) < ($1.key, $1.message) }
        let findings: [JSONValue] = sorted.map { entry in
            var fields: [(String, JSONValue)] = [("file", .string(entry.key.file)), ("rule", .string(entry.key.rule))]
            if let object = entry.key.object { fields.append(("object", .string(object))) }
            if let connection = entry.key.connection { fields.append(("connection", .string(connection))) }
            fields.append(("message", .string(entry.message)))
            return .object(fields)
        }
        return JSONValue.object([("version", .int(Self.version)), ("findings", .array(findings))]).rendered()
    }
}

/// A baseline entry that matched no finding of a run over its file: the problem was fixed (or the
/// object renamed), and the entry can go.
public struct StaleBaselineEntry: Sendable, Hashable {
    /// The entry.
    public var entry: Baseline.Entry

    /// The entry as a note: `baseline.json:12:5: note: … [stale-baseline-entry]`.
    public var diagnostic: Diagnostic {
        let key = entry.key
        var what = "'\(key.rule)' in '\(key.file)'"
        if let object = key.object { what += " on object '\(object)'" }
        if let connection = key.connection { what += " (\(connection))" }
        return Diagnostic(
            id: .staleBaselineEntry, severity: .note,
            message: "baseline entry \(what) matches no finding any more; remove it (or rewrite the baseline)",
            location: entry.location)
    }
}
