import NibArchive
import NibDiagnostics

/// `duplicate-id`: two objects share an id.
struct DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-id",
        summary: "two objects share an id",
        details: """
            Every object of a document (in a storyboard: of the whole document, across scenes) must have \
            its own id: references, connections and the compiled nib name objects by id. A duplicate \
            usually comes from a merge; Xcode refuses to open the file or silently rewires connections. \
            Reported at the `id` of every object after the first, with a note pointing at the first.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    <label id="same-id" text="One"/>
                                    <label ↓id="same-id" text="Two"/>
                                </subviews>
                            </view>
                    """))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    <label id="one" text="One"/>
                                    <label id="two" text="Two"/>
                                </subviews>
                            </view>
                    """))
        ])

    /// Where an object's `id` attribute is written.
    static func idLocation(of object: ArchivedObject) -> SourceLocation {
        object.attributes.attribute(named: "id")?.location ?? object.location
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        for (id, objects) in archive.duplicateIDs {
            guard let first = objects.first else { continue }
            for object in objects.dropFirst() {
                output.reportRepetition(
                    "id '\(id)' of \(IBVocabulary.describe(archive[object])) is already used by \(IBVocabulary.describe(archive[first]))",
                    at: Self.idLocation(of: archive[object]),
                    earlier: Self.idLocation(of: archive[first]))
            }
        }
    }
}
