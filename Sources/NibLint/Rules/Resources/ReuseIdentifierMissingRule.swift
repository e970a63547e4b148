import NibArchive
import NibDiagnostics

/// `reuse-identifier-missing`: a prototype cell without a reuse identifier.
struct ReuseIdentifierMissingRule: Rule {
    static let description = RuleDescription(
        id: "reuse-identifier-missing",
        summary: "a prototype cell has no reuse identifier",
        details: """
            A table view's prototype cells and a collection view's cells in a storyboard are dequeued by \
            reuse identifier; one without an identifier can never be dequeued (Xcode warns "Prototype \
            table cells must have reuse identifiers"). Static cells and cells of a xib (registered from \
            code with an identifier) are not prototypes and are not checked. Give the cell an identifier, \
            or delete it.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <tableViewController id="t" sceneMemberID="viewController">
                                            <tableView key="view" dataMode="prototypes" id="tv">
                                                <prototypes>
                                                    <tableViewCell reuseIdentifier="Name" id="c1"/>
                                                    ↓<tableViewCell id="c2"/>
                                                </prototypes>
                                            </tableView>
                                        </tableViewController>
                        """),
                    initial: "t"))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <tableViewController id="t" sceneMemberID="viewController">
                                            <tableView key="view" dataMode="static" id="tv">
                                                <sections><tableViewSection id="sec"><cells><tableViewCell id="c1"/></cells></tableViewSection></sections>
                                            </tableView>
                                        </tableViewController>
                        """),
                    initial: "t"))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard document.isStoryboard, document.mayMention("tableViewCell") || document.mayMention("collectionViewCell")
        else { return }
        let tree = document.tree
        for index in tree.elements.indices {
            let element = tree[index].name
            guard element == "tableViewCell" || element == "collectionViewCell",
                let parent = tree[index].parent, tree.attribute("reuseIdentifier", of: index)?.isEmpty ?? true
            else { continue }
            let container = tree[parent].name
            // Table prototypes sit in <prototypes>; collection cells in <cells> of a collection view
            // (static table cells sit in <cells> of a <tableViewSection>).
            let isPrototype =
                container == "prototypes"
                || (container == "cells" && tree[parent].parent.map { tree[$0].name == "collectionView" } ?? false)
            guard isPrototype else { continue }
            output.report(
                "prototype \(element == "tableViewCell" ? "table" : "collection") view cell '\(tree.attribute("id", of: index) ?? "")' has no reuse identifier, so it can never be dequeued",
                at: tree.location(of: index))
        }
    }
}
