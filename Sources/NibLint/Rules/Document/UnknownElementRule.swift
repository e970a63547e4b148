import NibDiagnostics

/// `unknown-element`: elements the interpreter does not know.
struct UnknownElementRule: Rule {
    static let description = RuleDescription(
        id: "unknown-element",
        summary: "an element nibload does not know",
        details: """
            The element is not part of the IB vocabulary nibload understands (object classes of the class \
            map, value and collection elements). It is kept as a generic value, so nothing breaks, but \
            rules cannot reason about it. One finding per element name, at its first occurrence, with the \
            number of occurrences. Useful when extending nibload; off by default.
            """,
        defaultSeverity: .note, isEnabledByDefault: false, category: .document,
        triggeringExamples: [
            RuleExample(ExampleDocuments.xib(#"        ↓<frobnicator id="f"/>"#))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    #"        <view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        for unknown in document.archive.unknownElements {
            let times = unknown.count == 1 ? "once" : "\(unknown.count) times"
            output.report(
                "unknown element <\(unknown.element)> (\(times) in this document) is kept as a generic value",
                at: unknown.first)
        }
    }
}
