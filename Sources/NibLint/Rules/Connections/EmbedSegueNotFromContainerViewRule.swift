import NibArchive
import NibDiagnostics

/// `embed-segue-not-from-container-view`: an embed segue does not start from a container view (one of the checks `segue-destination-invalid` made).
struct EmbedSegueNotFromContainerViewRule: Rule {
    static let description = RuleDescription(
        id: "embed-segue-not-from-container-view",
        summary: "an embed segue does not start from a container view",
        details: """
            An embed segue puts its destination's view inside a container view; from any other view \
            or object UIKit has nowhere to put it and raises an exception. This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                embedStoryboard(
                    """
                                            <view id="plain">
                                                <connections><segue ↓destination="child" kind="embed" id="e1"/></connections>
                                            </view>
                    """))
        ],
        nonTriggeringExamples: [
            RuleExample(
                embedStoryboard(SegueExamples.embedContainer("cv", to: "child", segue: "e1")))
        ])

    /// A controller `vc` whose view holds the given subview, and a view controller `child`.
    private static func embedStoryboard(_ subview: String) -> String {
        ExampleDocuments.storyboard(
            ExampleDocuments.scene("s1", ExampleDocuments.viewController("vc", view: "v", subviews: subview))
                + "\n" + ExampleDocuments.plainScene("s2", controller: "child", view: "cv2"))
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.embedNotFromContainerView, in: document, into: &output)
    }
}
