import NibDiagnostics
import NibSwiftSource

/// `unused-action`: an `@IBAction` no document connects.
struct UnusedActionRule: Rule {
    static let description = RuleDescription(
        id: "unused-action",
        summary: "an @IBAction that no linted document connects",
        details: """
            The method is declared `@IBAction` in a class that the linted documents use, but no control \
            sends it to that class (actions sent to First Responder, unwind actions and segue actions count \
            for every class). Dead code, or a connection lost in a merge. Only meaningful when every \
            document is linted, hence off by default. Methods that are merely `@objc` are not reported. \
            Reported in the Swift file.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController">
                                <connections><outlet property="view" destination="main" id="o1"/></connections>
                            </placeholder>
                            <view id="main">
                                <subviews>
                                    <button id="b"><connections><action selector="flip:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
                                </subviews>
                            </view>
                    """),
                swiftSources: [
                    (
                        "CardViewController.swift",
                        """
                        class CardViewController: UIViewController {
                            @IBAction func flip(_ sender: Any) {}
                            @IBAction func ↓share(_ sender: Any) {}
                            @objc func refresh() {}
                        }
                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController">
                                <connections><outlet property="view" destination="main" id="o1"/></connections>
                            </placeholder>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                            <view id="main">
                                <subviews>
                                    <button id="b"><connections><action selector="flip:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button>
                                    <button id="c"><connections><action selector="share:" destination="-2" eventType="touchUpInside" id="a2"/></connections></button>
                                </subviews>
                            </view>
                    """),
                swiftSources: [
                    (
                        "CardViewController.swift",
                        """
                        class CardViewController: UIViewController {
                            @IBAction func flip(_ sender: Any) {}
                            @IBAction func share(_ sender: Any) {}
                        }
                        """
                    )
                ])
        ])

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        guard let sources = project.sources else { return }
        var used: Set<String> = []
        var anywhere: Set<String> = []
        var classesInUse: Set<String> = []
        for facts in project.documents {
            for use in facts.actionUses {
                guard let customClass = use.customClass else {
                    anywhere.insert(use.selector)
                    continue
                }
                guard let type = sources.type(customClass: customClass, module: use.customModule) else { continue }
                for name in [type.qualifiedName] + sources.index.superclassChain(of: type.qualifiedName) {
                    used.insert(name + "." + use.selector)
                    classesInUse.insert(name)
                }
            }
            for use in facts.classUses {
                guard let type = sources.type(customClass: use.customClass, module: use.customModule) else { continue }
                classesInUse.formUnion([type.qualifiedName] + sources.index.superclassChain(of: type.qualifiedName))
            }
        }
        for type in sources.index.types where classesInUse.contains(type.qualifiedName) {
            for action in type.actions where action.kind == .ibAction {
                guard let position = action.position, !anywhere.contains(action.selector),
                    !used.contains(type.qualifiedName + "." + action.selector)
                else { continue }
                output.report(
                    "@IBAction '\(action.selector)' of '\(type.qualifiedName)' is not connected in any linted document",
                    at: SourceLocation(file: position.file, line: position.line, column: position.column))
            }
        }
    }
}
