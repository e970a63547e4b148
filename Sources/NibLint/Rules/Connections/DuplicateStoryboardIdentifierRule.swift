import NibArchive
import NibDiagnostics

/// `duplicate-storyboard-identifier`: two controllers of a storyboard share a storyboard identifier.
struct DuplicateStoryboardIdentifierRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-storyboard-identifier",
        summary: "two controllers share a storyboard identifier",
        details: """
            `instantiateViewController(withIdentifier:)` and storyboard references find a controller by its \
            storyboard identifier; when two controllers of the same storyboard have the same one, only one \
            of them can ever be reached, and which one is not specified. Give each its own identifier.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        #"                <viewController storyboardIdentifier="Detail" id="a" sceneMemberID="viewController"><view key="view" id="av"/></viewController>"#
                    )
                        + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            #"                <viewController ↓storyboardIdentifier="Detail" id="b" sceneMemberID="viewController"><view key="view" id="bv"/></viewController>"#
                        )))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        #"                <viewController storyboardIdentifier="Detail" id="a" sceneMemberID="viewController"><view key="view" id="av"/></viewController>"#
                    )
                        + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            #"                <viewController storyboardIdentifier="Settings" id="b" sceneMemberID="viewController"><view key="view" id="bv"/></viewController>"#
                        )))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        var first: [String: ObjectIndex] = [:]
        for (object, attribute) in document.index.storyboardIdentifiers(
            in: archive, mentioned: document.mayMention("storyboardIdentifier")) where !attribute.value.isEmpty
        {
            if let earlier = first[attribute.value] {
                output.reportRepetition(
                    "storyboard identifier '\(attribute.value)' of \(IBVocabulary.describe(archive[object])) is already used by \(IBVocabulary.describe(archive[earlier]))",
                    at: attribute.location, earlier: archive[earlier].location)
            } else {
                first[attribute.value] = object
            }
        }
    }
}
