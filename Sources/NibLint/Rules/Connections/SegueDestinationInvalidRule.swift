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
            - an embed segue does not start from a container view;
            - an embed segue leads to a controller that embeds, directly or through other embeds, the \
            controller the segue starts from (loading the view would embed forever);
            - a relationship segue leads to its own container, or to a controller that contains that \
            container through its own relationships (the containers would contain each other).
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
                                    """)))),
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        ExampleDocuments.viewController(
                            "a", view: "av",
                            subviews: """
                                                            \(embedContainer("ac", to: "a", segue: "e1", marked: true))
                                                            \(embedContainer("ac2", to: "b", segue: "e2", marked: true))
                                """)) + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            ExampleDocuments.viewController(
                                "b", view: "bv",
                                subviews: """
                                                                \(embedContainer("bc", to: "a", segue: "e3", marked: true))
                                    """)) + "\n"
                        + tabBarScene("s3", segues: [#"<segue ↓destination="tabs" kind="relationship" relationship="viewControllers" id="r1"/>"#, #"<segue ↓destination="nav" kind="relationship" relationship="viewControllers" id="r2"/>"#]) + "\n" + navigationScene(#"<segue ↓destination="tabs" kind="relationship" relationship="rootViewController" id="r3"/>"#),
                    initial: "tabs"))
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
                                                                \(embedContainer("cv", to: "child", segue: "e1"))
                                    """), exit: "x2") + "\n"
                        + ExampleDocuments.plainScene("s3", controller: "child", view: "cv2"))),
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        ExampleDocuments.viewController(
                            "a", view: "av",
                            subviews: """
                                                            \(embedContainer("ac", to: "b", segue: "e1"))
                                                            \(embedContainer("ac2", to: "c", segue: "e2"))
                                """)) + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            ExampleDocuments.viewController(
                                "b", view: "bv",
                                subviews: """
                                                                \(embedContainer("bc", to: "c", segue: "e3"))
                                    """)) + "\n"
                        + ExampleDocuments.plainScene("s3", controller: "c", view: "cv")
                        + "\n"
                        + tabBarScene("s4", segues: [#"<segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>"#, #"<segue destination="a" kind="relationship" relationship="viewControllers" id="r2"/>"#]) + "\n" + navigationScene(#"<segue destination="b" kind="relationship" relationship="rootViewController" id="r3"/>"#),
                    initial: "tabs"))
        ])

    /// A container view `id` with an embed segue to `destination` (marked `↓` when expected to trigger).
    private static func embedContainer(_ id: String, to destination: String, segue: String, marked: Bool = false) -> String {
        """
        <containerView id="\(id)">
            <connections><segue \(marked ? "↓" : "")destination="\(destination)" kind="embed" id="\(segue)"/></connections>
        </containerView>
        """
    }

    /// A scene holding the tab bar controller `tabs` with the given relationship segues.
    private static func tabBarScene(_ sceneID: String, segues: [String]) -> String {
        ExampleDocuments.scene(
            sceneID,
            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    \(segues.joined(separator: "\n                    "))
                                </connections>
                            </tabBarController>
            """)
    }

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

    /// Controller-to-controller edges of one segue kind: embed segues go from the controller that
    /// encloses their container view, relationship segues from their container.
    private static func edges(of kind: String, in archive: Archive) -> [ObjectIndex: [ObjectIndex]] {
        var edges: [ObjectIndex: [ObjectIndex]] = [:]
        for connection in archive.connections where connection.kind == .segue && connection.segue?.kind == kind {
            guard let source = connection.source, let destination = connection.destination,
                let from = IBVocabulary.enclosingController(of: source, in: archive)
            else { continue }
            edges[from, default: []].append(destination)
        }
        return edges
    }

    /// Whether `target` can be reached from `start` along `edges` (`start` itself included).
    private static func reaches(_ start: ObjectIndex, _ target: ObjectIndex, along edges: [ObjectIndex: [ObjectIndex]]) -> Bool {
        var stack = [start]
        var seen: Set<ObjectIndex> = [start]
        while let current = stack.popLast() {
            if current == target { return true }
            for next in edges[current] ?? [] where seen.insert(next).inserted { stack.append(next) }
        }
        return false
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        let embedEdges = Self.edges(of: "embed", in: archive)
        let relationshipEdges = Self.edges(of: "relationship", in: archive)
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
                if let source = connection.source, Self.reaches(destination, source, along: relationshipEdges) {
                    let how =
                        destination == source
                        ? "its own container"
                        : "\(IBVocabulary.describe(target)), which contains \(IBVocabulary.describe(container)) through its own relationships"
                    output.report(
                        "relationship segue '\(relationship)' from \(IBVocabulary.describe(container)) leads to \(how): the containers would contain each other",
                        at: at)
                    continue
                }
            case "embed":
                if let source = sourceObject, source.element != "containerView" {
                    output.report(
                        "embed segue starts from \(IBVocabulary.describe(source)), not from a container view", at: at)
                    continue
                }
                if let source = connection.source, let controller = IBVocabulary.enclosingController(of: source, in: archive),
                    Self.reaches(destination, controller, along: embedEdges)
                {
                    let how =
                        destination == controller
                        ? "the controller it starts from"
                        : "\(IBVocabulary.describe(target)), which embeds \(IBVocabulary.describe(archive[controller])) through its own embed segues"
                    output.report(
                        "embed segue\(segue.identifier.quotedSuffix) leads to \(how): loading the view would embed forever", at: at)
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
