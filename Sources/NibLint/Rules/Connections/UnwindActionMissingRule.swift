import NibArchive
import NibDiagnostics

/// `unwind-action-missing`: an unwind segue without `unwindAction`.
struct UnwindActionMissingRule: Rule {
    static let description = RuleDescription(
        id: "unwind-action-missing",
        summary: "an unwind segue names no unwind action",
        details: """
            An unwind segue needs `unwindAction`, the selector of the `@IBAction func …(_ segue: \
            UIStoryboardSegue)` that UIKit looks for in the controllers to unwind to. Without it the segue \
            does nothing (Xcode shows a warning). Reconnect the control to the Exit icon and pick the action.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(ExampleDocuments.storyboard(scene(#"↓<segue destination="x" kind="unwind" id="u1"/>"#)))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    scene(#"<segue destination="x" kind="unwind" unwindAction="done:" id="u1"/>"#)))
        ])

    /// A scene whose button has the segue, with an Exit `x`.
    private static func scene(_ segue: String) -> String {
        ExampleDocuments.scene(
            "s1", ExampleDocuments.viewController("vc", view: "v", subviews: ExampleDocuments.button("b", segue)),
            exit: "x")
    }

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        // Records read in place: copying every connection costs more than the check.
        let connections = document.archive.connections
        for position in connections.indices where connections[position].kind == .segue {
            guard connections[position].segue?.kind == .unwind, let segue = connections[position].segue,
                segue.unwindAction?.isEmpty ?? true
            else { continue }
            output.report(
                "unwind segue\(segue.identifier.quotedSuffix) has no 'unwindAction'; it will not unwind anywhere",
                at: connections[position].location)
        }
    }
}
