public import NibDiagnostics

/// What a rule checks and how it behaves by default: the data behind `nibload rules`, SARIF's rule
/// list, the configuration checks and the example tests.
public struct RuleDescription: Sendable {
    /// The stable, kebab-case id; findings carry it as their diagnostic id.
    public let id: String
    /// A one-line summary, lower case, no trailing period.
    public let summary: String
    /// A longer explanation in Markdown: why it matters, what exactly triggers it, how to fix it.
    public let details: String
    /// The severity findings get unless configured otherwise.
    public let defaultSeverity: Severity
    /// Whether the rule runs without being turned on in the configuration.
    public let isEnabledByDefault: Bool
    /// Which group of rules it belongs to.
    public let category: RuleCategory
    /// What the run must be given for the rule to run at all.
    public let requirement: RuleRequirement
    /// Whether the rule can be neither disabled nor downgraded (`parse-error`).
    public let isAlwaysOn: Bool
    /// Documents (and sources) that must trigger the rule, with `↓` where each finding is expected.
    /// Built on each use: a lint run never reads them, so start-up does not pay for them.
    public var triggeringExamples: [RuleExample] { makeTriggeringExamples() }
    /// Documents (and sources) that must not trigger the rule (built on each use, like
    /// ``triggeringExamples``).
    public var nonTriggeringExamples: [RuleExample] { makeNonTriggeringExamples() }
    private let makeTriggeringExamples: @Sendable () -> [RuleExample]
    private let makeNonTriggeringExamples: @Sendable () -> [RuleExample]

    /// Creates a description.
    /// - Parameters:
    ///   - id: The rule id.
    ///   - summary: The one-line summary.
    ///   - details: The longer explanation.
    ///   - defaultSeverity: The default severity.
    ///   - isEnabledByDefault: Whether it is on by default.
    ///   - category: Its group.
    ///   - requirement: What the run must be given.
    ///   - isAlwaysOn: Whether it cannot be turned off.
    ///   - triggeringExamples: Examples that must trigger it.
    ///   - nonTriggeringExamples: Examples that must not.
    public init(
        id: String, summary: String, details: String, defaultSeverity: Severity, isEnabledByDefault: Bool,
        category: RuleCategory, requirement: RuleRequirement = .none, isAlwaysOn: Bool = false,
        triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
        nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample]
    ) {
        self.id = id
        self.summary = summary
        self.details = details
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.category = category
        self.requirement = requirement
        self.isAlwaysOn = isAlwaysOn
        makeTriggeringExamples = triggeringExamples
        makeNonTriggeringExamples = nonTriggeringExamples
    }
}

/// A group of rules, in the order the reference lists them.
public enum RuleCategory: String, Sendable, Hashable, CaseIterable {
    /// Whether the document can be read at all.
    case document
    /// Connections, segues, ids and references inside documents.
    case connections
    /// Documents checked against the Swift sources (`--sources`).
    case sources
    /// Style and layout hygiene, off by default.
    case hygiene
    /// Language `.strings` files against their `Base.lproj` document.
    case localization

    /// The heading the rules reference uses.
    public var title: String {
        switch self {
        case .document: "Document"
        case .connections: "Connections and references"
        case .sources: "Against the Swift sources"
        case .hygiene: "Document hygiene"
        case .localization: "Localization"
        }
    }
}

/// What a lint run must be given for a rule to run.
public enum RuleRequirement: String, Sendable, Hashable {
    /// Nothing: the documents are enough.
    case none
    /// Swift sources (`--sources DIR…` or `sources` in the configuration).
    case sources
    /// A RELAX NG schema (`--schema FILE` or `schema` in the configuration).
    case schema
}

/// One example of a rule: a document, optionally other documents and Swift sources linted with it.
///
/// In every text, `↓` marks where a finding is expected (right before the attribute or element, or
/// before the declaration's name in Swift); the marker is removed before linting.
public struct RuleExample: Sendable {
    /// The main document.
    public var document: String
    /// The main document's file name (`.storyboard` or `.xib` matters to some rules).
    public var documentName: String
    /// Further documents linted in the same run, name and text.
    public var otherDocuments: [(name: String, text: String)]
    /// Swift sources given to the run, name and text.
    public var swiftSources: [(name: String, text: String)]
    /// A RELAX NG schema text, for the `schema` rule.
    public var schema: String?
    /// Language `.strings` files linted with the document (`de.lproj/Main.strings`), name and text.
    public var stringsFiles: [(name: String, text: String)]
    /// Configuration settings the example needs (`rules` entries), beyond enabling the rule itself.
    public var settings: [String: RuleSetting]
    /// Resource files of the linted tree (asset catalog `Contents.json` files and images), path
    /// and text, for the image and colour rules.
    public var resources: [(name: String, text: String)]

    /// Creates an example.
    /// - Parameters:
    ///   - document: The main document, with markers.
    ///   - name: Its file name; by default `Example.storyboard` when the text looks like a storyboard,
    ///     else `Example.xib`.
    ///   - otherDocuments: Further documents.
    ///   - swiftSources: Swift sources.
    ///   - schema: A RELAX NG schema.
    ///   - settings: Extra rule settings.
    ///   - resources: Resource files of the linted tree.
    ///   - stringsFiles: Language `.strings` files.
    public init(
        _ document: String, name: String? = nil, otherDocuments: [(name: String, text: String)] = [],
        swiftSources: [(name: String, text: String)] = [], schema: String? = nil, settings: [String: RuleSetting] = [:],
        resources: [(name: String, text: String)] = [], stringsFiles: [(name: String, text: String)] = []
    ) {
        self.resources = resources
        self.stringsFiles = stringsFiles
        self.document = document
        self.documentName = name ?? (document.contains("Storyboard") ? "Example.storyboard" : "Example.xib")
        self.otherDocuments = otherDocuments
        self.swiftSources = swiftSources
        self.schema = schema
        self.settings = settings
    }

    /// The marker that shows where a finding is expected.
    public static let marker: Character = "↓"
}
