import NibArchive
import NibDiagnostics
import NibXML

/// A lint rule: metadata plus checks. One type per file in `Rules/`, listed in ``RuleRegistry``.
///
/// Most rules look at one document at a time (``check(_:into:)``, run in parallel over files).
/// Rules that need every document, such as storyboard references or unused outlets, implement
/// ``checkProject(_:into:)``, which runs once after all documents, over facts gathered from them.
protocol Rule: Sendable {
    /// What the rule checks.
    static var description: RuleDescription { get }
    /// Creates the rule.
    init()
    /// Checks one document.
    func check(_ document: LintDocument, into output: inout RuleOutput)
    /// Checks facts gathered from every document of the run.
    func checkProject(_ project: LintProject, into output: inout RuleOutput)
}

extension Rule {
    func check(_ document: LintDocument, into output: inout RuleOutput) {}
    func checkProject(_ project: LintProject, into output: inout RuleOutput) {}
}

/// Where a rule's findings go.
struct RuleOutput {
    /// The id of the rule writing.
    let ruleID: String
    /// The severity findings get unless the rule says otherwise.
    let defaultSeverity: Severity
    /// What was found.
    private(set) var diagnostics: [Diagnostic] = []

    init(rule: RuleDescription) {
        ruleID = rule.id
        defaultSeverity = rule.defaultSeverity
    }

    /// Records a finding.
    /// - Parameters:
    ///   - message: Lower case, no trailing period, names quoted.
    ///   - location: Where.
    ///   - notes: Related places.
    ///   - severity: A severity other than the rule's default, for findings the rule is less sure
    ///     of; a severity set in the configuration still wins.
    mutating func report(
        _ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = [], severity: Severity? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                id: DiagnosticID(ruleID), severity: severity ?? defaultSeverity, message: message, location: location,
                notes: notes))
    }
}

/// One parsed document, as rules see it.
struct LintDocument: Sendable {
    /// The file as named in findings.
    let file: String
    /// The element tree with comments and exact positions.
    let tree: XMLTree
    /// The interpreted archive.
    let archive: Archive
    /// The diagnostics of reading and interpreting the document (`ArchiveLoadResult.diagnostics`).
    let loadDiagnostics: [Diagnostic]
    /// The Swift sources of the run, when given.
    let sources: SourceModel?
    /// The RELAX NG validator of the run, when a schema was given.
    let schema: RelaxNGValidator?
    /// The images and colours of the linted tree, when an image or colour rule may run.
    var resources: ResourceCatalog? = nil
    /// The language `.strings` files of the document, when it lives in `Base.lproj`.
    var languageFiles: [LanguageFile] = []
    /// What several rules compute the same way, computed once for the document.
    let index = DocumentIndex()

    /// Whether the document is a storyboard.
    var isStoryboard: Bool { archive.document.isStoryboard }

    /// Whether some element or attribute of the document may have this name: false only when the
    /// parsed tree, which the archive is built from (unless the document is in the legacy format),
    /// has no such name, so that a rule looking for one name skips documents without it.
    func mayMention(_ name: String) -> Bool { archive.isLegacyFormat || tree.names.contains(name) }

    /// The name other storyboards use to refer to this one (`Main` for `Main.storyboard`).
    var storyboardName: String { FilePath.stem(file) }
}

/// What project-level rules see: facts from every document, and the sources.
struct LintProject: Sendable {
    /// Facts of every document, in file order.
    let documents: [DocumentFacts]
    /// The Swift sources, when given.
    let sources: SourceModel?
    /// The words and string literals of the sources, when a rule needs them (`orphan-xib`).
    var sourceNames: SourceNames? = nil
}
