import NibArchive
import NibDiagnostics

/// `segue-destination-invalid`: a segue that cannot be performed as written.
struct SegueDestinationInvalidRule: Rule {
    static let description = RuleDescription(
        id: "segue-destination-invalid",
        summary: "a segue leads somewhere it cannot go",
        details: """
            Reported when:
            - a segue other than an unwind segue leads to something that is not a view controller (or a \
            storyboard reference);
            - an unwind segue does not lead to its scene's Exit;
            - a relationship segue has a relationship its container does not have (a navigation controller \
            has `rootViewController`, a tab bar controller `viewControllers`, a split view controller \
            `masterViewController`/`detailViewController`/… or `splitItems`, a window controller \
            `window.shadowedContentViewController`, a tab view controller `tabItems`), or starts from an \
            object that is not a container;
            - an embed segue does not start from a container view.
            UIKit raises an exception when it instantiates such a segue (or the nib compiler rejects it).
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    navigationScene(#"<segue ↓destination="vc" kind="relationship" relationship="viewControllers" id="r1"/>"#)
                        + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            ExampleDocuments.viewController(
                                "vc", view: "v",
                                subviews: ExampleDocuments.button("b", #"<segue ↓destination="lbl" kind="show" id="g1"/>"#)
                                    + "\n"
                                    + """
                                                                <label id="lbl"/>
                                                                <view id="plain">
                                                                    <connections><segue ↓destination="vc" kind="embed" id="e1"/></connections>
                                                                </view>
                                    """))))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    navigationScene(#"<segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/>"#)
                        + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            ExampleDocuments.viewController(
                                "vc", view: "v",
                                subviews: ExampleDocuments.button(
                                    "b", #"<segue destination="child" kind="show" id="g1"/>"#,
                                    #"<segue destination="x2" kind="unwind" unwindAction="done:" id="u1"/>"#)
                                    + "\n"
                                    + """
                                                                <containerView id="cv">
                                                                    <connections><segue destination="child" kind="embed" id="e1"/></connections>
                                                                </containerView>
                                    """), exit: "x2") + "\n"
                        + ExampleDocuments.plainScene("s3", controller: "child", view: "cv2")))
        ])

    /// Scene `s1`: a navigation controller `nav` with one relationship segue.
    private static func navigationScene(_ segue: String) -> String {
        ExampleDocuments.scene(
            "s1",
            """
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" id="bar"/>
                                <connections>
                                    \(segue)
                                </connections>
                            </navigationController>
            """)
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        for connection in archive.connections where connection.kind == .segue {
            guard let segue = connection.segue, let destination = connection.destination else { continue }
            let target = archive[destination]
            let at = connection.location(ofAttribute: "destination")
            let sourceObject = connection.source.map { archive[$0] }
            switch segue.kind {
            case "unwind":
                if target.placeholder != .exit {
                    output.report(
                        "unwind segue '\(segue.identifier ?? segue.unwindAction ?? "")' leads to \(IBVocabulary.describe(target)), not to the scene's Exit",
                        at: at)
                }
                continue
            case "relationship":
                let relationship = segue.relationship ?? ""
                guard let container = sourceObject else { break }
                if let allowed = IBVocabulary.relationships[container.element] {
                    if !allowed.contains(relationship) {
                        let expected = allowed.sorted().map { "'\($0)'" }.joined(separator: ", ")
                        output.report(
                            "relationship segue '\(relationship)' from \(IBVocabulary.describe(container)) is not a relationship it has\(expected.isEmpty ? "" : " (expected \(expected))")",
                            at: at)
                        continue
                    }
                } else {
                    output.report(
                        "relationship segue '\(relationship)' starts from \(IBVocabulary.describe(container)), which is not a container controller",
                        at: at)
                    continue
                }
            case "embed":
                if let source = sourceObject, source.element != "containerView" {
                    output.report(
                        "embed segue starts from \(IBVocabulary.describe(source)), not from a container view", at: at)
                    continue
                }
            default:
                break
            }
            if !IBVocabulary.isController(target.element) {
                output.report(
                    "\(segue.kind) segue\(segue.identifier.quotedSuffix) leads to \(IBVocabulary.describe(target)), which is not a view controller",
                    at: at)
            }
        }
    }
}
