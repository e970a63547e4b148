import NibArchive
import NibDiagnostics

/// `autolayout-disabled`: a document that does not use Auto Layout.
struct AutolayoutDisabledRule: Rule {
    static let description = RuleDescription(
        id: "autolayout-disabled",
        summary: "the document does not use Auto Layout",
        details: """
            The document lays its views out with springs and struts (autoresizing masks) because \
            `useAutolayout` is not `YES`: layouts do not adapt to screen sizes, Dynamic Type or \
            localization. Turn on "Use Auto Layout" in the File inspector.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .hygiene,
        triggeringExamples: [
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                    <objects><view id="v"/></objects>
                </document>
                """),
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" ↓useAutolayout="NO">
                    <objects><view id="v"/></objects>
                </document>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(#"        <view id="v"/>"#))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard !document.archive.isLegacyFormat, !document.archive.document.useAutolayout, let root = document.tree.root,
            document.tree[root].name == "document"
        else { return }
        output.report(
            "the document does not use Auto Layout (useAutolayout is not YES)",
            at: document.tree.location(ofAttribute: "useAutolayout", of: root))
    }
}
