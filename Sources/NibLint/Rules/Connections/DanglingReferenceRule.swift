import NibArchive
import NibDiagnostics

/// `dangling-reference`: an attribute names an id that no object has.
struct DanglingReferenceRule: Rule {
    static let description = RuleDescription(
        id: "dangling-reference",
        summary: "a reference names an id that no object in the document has",
        details: """
            An outlet, action or segue destination (or an AppKit action `target`), a constraint's \
            `firstItem`/`secondItem`, the storyboard's `initialViewController`, a `reference=` element, a \
            popover anchor or any other attribute that holds an object id names an id that does not exist \
            in the document (ids of connections count too: a binding's `previousBinding` and the \
            `<segue reference=…>` pointers of `inferredMetricsTieBreakers` name connections). The nib compiler rejects the document, or the app crashes when it is loaded. \
            This usually comes from a bad merge or from editing the XML by hand: reconnect the outlet or \
            remove the stale record in Interface Builder.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner(
                        "ProfileViewController",
                        ExampleDocuments.viewOutlet,
                        #"<outlet property="titleLabel" ↓destination="gone-id" id="o2"/>"#)
                        + "\n"
                            + """
                                    <view id="main"/>
                            """)),
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <constraints>
                                    <constraint ↓firstItem="nope" firstAttribute="top" secondItem="main" secondAttribute="top" id="k1"/>
                                </constraints>
                            </view>
                    """)),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner("ProfileViewController", ExampleDocuments.viewOutlet)
                        + "\n"
                            + """
                                    <view id="main"/>
                            """))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        for reference in archive.references where reference.target == nil && reference.targetConnection == nil {
            output.report(
                "\(Self.describe(reference, in: archive)) names id '\(reference.targetID)', but no object in the document has that id",
                at: reference.location)
        }
    }

    static func describe(_ reference: Reference, in archive: Archive) -> String {
        switch reference.holder {
        case .connection(let index):
            let connection = archive.connections[index]
            return "the \(reference.attribute) of \(connection.kind.rawValue)\(connection.label.quotedSuffix)"
        case .object(let object):
            return "'\(reference.attribute)' of \(archive[object].element) '\(archive[object].id)'"
        case .value(let value):
            return "'\(reference.attribute)' of <\(archive[value].element)>"
        case .document:
            return "'\(reference.attribute)'"
        }
    }
}
