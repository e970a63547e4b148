import NibArchive
public import NibDiagnostics
public import NibXML
internal import Synchronization

/// Settings of a lint run that do not come from the configuration file.
public struct LintOptions: Sendable {
    /// Threads to lint with; nil for one per processor. Output does not depend on it.
    public var jobs: Int?
    /// Turn warnings into errors (`--strict`).
    public var strict: Bool
    /// Folders and files of Swift/Objective-C sources (`--sources`), added to the configuration's.
    public var sources: [String]
    /// Module name → source folder (`--module NAME=DIR`), added to the configuration's.
    public var modules: [(name: String, directory: String)]
    /// A RELAX NG schema (`--schema`); overrides the configuration's.
    public var schema: String?
    /// Turn every rule on, whatever its default (benchmarks; the configuration still wins).
    public var enableAllRules: Bool
    /// Called with (documents done, documents in total) as documents finish, from any thread.
    public var progress: (@Sendable (Int, Int) -> Void)?
    /// Findings accepted earlier (`--baseline FILE`): the run reports only the others.
    public var baseline: Baseline?
    /// Compute every finding's ``FindingKey`` (``LintResult/keys``), as `--write-baseline` needs.
    public var recordsKeys = false
    /// Folders searched for asset catalogs and image files (the image and colour rules); the
    /// linted paths when ``LintRunner`` runs.
    public var resourcePaths: [String] = []
    /// Report only this shard's files (`--shard i/n`). Documents of other shards are still read
    /// where checks across documents use them (see ``Shard/needsReading(_:withSources:)``), but
    /// per-document rules run only on the shard's own.
    public var shard: Shard? = nil

    /// Creates options.
    /// - Parameters:
    ///   - jobs: Threads; nil for one per processor.
    ///   - strict: Warnings become errors.
    ///   - sources: Source folders.
    ///   - modules: Module folders.
    ///   - schema: A RELAX NG schema path.
    ///   - enableAllRules: Turn every rule on by default.
    ///   - progress: A progress callback.
    public init(
        jobs: Int? = nil, strict: Bool = false, sources: [String] = [],
        modules: [(name: String, directory: String)] = [],
        schema: String? = nil, enableAllRules: Bool = false, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) {
        self.jobs = jobs
        self.strict = strict
        self.sources = sources
        self.modules = modules
        self.schema = schema
        self.enableAllRules = enableAllRules
        self.progress = progress
    }
}

/// Why a lint run could not start. The command line picks the exit status for each case (usage
/// and configuration problems, or missing input) and prints the message as an error.
public enum LintSetupError: Error, Sendable, CustomStringConvertible {
    /// The configuration file is missing, unreadable or invalid.
    case configuration(ConfigurationError)
    /// The schema cannot be read or compiled.
    case schema(RelaxNGSchemaError)
    /// A linted path does not exist.
    case missingPaths([String])
    /// No document was found in the paths given.
    case noDocuments(paths: [String])
    /// A source path does not exist or cannot be read.
    case unreadableSources([String])
    /// The baseline file cannot be read.
    case unreadableBaseline(String)
    /// The baseline file is not valid.
    case baseline(ConfigurationError)

    /// What is wrong, lower case, without a severity word.
    public var message: String {
        switch self {
        case .configuration(let error), .baseline(let error): error.message
        case .schema(let error): error.message
        case .missingPaths(let paths): "no such file or directory: \(Self.quoted(paths))"
        case .noDocuments(let paths): "no .xib or .storyboard files found in \(Self.quoted(paths))"
        case .unreadableSources(let paths): "cannot read the sources \(Self.quoted(paths))"
        case .unreadableBaseline(let path): "cannot read the baseline '\(path)'"
        }
    }

    /// Where the problem is, when it is inside a file (a configuration, schema or baseline).
    public var location: SourceLocation? {
        switch self {
        case .configuration(let error), .baseline(let error): error.location
        case .schema(let error): error.location
        case .missingPaths, .noDocuments, .unreadableSources, .unreadableBaseline: nil
        }
    }

    /// `file:line:col: message`, or the message alone when there is no place.
    public var description: String { (location.map { "\($0): " } ?? "") + message }

    private static func quoted(_ paths: [String]) -> String { paths.map { "'\($0)'" }.joined(separator: ", ") }
}

