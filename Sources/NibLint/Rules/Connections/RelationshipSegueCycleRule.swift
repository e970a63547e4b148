import NibArchive
import NibDiagnostics

/// `relationship-segue-cycle`: containers would contain each other through their relationship segues (one of the checks `segue-destination-invalid` made).
struct RelationshipSegueCycleRule: Rule {
    static let description = RuleDescription(
        id: "relationship-segue-cycle",
        summary: "containers would contain each other through their relationship segues",
        details: """
            A relationship segue that leads to its own container, or to a controller that contains \
            that container through its own relationships, would make the containers contain each \
            other; UIKit raises an exception when it loads them. This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    SegueExamples.tabBarScene(
                        "s1",
                        segues: [
                            #"<segue ↓destination="tabs" kind="relationship" relationship="viewControllers" id="r1"/>"#,
                            #"<segue ↓destination="nav" kind="relationship" relationship="viewControllers" id="r2"/>"#,
                        ])
                        + "\n"
                        + SegueExamples.navigationScene(
                            "s2",
                            #"<segue ↓destination="tabs" kind="relationship" relationship="rootViewController" id="r3"/>"#
                        ),
                    initial: "tabs"))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    SegueExamples.tabBarScene(
                        "s1",
                        segues: [
                            #"<segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>"#,
                            #"<segue destination="a" kind="relationship" relationship="viewControllers" id="r2"/>"#,
                        ])
                        + "\n"
                        + SegueExamples.navigationScene(
                            "s2",
                            #"<segue destination="b" kind="relationship" relationship="rootViewController" id="r3"/>"#)
                        + "\n" + ExampleDocuments.plainScene("s3", controller: "a", view: "av")
                        + "\n" + ExampleDocuments.plainScene("s4", controller: "b", view: "bv"),
                    initial: "tabs"))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.relationshipCycle, in: document, into: &output)
    }
}
