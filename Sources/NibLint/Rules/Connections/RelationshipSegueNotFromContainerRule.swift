import NibArchive
import NibDiagnostics

/// `relationship-segue-not-from-container`: a relationship segue starts from an object that is not a container controller (one of the checks `segue-destination-invalid` made).
struct RelationshipSegueNotFromContainerRule: Rule {
    static let description = RuleDescription(
        id: "relationship-segue-not-from-container",
        summary: "a relationship segue starts from an object that is not a container controller",
        details: """
            Only container controllers (navigation, tab bar, split view, page, window and tab view \
            controllers) have relationship segues; from a plain view controller the segue means \
            nothing, and UIKit raises an exception when it instantiates it. This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewController id="plain" sceneMemberID="viewController">
                                            <view key="view" id="pv"/>
                                            <connections>
                                                <segue ↓destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>
                                            </connections>
                                        </viewController>
                        """) + "\n" + ExampleDocuments.plainScene("s2", controller: "vc", view: "v")))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    SegueExamples.navigationScene(
                        "s1",
                        #"<segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>"#)
                        + "\n" + ExampleDocuments.plainScene("s2", controller: "vc", view: "v")))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.relationshipNotFromContainer, in: document, into: &output)
    }
}
