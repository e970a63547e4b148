import NibArchive
import NibDiagnostics

/// `misplaced-view`: a view whose frame in the document differs from what its constraints give.
struct MisplacedViewRule: Rule {
    static let description = RuleDescription(
        id: "misplaced-view",
        summary: "a view whose frame does not match its constraints",
        details: """
            Interface Builder writes `misplaced="YES"` on a view whose frame on the canvas differs from \
            the frame its constraints produce; what you see in Interface Builder is not what runs. Update \
            the frames (Editor ▸ Resolve Auto Layout Issues ▸ Update Frames).
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .hygiene,
        triggeringExamples: [
            RuleExample(ExampleDocuments.xib(ExampleDocuments.viewWithLabel(#"↓misplaced="YES" "#)))
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(ExampleDocuments.viewWithLabel()))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        output.reportFlaggedObjects("misplaced", in: document) {
            "\(IBVocabulary.describe($0)) is misplaced: its frame differs from its constraints"
        }
    }
}
