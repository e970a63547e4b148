import NibArchive
import NibDiagnostics

/// `duplicate-reuse-identifier`: two prototypes of one table or collection view share a reuse identifier.
struct DuplicateReuseIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-reuse-identifier",
        summary: "two prototype cells of one table or collection view share a reuse identifier",
        details: """
            A table or collection view registers each prototype under its reuse identifier; two prototypes \
            with the same identifier in the same view mean `dequeueReusableCell(withIdentifier:)` can only \
            ever return one of them. Cells and supplementary views (headers, footers) are separate \
            namespaces. Static table views are not checked, since their cells are never dequeued.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <tableViewController id="tvc" sceneMemberID="viewController">
                                            <tableView key="view" dataMode="prototypes" id="tv">
                                                <prototypes>
                                                    <tableViewCell reuseIdentifier="Cell" id="c1"/>
                                                    <tableViewCell ↓reuseIdentifier="Cell" id="c2"/>
                                                </prototypes>
                                            </tableView>
                                        </tableViewController>
                        """)))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <tableViewController id="tvc" sceneMemberID="viewController">
                                            <tableView key="view" dataMode="prototypes" id="tv">
                                                <prototypes>
                                                    <tableViewCell reuseIdentifier="Cell" id="c1"/>
                                                    <tableViewCell reuseIdentifier="Header" id="c2"/>
                                                </prototypes>
                                            </tableView>
                                        </tableViewController>
                        """) + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            """
                                            <tableViewController id="tvc2" sceneMemberID="viewController">
                                                <tableView key="view" dataMode="prototypes" id="tv2">
                                                    <prototypes><tableViewCell reuseIdentifier="Cell" id="c3"/></prototypes>
                                                </tableView>
                                            </tableViewController>
                            """)))
        ])

    private static let containers: Set<String> = ["tableView", "collectionView"]
    private static let cells: Set<String> = ["tableViewCell", "collectionViewCell"]

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard document.mayMention("reuseIdentifier") else { return }
        let archive = document.archive
        var first: [String: ArchivedObject] = [:]
        for position in archive.objects.indices {
            guard let attribute = archive.objects[position].attributes.attribute(named: "reuseIdentifier"),
                !attribute.value.isEmpty
            else { continue }
            let object = archive.objects[position]
            guard
                let container = archive.ancestors(of: object.index).first(where: {
                    Self.containers.contains(archive[$0].element)
                })
            else { continue }
            if archive[container].attribute("dataMode") == "static" { continue }
            let namespace = Self.cells.contains(object.element) ? "cell" : "supplementary"
            let key = "\(container.rawValue)|\(namespace)|\(attribute.value)"
            if let earlier = first[key] {
                output.reportRepetition(
                    "reuse identifier '\(attribute.value)' of \(IBVocabulary.describe(object)) is already used in the same \(archive[container].element) by \(IBVocabulary.describe(earlier))",
                    at: attribute.location, earlier: earlier.location)
            } else {
                first[key] = object
            }
        }
    }
}
