import NibArchive
import NibDiagnostics

/// `unwind-segue-not-to-exit`: an unwind segue does not lead to its scene's Exit (one of the checks `segue-destination-invalid` made).
struct UnwindSegueNotToExitRule: Rule {
    static let description = RuleDescription(
        id: "unwind-segue-not-to-exit",
        summary: "an unwind segue does not lead to its scene's Exit",
        details: """
            An unwind segue leads to the Exit placeholder of its scene; UIKit finds the controller \
            to unwind to from the segue's action. One that leads to a controller or a view is a \
            mistake of the document (the nib compiler rejects it). This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.buttonSceneWithExit(
                    #"<segue ↓destination="child" kind="unwind" unwindAction="done:" id="u1"/>"#))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.buttonSceneWithExit(
                    #"<segue destination="x" kind="unwind" unwindAction="done:" id="u1"/>"#))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.unwindNotToExit, in: document, into: &output)
    }
}