/// Lints Interface Builder documents: each file is parsed exactly once (`XMLReader` then
/// `NibArchive/ArchiveLoader/interpret(_:)`), every enabled rule runs over the result, files are
/// processed in parallel, and the result is the same whatever the parallelism.
public struct Linter: Sendable {
    /// The configuration.
    public let configuration: LintConfiguration
    /// The options.
    public let options: LintOptions
    let sources: SourceModel?
    let schema: RelaxNGValidator?
    /// Texts of in-memory sources by name, for finding keys.
    var sourceTexts: [String: String] = [:]
    /// The words of the sources, when `orphan-xib` may run.
    var sourceNames: SourceNames?
    /// The images and colours of the linted tree, when an image or colour rule may run.
    var resources: ResourceCatalog?
    /// Whether a rule that needs ``resources`` may run.
    var needsResources: Bool {
        mayEnable(ImageMissingRule.description.id) || mayEnable(ColorMissingRule.description.id)
    }
    /// In-memory language `.strings` files (``lint(documents:swiftSources:modules:schemaText:stringsFiles:configuration:options:)``).
    var memoryStringsFiles: [(name: String, text: String)] = []
    private let rules: [any Rule]
    /// The rule table of every file when the configuration has no overrides (computed once).
    private var sharedFileRules: FileRules?

    /// Prepares a run: scans the sources and compiles the schema, if any.
    /// - Parameters:
    ///   - configuration: The configuration (``ConfigurationLoader``).
    ///   - options: Command-line settings.
    /// - Throws: ``LintSetupError`` when sources or schema cannot be read.
    public init(configuration: LintConfiguration, options: LintOptions = LintOptions()) throws(LintSetupError) {
        let sourcePaths = configuration.sources + options.sources
        let modules = configuration.modules + options.modules
        var sources: SourceModel?
        if !sourcePaths.isEmpty {
            let missing = sourcePaths.filter { FilePath.kind(of: $0) == .missing }
            guard missing.isEmpty else { throw .unreadableSources(missing) }
            let (model, unreadable) = SourceModel.load(paths: sourcePaths, modules: modules, jobs: options.jobs)
            guard unreadable.isEmpty else { throw .unreadableSources(unreadable) }
            sources = model
        }
        var schema: RelaxNGValidator?
        if let path = options.schema ?? configuration.schema {
            do {
                schema = try RelaxNGValidator(schemaPath: path)
            } catch {
                throw .schema(error)
            }
        }
        self.init(configuration: configuration, options: options, sources: sources, schema: schema)
        if sources != nil, mayEnable(OrphanXibRule.description.id) {
            sourceNames = SourceNames.collect(paths: sourcePaths)
        }
        if needsResources { resources = ResourceCatalog.scan(paths: options.resourcePaths + sourcePaths) }
    }

    init(configuration: LintConfiguration, options: LintOptions, sources: SourceModel?, schema: RelaxNGValidator?) {
        self.configuration = configuration
        self.options = options
        self.sources = sources
        self.schema = schema
        rules = RuleRegistry.rules.map { $0.init() }
        if configuration.overrides.isEmpty { sharedFileRules = ruleTable(configuration.rules) }
    }

