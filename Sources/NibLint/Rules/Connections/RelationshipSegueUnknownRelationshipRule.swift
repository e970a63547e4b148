import NibArchive
import NibDiagnostics

/// `relationship-segue-unknown-relationship`: a relationship segue names a relationship its container does not have (one of the checks `segue-destination-invalid` made).
struct RelationshipSegueUnknownRelationshipRule: Rule {
    static let description = RuleDescription(
        id: "relationship-segue-unknown-relationship",
        summary: "a relationship segue names a relationship its container does not have",
        details: """
            Each container has its own relationships: a navigation controller \
            `rootViewController`, a tab bar controller `viewControllers`, a split view controller \
            `masterViewController`/`detailViewController`/… or `splitItems`, a window controller \
            `window.shadowedContentViewController`, a tab view controller `tabItems`. UIKit raises an \
            exception for any other. This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                navigationStoryboard(
                    #"<segue ↓destination="vc" kind="relationship" relationship="viewControllers" id="r1"/>"#))
        ],
        nonTriggeringExamples: [
            RuleExample(
                navigationStoryboard(
                    #"<segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>"#))
        ])

    /// A navigation controller `nav` with one relationship segue, and a view controller `vc`.
    private static func navigationStoryboard(_ segue: String) -> String {
        ExampleDocuments.storyboard(
            SegueExamples.navigationScene("s1", segue) + "\n"
                + ExampleDocuments.plainScene("s2", controller: "vc", view: "v"))
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.unknownRelationship, in: document, into: &output)
    }
}
