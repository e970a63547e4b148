import NibArchive
import NibDiagnostics

/// `embed-segue-cycle`: a controller would embed itself through embed segues (one of the checks `segue-destination-invalid` made).
struct EmbedSegueCycleRule: Rule {
    static let description = RuleDescription(
        id: "embed-segue-cycle",
        summary: "a controller would embed itself through embed segues",
        details: """
            An embed segue that leads to a controller that embeds, directly or through other embeds, \
            the controller the segue starts from would embed forever when the view loads. This check was part of `segue-destination-invalid`, which \
            configurations, suppressions and baselines may still name.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                embeds(
                    a: [("ac", "a", true), ("ac2", "b", true)], b: [("bc", "a", true)]))
        ],
        nonTriggeringExamples: [
            RuleExample(
                embeds(a: [("ac", "b", false), ("ac2", "c", false)], b: [("bc", "c", false)]))
        ])

    /// Controllers `a` and `b` whose container views embed the given controllers (marked `↓` when
    /// expected to trigger), and a plain controller `c`.
    private static func embeds(a: [(String, String, Bool)], b: [(String, String, Bool)]) -> String {
        func subviews(_ containers: [(String, String, Bool)], segue: Int) -> String {
            containers.enumerated().map { offset, container in
                SegueExamples.embedContainer(
                    container.0, to: container.1, segue: "e\(segue + offset)", marked: container.2)
            }.joined(separator: "\n")
        }
        return ExampleDocuments.storyboard(
            ExampleDocuments.scene(
                "s1", ExampleDocuments.viewController("a", view: "av", subviews: subviews(a, segue: 1)))
                + "\n"
                + ExampleDocuments.scene(
                    "s2", ExampleDocuments.viewController("b", view: "bv", subviews: subviews(b, segue: 3)))
                + "\n" + ExampleDocuments.plainScene("s3", controller: "c", view: "cv"))
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        SegueProblem.report(.embedCycle, in: document, into: &output)
    }
}
