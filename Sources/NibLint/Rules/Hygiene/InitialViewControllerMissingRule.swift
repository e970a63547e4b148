import NibArchive
import NibDiagnostics

/// `initial-view-controller-missing`: a storyboard without an initial view controller.
struct InitialViewControllerMissingRule: Rule {
    static let description = RuleDescription(
        id: "initial-view-controller-missing",
        summary: "a storyboard has no initial view controller",
        details: """
            `instantiateInitialViewController()`, a storyboard set as the app's main interface and a \
            storyboard reference without an identifier all need an initial view controller. Storyboards \
            whose controllers are only instantiated by identifier do not, hence off by default.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .hygiene,
        triggeringExamples: [
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                    <scenes/>
                </document>
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.plainScene("s1", controller: "vc", view: "v"),
                    initial: "vc")),
            RuleExample(ExampleDocuments.xib(#"        <view id="v"/>"#)),
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard document.isStoryboard, document.archive.document.initialViewControllerID == nil,
            let root = document.tree.root
        else { return }
        output.report("the storyboard has no initial view controller", at: document.tree.location(of: root))
    }
}
