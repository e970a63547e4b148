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
                buttonScene(#"<segue ↓destination="lbl" kind="show" id="g1"/>"#))
        ],
        nonTriggeringExamples: [
            RuleExample(
                buttonScene(#"<segue destination="child" kind="show" id="g1"/>"#))
        ])

    /// A storyboard of one scene `s1` whose controller `vc` has a button `b` with the given segue, a
    /// label `lbl`, an Exit `x` and the view controller `child` in scene `s2`.
    private static func buttonScene(_ segue: String) -> String {
        ExampleDocuments.storyboard(
            ExampleDocuments.scene(
                "s1",
                ExampleDocuments.viewController(
                    "vc", view: "v",
                    subviews: ExampleDocuments.button("b", segue) + "\n" + "                            <label id=\"lbl\"/>"),
                exit: "x")
                + "\n" + ExampleDocuments.plainScene("s2", controller: "child", view: "cv"))
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.destinationNotController, in: document, into: &output)
    }
}
