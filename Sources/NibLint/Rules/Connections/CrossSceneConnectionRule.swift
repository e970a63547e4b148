import NibArchive
import NibDiagnostics

/// `cross-scene-connection`: an outlet or action between objects of different storyboard scenes.
struct CrossSceneConnectionRule: Rule {
    static let description = RuleDescription(
        id: "cross-scene-connection",
        summary: "a connection joins objects in different storyboard scenes",
        details: """
            Each storyboard scene is compiled into its own nib and instantiated separately, so an outlet or \
            action whose source and destination live in different scenes cannot be established at run time \
            (Xcode reports it as an error when compiling; a hand-edited or merged file gets past it). \
            Segues are meant to cross scenes and are not reported. Pass the object along in \
            `prepare(for:sender:)`, or use a delegate.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewController id="vc1" customClass="FirstViewController" sceneMemberID="viewController">
                                            <view key="view" id="v1"/>
                                            <connections>
                                                <outlet property="otherLabel" ↓destination="label2" id="o1"/>
                                            </connections>
                                        </viewController>
                        """) + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            """
                                            <viewController id="vc2" sceneMemberID="viewController">
                                                <view key="view" id="v2">
                                                    <subviews><label id="label2"/></subviews>
                                                </view>
                                            </viewController>
                            """)))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewController id="vc1" sceneMemberID="viewController">
                                            <view key="view" id="v1">
                                                <subviews><button id="b1"/></subviews>
                                                <connections><segue destination="vc2" kind="show" id="g1"/></connections>
                                            </view>
                                        </viewController>
                        """) + "\n"
                        + ExampleDocuments.plainScene("s2", controller: "vc2", view: "v2")))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        // Records read in place: copying every connection costs more than the check.
        for position in archive.connections.indices where archive.connections[position].kind != .segue {
            guard let source = archive.connections[position].source,
                let destination = archive.connections[position].destination,
                let sourceScene = archive.objects[source.rawValue].scene,
                let destinationScene = archive.objects[destination.rawValue].scene,
                sourceScene != destinationScene
            else { continue }
            let connection = archive.connections[position]
            output.report(
                "\(connection.kind.rawValue) '\(connection.label ?? "")' of \(IBVocabulary.describe(archive[source])) leads to \(IBVocabulary.describe(archive[destination])) in another scene; it cannot hold at run time",
                at: connection.location(ofAttribute: "destination", "target"),
                notes: [Diagnostic.Note(message: "the destination is here", location: archive[destination].location)])
        }
    }
}