    /// Lints in-memory documents and sources (tests, examples and editors).
    /// - Parameters:
    ///   - documents: Name (as findings show it) and XML text.
    ///   - swiftSources: Name and text of Swift (or Objective-C) files.
    ///   - modules: Module folders for the in-memory sources.
    ///   - schemaText: A RELAX NG schema text.
    ///   - resources: Resource files of the linted tree (asset catalog `Contents.json`, images), path and text.
    ///   - stringsFiles: Language `.strings` files (`de.lproj/Main.strings`) of `Base.lproj` documents.
    ///   - configuration: The configuration.
    ///   - options: The options (its `sources` and `schema` are ignored).
    /// - Returns: The result.
    /// - Throws: ``LintSetupError/schema(_:)`` when the schema does not compile.
    public static func lint(
        documents: [(name: String, text: String)], swiftSources: [(name: String, text: String)] = [],
        modules: [(name: String, directory: String)] = [], schemaText: String? = nil,
        resources: [(name: String, text: String)] = [], stringsFiles: [(name: String, text: String)] = [],
        configuration: LintConfiguration = LintConfiguration(), options: LintOptions = LintOptions()
    ) throws(LintSetupError) -> LintResult {
        let sources = swiftSources.isEmpty ? nil : SourceModel.scan(texts: swiftSources, modules: modules)
        var schema: RelaxNGValidator?
        if let schemaText {
            do {
                schema = try RelaxNGValidator(schemaText: schemaText, name: "schema.rng")
            } catch {
                throw .schema(error)
            }
        }
        var linter = Linter(configuration: configuration, options: options, sources: sources, schema: schema)
        linter.sourceTexts = Dictionary(
            swiftSources.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
        if sources != nil, linter.mayEnable(OrphanXibRule.description.id) {
            var names = SourceNames()
            for source in swiftSources { names.add(source.text) }
            linter.sourceNames = names
        }
        if linter.needsResources {
            let texts = Dictionary(resources.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
            linter.resources = ResourceCatalog(files: resources.map(\.name), read: { texts[$0] })
        }
        linter.memoryStringsFiles = stringsFiles
        let inputs = documents.map { Input.text(name: $0.name, text: $0.text) }
        return linter.run(inputs)
    }

    /// Lints files.
    /// - Parameter files: The documents, as ``FileDiscovery`` returns them.
    /// - Returns: The result; unreadable documents are `parse-error` findings.
    public func lint(files: [String]) -> LintResult {
        run(files.map { Input.file($0) })
    }

    enum Input: Sendable {
        case file(String)
        case text(name: String, text: String)

        var name: String {
            switch self {
            case .file(let path): path
            case .text(let name, _): name
            }
        }
    }

    /// What linting one document gave.
    struct DocumentOutcome: Sendable {
        var diagnostics: [Diagnostic]
        var facts: DocumentFacts
        var parseFailed: Bool
    }

    /// Which rules run for a file, and the configured severities.
    struct FileRules {
        var enabled: [Bool]
        var severities: [Severity?]
    }

    /// Whether a rule may run for some file (top-level settings, overrides or `--all-rules`).
    func mayEnable(_ id: String) -> Bool {
        let defaultOn = options.enableAllRules || (RuleRegistry.description(forID: id)?.isEnabledByDefault ?? false)
        if configuration.rules[id]?.isEnabled ?? defaultOn { return true }
        return configuration.overrides.contains { $0.rules[id]?.isEnabled == true }
    }

    func fileRules(for file: String) -> FileRules {
        sharedFileRules ?? ruleTable(configuration.ruleSettings(forFile: file))
    }

    func ruleTable(_ settings: [String: RuleSetting]) -> FileRules {
        var enabled: [Bool] = []
        var severities: [Severity?] = []
        for rule in rules {
            let description = type(of: rule).description
            let setting = settings[description.id]
            let available: Bool =
                switch description.requirement {
                case .none: true
                case .sources: sources != nil
                case .schema: schema != nil
                }
            if description.isAlwaysOn {
                enabled.append(true)
                severities.append(nil)
                continue
            }
            enabled.append(
                available && (setting?.isEnabled ?? (options.enableAllRules || description.isEnabledByDefault)))
            severities.append(setting?.severity)
        }
        return FileRules(enabled: enabled, severities: severities)
    }

    private func run(_ allInputs: [Input]) -> LintResult {
        let inputs = allInputs.filter { options.shard?.needsReading($0.name, withSources: sources != nil) ?? true }
        let outcomes = lintDocuments(inputs)
        var diagnostics = outcomes.flatMap(\.diagnostics)
        let project = LintProject(documents: outcomes.map(\.facts), sources: sources, sourceNames: sourceNames)
        diagnostics += projectDiagnostics(project, outcomes: outcomes)
        diagnostics.sort()
        DeadDocumentNotes.annotate(&diagnostics, documents: project.documents)
        var ownInputs = inputs
        if let shard = options.shard {
            diagnostics.removeAll { !shard.contains($0.location?.file ?? "") }
            ownInputs.removeAll { !shard.contains($0.name) }
        }
        let adopted = applyAdoption(diagnostics, inputs: ownInputs)
        diagnostics = adopted.findings
        if options.strict {
            for index in diagnostics.indices where diagnostics[index].severity == .warning {
                diagnostics[index].severity = .error
            }
        }
        var keys = adopted.keys
        if !keys.isEmpty {
            let sorted = zip(diagnostics, keys).sorted { $0.0 < $1.0 }
            diagnostics = sorted.map(\.0)
            keys = sorted.map(\.1)
        } else {
            diagnostics.sort()
        }
        return LintResult(
            findings: diagnostics, files: ownInputs.map(\.name),
            unreadableFiles: outcomes.filter(\.parseFailed).map(\.facts.file).filter {
                options.shard?.contains($0) ?? true
            },
            rules: enabledRuleDescriptions(), keys: keys, adoption: adopted.adoption)
    }

    /// Lints each document on its own, in parallel, reporting progress as they finish.
    private func lintDocuments(_ inputs: [Input]) -> [DocumentOutcome] {
        let total = inputs.count
        let done = Atomic<Int>(0)
        let progress = options.progress
        return ParallelMap.map(count: inputs.count, jobs: options.jobs) { index -> DocumentOutcome in
            let outcome = lintDocument(inputs[index])
            if let progress {
                let count = done.wrappingAdd(1, ordering: .relaxed).newValue
                progress(count, total)
            }
            return outcome
        }
    }

    /// What the project-wide rules find, without what each file's settings turn off or its
    /// suppressions (in the document or in the sources) silence, at each file's severities.
    private func projectDiagnostics(_ project: LintProject, outcomes: [DocumentOutcome]) -> [Diagnostic] {
        let suppressionsByFile = Dictionary(
            outcomes.compactMap { outcome in outcome.facts.suppressions.map { (outcome.facts.file, $0) } },
            uniquingKeysWith: { first, _ in first })
        var diagnostics: [Diagnostic] = []
        var rulesByFile: [String: FileRules] = [:]
        for (position, rule) in rules.enumerated() {
            let description = type(of: rule).description
            var output = RuleOutput(rule: description)
            rule.checkProject(project, into: &output)
            for diagnostic in output.diagnostics {
                let file = diagnostic.location?.file ?? ""
                let settings = rulesByFile[file] ?? fileRules(for: file)
                rulesByFile[file] = settings
                guard settings.enabled[position] else { continue }
                if let suppressions = suppressionsByFile[file],
                    suppressions.silences(description.id, at: diagnostic.location)
                {
                    continue
                }
                if let sources, sources.suppressions.silences(description.id, at: diagnostic.location) { continue }
                var adjusted = diagnostic
                if let severity = settings.severities[position] { adjusted.severity = severity }
                diagnostics.append(adjusted)
            }
        }
        return diagnostics
    }

    /// The rules enabled anywhere: at the top level of the configuration or in one of its overrides.
    private func enabledRuleDescriptions() -> [RuleDescription] {
        let topLevel = ruleTable(configuration.rules)
        return rules.enumerated().compactMap { position, rule -> RuleDescription? in
            let description = type(of: rule).description
            let anywhere =
                topLevel.enabled[position]
                || configuration.overrides.contains { override in
                    override.rules[description.id]?.isEnabled == true
                }
            return anywhere ? description : nil
        }
    }

    func lintDocument(_ input: Input) -> DocumentOutcome {
        let parsed: XMLParseResult =
            switch input {
            case .file(let path): XMLReader.parse(contentsOf: path)
            case .text(let name, let text): XMLReader.parse(string: text, file: name)
            }
        let file = input.name
        let loaded = ArchiveLoader.interpret(parsed)
        var document = LintDocument(
            file: file, tree: parsed.tree, archive: loaded.archive, loadDiagnostics: loaded.diagnostics,
            sources: sources,
            schema: schema, resources: resources)
        switch input {
        case .file(let path): document.languageFiles = LanguageFiles.onDisk(for: path)
        case .text(let name, _): document.languageFiles = LanguageFiles.matching(name, among: memoryStringsFiles)
        }
        let unreadable =
            parsed.failure != nil || loaded.diagnostics.contains { ParseErrorRule.sourceIDs.contains($0.id) }
        let suppressions = Suppressions(tree: parsed.tree)
        let settings = fileRules(for: file)
        var diagnostics: [Diagnostic] = []
        let inShard = options.shard?.contains(file) ?? true
        for (position, rule) in rules.enumerated() where inShard && settings.enabled[position] {
            let description = type(of: rule).description
            if unreadable && description.id != ParseErrorRule.id { continue }
            var output = RuleOutput(rule: description)
            rule.check(document, into: &output)
            for diagnostic in output.diagnostics where !suppressions.silences(description.id, at: diagnostic.location) {
                var adjusted = diagnostic
                if let severity = settings.severities[position] { adjusted.severity = severity }
                diagnostics.append(adjusted)
            }
        }
        let facts =
            unreadable
            ? DocumentFacts.unreadable(file)
            : DocumentFacts(document: document, suppressions: suppressions.isEmpty ? nil : suppressions)
        return DocumentOutcome(diagnostics: diagnostics, facts: facts, parseFailed: unreadable)
    }
}
