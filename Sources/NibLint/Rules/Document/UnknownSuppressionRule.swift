import NibDiagnostics
import NibPrimitives
import NibSwiftSource

/// `unknown-suppression`: a `nibload:` comment that names an unknown rule or directive.
struct UnknownSuppressionRule: Rule {
    static let description = RuleDescription(
        id: "unknown-suppression",
        summary: "a suppression comment names a rule or directive nibload does not have",
        details: """
            A `<!-- nibload:disable … -->` comment in a document, or a `// nibload:disable …` comment in a \
            Swift file, names a rule id that does not exist (a typo, or a rule that was renamed), or the \
            comment's directive is neither `disable` nor `disable-file`. Such a comment silences nothing, \
            so the finding it was written for still shows up — or, worse, a misspelt directive goes \
            unnoticed until the rule it meant is turned on. The finding points at the comment and \
            suggests the closest rule id or directive.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .document,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    ↓<!-- nibload:disable ambiguous-layuot -->
                                    <label ambiguous="YES" id="l1"/>
                                    ↓<!-- nibload:disabel misplaced-view -->
                                    <label misplaced="YES" id="l2"/>
                                </subviews>
                            </view>
                    """),
                swiftSources: [
                    (
                        "CardViewController.swift",
                        """
                        class CardViewController: UIViewController {
                            ↓// nibload:disable unused-outlets
                            @IBOutlet var subtitle: UILabel!
                        }
                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <!-- nibload:disable-file duplicate-constraint -->
                            <view id="main">
                                <subviews>
                                    <!-- nibload:disable ambiguous-layout, misplaced-view -->
                                    <label ambiguous="YES" id="l1"/>
                                    <!-- an ordinary comment that mentions nibload -->
                                </subviews>
                            </view>
                    """),
                swiftSources: [
                    (
                        "CardViewController.swift",
                        """
                        class CardViewController: UIViewController {
                            // nibload:disable unused-outlet
                            @IBOutlet var subtitle: UILabel!
                            @IBAction func share(_ sender: Any) {} // nibload:disable
                        }
                        """
                    )
                ])
        ])

    /// The directives a comment can have after `nibload:`.
    static let directives = ["disable", "disable-file"]

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        for comment in document.tree.comments {
            report(
                comment.text, at: SourceLocation(file: document.file, line: comment.line, column: comment.column),
                into: &output)
        }
    }

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        for directive in project.sources?.directives ?? [] {
            report(directive.text, at: directive.position, into: &output)
        }
    }

    /// Reports what is unknown in one comment's text.
    private func report(_ text: String, at location: SourceLocation, into output: inout RuleOutput) {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.hasPrefix(Suppressions.prefix) else { return }
        guard let (_, rules) = Suppressions.parse(text) else {
            let word = String(trimmed.dropFirst(Suppressions.prefix.count).prefix { !($0.isWhitespace || $0 == ",") })
            let hint = SpellingSuggestion.nearest(to: word, in: Self.directives).map {
                "; did you mean 'nibload:\($0)'?"
            }
            output.report(
                "'\(Suppressions.prefix)\(word)' is not a nibload directive (they are 'nibload:disable' and 'nibload:disable-file')\(hint ?? "; the comment silences nothing")",
                at: location)
            return
        }
        for id in (rules ?? []).sorted() where RuleRegistry.description(forID: id) == nil {
            let hint = SpellingSuggestion.nearest(to: id, in: RuleRegistry.ids).map { "; did you mean '\($0)'?" }
            output.report(
                "suppression comment names '\(id)', which is not a rule id\(hint ?? "; it silences nothing")",
                at: location)
        }
    }
}
