import NibDiagnostics

/// `legacy-format`: an Xcode 3/4 `<archive>` document, which nibload does not interpret.
struct LegacyFormatRule: Rule {
    static let description = RuleDescription(
        id: "legacy-format",
        summary: "the document uses the legacy Xcode 3/4 archive format",
        details: """
            Documents written before Xcode 5 have an `<archive>` root (`com.apple.InterfaceBuilder3.*.XIB` \
            format 7 or 8) instead of `<document>`. Current Xcode still compiles them, so the app works, but \
            nibload cannot check their connections: no other rule looks inside them. Open the file in a \
            current Xcode and save it to convert it.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .document,
        triggeringExamples: [
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                    <data><int key="IBDocument.SystemTarget">1280</int></data>
                </archive>
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(#"        <view id="v"/>"#))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard document.archive.isLegacyFormat, let root = document.tree.root else { return }
        let type = document.tree.attribute("type", of: root) ?? "unknown type"
        output.report(
            "legacy Xcode 3/4 <archive> document (\(type)); nibload checks nothing inside it until it is saved in a current Xcode",
            at: document.tree.location(of: root))
    }
}
