internal import NibJSON
internal import NibPrimitives

/// One `ignore` entry of `.nibload.json`: findings it matches are dropped. Suppression by id rather
/// than by XML comment, because Interface Builder drops comments when it saves a document.
///
/// ```json
/// "ignore": [{ "file": "App/Main.storyboard", "rule": "cross-scene-connection", "object": "BYZ-38-t0r" }]
/// ```
public struct IgnoreEntry: Sendable, Hashable {
    /// The files it applies to: a pattern relative to the configuration's folder (an exact path is
    /// a pattern too).
    public var file: GlobPattern
    /// The rule; nil for every rule.
    public var rule: String?
    /// The object id (``FindingKey/object``); nil for the whole file.
    public var object: String?
    /// The connection (``FindingKey/connection``, such as `outlet:titleLabel`); nil for every
    /// finding on the object.
    public var connection: String?

    /// Creates an entry.
    public init(file: GlobPattern, rule: String? = nil, object: String? = nil, connection: String? = nil) {
        self.file = file
        self.rule = rule
        self.object = object
        self.connection = connection
    }

    /// Whether the entry matches a finding's key (its file relative to the configuration's folder).
    public func matches(_ key: FindingKey) -> Bool {
        guard file.matches(key.file) else { return false }
        if let rule, rule != key.rule, rule != RuleRegistry.alias(of: key.rule) { return false }
        if let object, object != key.object { return false }
        if let connection, connection != key.connection { return false }
        return true
    }
}

extension IgnoreEntry {
    /// Reads the `ignore` array of a configuration.
    static func parseList(
        _ value: JSONValue, fail: (String, JSONPosition) -> ConfigurationError
    ) throws(ConfigurationError) -> [IgnoreEntry] {
        guard let list = value.elements else {
            throw fail("'ignore' must be an array of objects, not \(value.kindName)", value.position)
        }
        var entries: [IgnoreEntry] = []
        for item in list {
            guard let fields = item.members else {
                throw fail("each 'ignore' entry must be an object, not \(item.kindName)", item.position)
            }
            var values: [String: String] = [:]
            for field in fields {
                guard ["file", "rule", "object", "connection"].contains(field.key) else {
                    let hint =
                        SpellingSuggestion.nearest(to: field.key, in: ["file", "rule", "object", "connection"])
                        .map { "; did you mean '\($0)'?" } ?? ""
                    throw fail("unknown key '\(field.key)' in an 'ignore' entry\(hint)", field.keyPosition)
                }
                guard let text = field.value.stringValue, !text.isEmpty else {
                    throw fail("'\(field.key)' of an 'ignore' entry must be a non-empty string", field.value.position)
                }
                if field.key == "rule", RuleRegistry.description(forID: text) == nil, RuleRegistry.aliases[text] == nil
                {
                    let hint =
                        SpellingSuggestion.nearest(to: text, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" }
                        ?? ""
                    throw fail("unknown rule id '\(text)'\(hint)", field.value.position)
                }
                values[field.key] = text
            }
            guard let file = values["file"] else { throw fail("an 'ignore' entry needs a 'file'", item.position) }
            guard values["rule"] != nil || values["object"] != nil else {
                throw fail(
                    "an 'ignore' entry needs a 'rule' or an 'object' (use 'exclude' to skip a whole file)",
                    item.position)
            }
            entries.append(
                IgnoreEntry(
                    file: GlobPattern(file), rule: values["rule"], object: values["object"],
                    connection: values["connection"]))
        }
        return entries
    }
}
