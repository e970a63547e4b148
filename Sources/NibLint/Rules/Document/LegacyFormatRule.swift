import NibArchive
import NibDiagnostics

/// `legacy-format`: an Xcode 3/4 `<archive>` document, read through its records; upgrading it is
/// suggested.
struct LegacyFormatRule: Rule {
    static let description = RuleDescription(
        id: "legacy-format",
        summary: "the document uses the legacy Xcode 3/4 archive format; upgrading it is suggested",
        details: """
            Documents written before Xcode 5 have an `<archive>` root (`com.apple.InterfaceBuilder3.*.XIB` \
            format 7 or 8) instead of `<document>`. nibload reads them through their object records \
            (`IBObjectRecord`), connection records (`IBConnectionRecord`) and flattened properties, and \
            every other rule checks them like current documents. Properties nibload does not translate \
            (constraints' details, most AppKit cell flags) are not checked, and current Xcode no longer \
            edits the format: open the file in a current Xcode and save it to upgrade it. Malformed records \
            (no id, a reference to nothing, a parent chain that loops) are reported under this rule at \
            their position, with their own severity.
            """,
        defaultSeverity: .note, isEnabledByDefault: true, category: .document,
        triggeringExamples: [
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                    <data><object class="IBObjectContainer" key="IBDocument.Objects"/></data>
                </archive>
                """),
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                    <data>
                        <object class="IBObjectContainer" key="IBDocument.Objects">
                            <object class="IBMutableOrderedSet" key="objectRecords">
                                <array key="orderedObjects">
                                    ↓<object class="IBObjectRecord"><reference key="object" ref="1"/></object>
                                </array>
                            </object>
                        </object>
                    </data>
                </archive>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(#"        <view id="v"/>"#))
        ])

    /// The problems the legacy reader finds in malformed records (the references the archive keeps
    /// are reported by dangling-reference instead).
    static let readerIDs: Set<DiagnosticID> = [
        .legacyArchiveInvalid, .legacyObjectRecordInvalid, .legacyParentCycle, .legacyConnectionInvalid, .duplicateID,
        .danglingReference,
    ]

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard document.archive.isLegacyFormat, let root = document.tree.root else { return }
        let type = document.tree.attribute("type", of: root) ?? "unknown type"
        output.report(
            "legacy Xcode 3/4 <archive> document (\(type)); open and save it in a current Xcode to upgrade it",
            at: document.tree.location(of: root))
        let kept = Set(document.archive.references.filter { $0.target == nil }.map(\.location))
        for diagnostic in document.loadDiagnostics where Self.readerIDs.contains(diagnostic.id) {
            guard let location = diagnostic.location, !kept.contains(location) else { continue }
            output.report(diagnostic.message, at: location, severity: diagnostic.severity)
        }
    }
}
