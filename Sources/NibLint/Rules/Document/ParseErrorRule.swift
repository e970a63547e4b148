import NibArchive
import NibDiagnostics
import NibXML

/// `parse-error`: the document cannot be read (empty, not well-formed, not an IB document…).
struct ParseErrorRule: Rule {
    static let id = "parse-error"

    static let description = RuleDescription(
        id: id,
        summary: "the document cannot be read",
        details: """
            The file is empty, is not well-formed XML (including invalid UTF-8 and truncation), declares \
            entities (which nibload never processes), nests deeper than the reader's limit, cannot be opened, \
            or its root element is not `<document>`. Xcode cannot open such a file either, and the app cannot \
            load it. The rule is always on, at error severity, and no comment can silence it: an unreadable \
            document always fails the lint. Legacy Xcode 3/4 `<archive>` documents are reported by \
            `legacy-format` instead.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .document, isAlwaysOn: true,
        triggeringExamples: [
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                    <objects>
                        <label id="a"></button>↓
                    </objects>
                </document>
                """),
            RuleExample(
                """
                ↓<plist version="1.0"><dict/></plist>
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(ExampleDocuments.xib(#"        <view id="v"/>"#))
        ])

    /// The diagnostics of reading and interpreting that make a document unreadable.
    static let sourceIDs: Set<DiagnosticID> = [
        .xmlNotWellFormed, .emptyDocument, .cannotOpen, .entityDeclaration, .nestingTooDeep, .notIBDocument,
    ]

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        for diagnostic in document.loadDiagnostics where Self.sourceIDs.contains(diagnostic.id) {
            output.report(
                diagnostic.message, at: diagnostic.location ?? SourceLocation(file: document.file, line: 1, column: 1),
                notes: diagnostic.notes)
        }
    }
}
