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
            document is linted, hence off by default. Methods that are merely `@objc` are not reported, \
            nor are methods the code uses itself: named in `#selector(…)` (`addTarget(self, action: \
            #selector(refresh(_:)), …)`) or called directly (`refresh(nil)`), or that Objective-C code \
            names (`@selector(save:)`, `[self save:nil]`). Reported in the Swift or Objective-C file; \
            declarations in `Pods/`, `Carthage/`, `.build/` and framework bundles are skipped.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner("CardViewController", ExampleDocuments.viewOutlet)
                        + "\n"
                            + """
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
                    ExampleDocuments.filesOwner("CardViewController", ExampleDocuments.viewOutlet)
                        + "\n"
                            + """
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
                            @IBAction func refresh(_ sender: Any) {}
                            @IBAction func sync() {}
                            override func viewDidLoad() {
                                navigationItem.rightBarButtonItem = UIBarButtonItem(
                                    barButtonSystemItem: .refresh, target: self, action: #selector(refresh(_:)))
                                sync()
                            }
                        }
                        """
                    )
                ])
        ])

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        guard let sources = project.sources else { return }
        var usage = SourceUsage(project: project, sources: sources)
        var anywhere: Set<String> = []
        for facts in project.documents {
            for use in facts.actionUses {
                guard let customClass = use.customClass else {
                    anywhere.insert(use.selector)
                    continue
                }
                usage.connect(use.selector, customClass: customClass, module: use.customModule)
            }
        }
        for type in usage.typesInUse {
            // An Objective-C action is declared in @interface and again in @implementation.
            var reported: Set<String> = []
            for action in type.actions where action.kind == .ibAction {
                guard let position = action.position, !anywhere.contains(action.selector),
                    !ThirdPartySourcePaths.contains(position.file),
                    !usage.isConnected(action.selector, of: type), !sources.codeReferences(selector: action.selector),
                    !sources.index.referencedNames.contains(action.name), reported.insert(action.selector).inserted
                else { continue }
                output.report(
                    "\(type.actionMarker) '\(action.selector)' of \(type.describedInMessage) is not connected in any linted document",
                    at: position)
            }
        }
    }
}
