import NibArchive
import NibDiagnostics

/// `outlet-source-invalid`: an outlet or action on an object that cannot have one.
struct OutletSourceInvalidRule: Rule {
    static let description = RuleDescription(
        id: "outlet-source-invalid",
        summary: "an outlet or action hangs on an object that cannot hold or send it",
        details: """
            Reported when:
            - an outlet or outlet collection belongs to First Responder, a storyboard's Exit or a storyboard \
            reference: these are stand-ins, not objects whose properties the loader can set;
            - an action is sent by First Responder, Exit or a storyboard reference, or (in iOS documents) by \
            an object that is not a control, bar item, gesture recognizer or command (a label, an image \
            view, a table view, …: a custom class cannot help, since it must subclass the element's class);
            - an action targets Exit or a storyboard reference, which cannot receive actions (unwinding \
            uses an unwind segue, not an action).
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder">
                                <connections>
                                    ↓<outlet property="label" destination="l1" id="o1"/>
                                </connections>
                            </placeholder>
                            <label id="l1">
                                <connections>
                                    ↓<action selector="tapped:" destination="-1" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </label>
                    """)),
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        ExampleDocuments.viewController(
                            "vc1", view: "v1",
                            subviews: ExampleDocuments.button(
                                "b1", #"↓<action selector="back:" destination="x1" eventType="touchUpInside" id="a1"/>"#
                            )),
                        exit: "x1"))),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                                <connections><outlet property="label" destination="l1" id="o1"/></connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <label id="l1"/>
                            <button id="b1">
                                <connections>
                                    <action selector="tapped:" destination="-2" eventType="touchUpInside" id="a1"/>
                                </connections>
                            </button>
                            <tapGestureRecognizer id="t1">
                                <connections><action selector="tapped:" destination="-1" id="a2"/></connections>
                            </tapGestureRecognizer>
                    """))
        ])

    private static func isStandIn(_ placeholder: Placeholder?) -> Bool {
        switch placeholder {
        case .firstResponder?, .exit?, .storyboardReference?: true
        default: false
        }
    }

    /// Whether a connection can be reported at all, read in place: outlets only from stand-ins,
    /// actions from anything, no other kind.
    private static func mayReport(_ position: Int, from source: ObjectIndex, in archive: Archive) -> Bool {
        switch archive.connections[position].kind {
        case .outlet, .outletCollection: isStandIn(archive.objects[source.rawValue].placeholder)
        case .action: true
        default: false
        }
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let archive = document.archive
        let isCocoaTouch = archive.document.family == .cocoaTouch
        // Records read in place: most connections come from objects that can hold them.
        for position in archive.connections.indices {
            guard let source = archive.connections[position].source, Self.mayReport(position, from: source, in: archive)
            else { continue }
            let connection = archive.connections[position]
            let sourceObject = archive[source]
            switch connection.kind {
            case .outlet, .outletCollection:
                if Self.isStandIn(sourceObject.placeholder) {
                    output.report(
                        "\(connection.kind == .outlet ? "outlet" : "outlet collection") '\(connection.property ?? "")' belongs to \(IBVocabulary.describe(sourceObject)), which cannot hold outlets",
                        at: connection.location)
                }
            case .action:
                let selector = connection.selector ?? ""
                if Self.isStandIn(sourceObject.placeholder) {
                    output.report(
                        "action '\(selector)' is sent by \(IBVocabulary.describe(sourceObject)), which cannot send actions",
                        at: connection.location)
                } else if isCocoaTouch, IBVocabulary.cocoaTouchNonControls.contains(sourceObject.element) {
                    output.report(
                        "action '\(selector)' is sent by \(IBVocabulary.describe(sourceObject)), which is not a control and never sends actions",
                        at: connection.location)
                } else if let target = connection.destination, Self.isStandIn(archive[target].placeholder),
                    archive[target].placeholder != .firstResponder
                {
                    output.report(
                        "action '\(selector)' targets \(IBVocabulary.describe(archive[target])), which cannot receive actions",
                        at: connection.location)
                }
            default:
                continue
            }
        }
    }
}
