import NibArchive
import NibDiagnostics

/// `ambiguous-layout`: a view Interface Builder marked as ambiguously laid out.
struct AmbiguousLayoutRule: Rule {
    static let description = RuleDescription(
        id: "ambiguous-layout",
        summary: "a view whose Auto Layout constraints are ambiguous",
        details: """
            Interface Builder writes `ambiguous="YES"` on a view whose constraints do not determine its \
            position and size; at run time Auto Layout picks one of the possible layouts, which may differ \
            between devices and releases. Add the missing constraints (Editor ▸ Resolve Auto Layout Issues).
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .hygiene,
        triggeringExamples: [
            RuleExample(ExampleDocuments.xib(ExampleDocuments.viewWithLabel(#"↓ambiguous="YES" "#)))
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(ExampleDocuments.viewWithLabel()))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        output.reportFlaggedObjects("ambiguous", in: document) {
            "\(IBVocabulary.describe($0)) has an ambiguous layout"
        }
    }
}
