import NibArchive
import NibDiagnostics

/// `segue-destination-not-controller`: a segue leads to something that is not a view controller (one of the checks `segue-destination-invalid` made).
struct SegueDestinationNotControllerRule: Rule {
    static let description = RuleDescription(
        id: "segue-destination-not-controller",
        summary: "a segue leads to something that is not a view controller",
        details: """
            A segue other than an unwind segue must lead to a view controller (or a storyboard \
            reference to one). UIKit raises an exception when it instantiates a segue to a view, a \
            label or another object. This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.buttonSceneWithExit(#"<segue ↓destination="lbl" kind="show" id="g1"/>"#))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.buttonSceneWithExit(#"<segue destination="child" kind="show" id="g1"/>"#))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.destinationNotController, in: document, into: &output)
    }
}
