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
            RuleExample(ExampleDocuments.xib(#"        <view id="main"><subviews><label ↓misplaced="YES" id="l"/></subviews></view>"#))
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(#"        <view id="main"><subviews><label id="l"/></subviews></view>"#))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        for object in document.archive.objects {
            guard let attribute = object.attributes.attribute(named: "misplaced"), attribute.value == "YES" else { continue }
            output.report("\(IBVocabulary.describe(object)) is misplaced: its frame differs from its constraints", at: attribute.location)
        }
    }
}
