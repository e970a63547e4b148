import NibDiagnostics
import NibSwiftSource

/// `unused-outlet`: an `@IBOutlet` no document connects.
struct UnusedOutletRule: Rule {
    static let description = RuleDescription(
        id: "unused-outlet",
        summary: "an @IBOutlet that no linted document connects",
        details: """
            The property is declared `@IBOutlet` in a class (or a superclass of a class) that the linted \
            documents use, but no document connects it: it stays nil, and an implicitly unwrapped outlet \
            crashes when used. Often a leftover of a deleted view. Only meaningful when every document \
            that uses the class is linted, hence off by default. Reported in the Swift or Objective-C \
            file; declarations in `Pods/`, `Carthage/`, `.build/` and framework bundles are skipped.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                document,
                swiftSources: [
                    (
                        "CardViewController.swift",
                        """
                        class CardViewController: UIViewController {
                            @IBOutlet var title: UILabel!
                            @IBOutlet var ↓subtitle: UILabel!
                        }
                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                document,
                swiftSources: [
                    (
                        "CardViewController.swift",
                        """
                        class BaseCard: UIViewController {
                            @IBOutlet var title: UILabel!
                        }
                        class CardViewController: BaseCard {}
                        class NeverLoaded: UIView {
                            @IBOutlet var ignored: UILabel!
                        }
                        """
                    )
                ])
        ])

    /// The document of both examples: `CardViewController` connects `view` and `title`.
    private static let document = ExampleDocuments.xib(
        ExampleDocuments.filesOwner(
            "CardViewController", ExampleDocuments.viewOutlet, #"<outlet property="title" destination="l" id="o2"/>"#)
            + "\n"
            + #"        <view id="main"><subviews><label id="l"/></subviews></view>"#)

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        guard let sources = project.sources else { return }
        var usage = SourceUsage(project: project, sources: sources)
        for facts in project.documents {
            for use in facts.outletUses {
                usage.connect(use.property, customClass: use.customClass, module: use.customModule)
            }
        }
        for type in usage.typesInUse {
            for outlet in type.outlets where outlet.isMarkedOutlet {
                guard let position = outlet.position, !usage.isConnected(outlet.name, of: type),
                    !ThirdPartySourcePaths.contains(position.file)
                else { continue }
                output.report(
                    "\(type.outletMarker) '\(outlet.name)' of \(type.describedInMessage) is not connected in any linted document",
                    at: position)
            }
        }
    }
}
