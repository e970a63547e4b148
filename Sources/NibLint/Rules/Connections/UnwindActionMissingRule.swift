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
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewController id="vc" sceneMemberID="viewController">
                                            <view key="view" id="v">
                                                <subviews>
                                                    <button id="b">
                                                        <connections>↓<segue destination="x" kind="unwind" id="u1"/></connections>
                                                    </button>
                                                </subviews>
                                            </view>
                                        </viewController>
                        """, exit: "x")))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewController id="vc" sceneMemberID="viewController">
                                            <view key="view" id="v">
                                                <subviews>
                                                    <button id="b">
                                                        <connections><segue destination="x" kind="unwind" unwindAction="done:" id="u1"/></connections>
                                                    </button>
                                                </subviews>
                                            </view>
                                        </viewController>
                        """, exit: "x")))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        for connection in document.archive.connections where connection.kind == .segue {
            guard let segue = connection.segue, segue.kind == "unwind",
                segue.unwindAction?.isEmpty ?? true
            else { continue }
            output.report(
                "unwind segue\(segue.identifier.map { " '\($0)'" } ?? "") has no 'unwindAction'; it will not unwind anywhere",
                at: connection.location)
        }
    }
}
