import NibArchive
import NibDiagnostics

/// `duplicate-segue-identifier`: two segues of one controller share an identifier.
struct DuplicateSegueIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-segue-identifier",
        summary: "two segues from the same controller share an identifier",
        details: """
            `performSegue(withIdentifier:sender:)` picks a segue of the source controller by identifier, \
            and `prepare(for:sender:)` tells segues apart by it. Segues of one controller — including those \
            from its buttons, cells and bar items — that share an identifier but lead to different places \
            or in different ways make that ambiguous. Segues with the same identifier, kind and \
            destination (the same transition from several cells, for example) are not reported.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    twoButtons(secondSegue: #"<segue destination="d2" kind="show" ↓identifier="next" id="g2"/>"#) + "\n"
                        + ExampleDocuments.plainScene("s2", controller: "d1", view: "d1v") + "\n"
                        + ExampleDocuments.plainScene("s3", controller: "d2", view: "d2v")))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    twoButtons(secondSegue: #"<segue destination="d1" kind="show" identifier="next" id="g2"/>"#) + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            """
                                            <viewController id="d1" sceneMemberID="viewController">
                                                <view key="view" id="d1v"/>
                                                <connections><segue destination="vc" kind="show" identifier="next" id="g3"/></connections>
                                            </viewController>
                            """)))
        ])

    /// Scene `s1`: controller `vc` with two buttons, the first segueing to `d1` as `next`.
    private static func twoButtons(secondSegue: String) -> String {
        ExampleDocuments.scene(
            "s1",
            ExampleDocuments.viewController(
                "vc", view: "v",
                subviews: ExampleDocuments.button(
                    "b1", #"<segue destination="d1" kind="show" identifier="next" id="g1"/>"#)
                    + "\n" + ExampleDocuments.button("b2", secondSegue)))
    }

    /// A segue identifier within one controller.
    private struct Key: Hashable {
        var controller: ObjectIndex
        var identifier: String
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        // Connections read in place and keyed without a joined string: most are not segues.
        var first: [Key: Int] = [:]
        for position in archive.connections.indices where archive.connections[position].kind == .segue {
            guard let identifier = archive.connections[position].segue?.identifier, !identifier.isEmpty,
                let source = archive.connections[position].source
            else { continue }
            let controller = IBVocabulary.enclosingController(of: source, in: archive) ?? source
            let key = Key(controller: controller, identifier: identifier)
            guard let firstPosition = first[key] else {
                first[key] = position
                continue
            }
            let connection = archive.connections[position]
            let earlier = archive.connections[firstPosition]
            if earlier.destinationID == connection.destinationID, earlier.segue?.kind == connection.segue?.kind {
                continue
            }
            output.reportRepetition(
                "segue identifier '\(identifier)' is already used by another segue of \(IBVocabulary.describe(archive[controller]))",
                at: connection.location(ofAttribute: "identifier"), earlier: earlier.location)
        }
    }
}
