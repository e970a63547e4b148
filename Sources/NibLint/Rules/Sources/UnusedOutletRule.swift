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
            that uses the class is linted, hence off by default. Reported in the Swift file.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController">
                                <connections><outlet property="view" destination="main" id="o1"/><outlet property="title" destination="l" id="o2"/></connections>
                            </placeholder>
                            <view id="main"><subviews><label id="l"/></subviews></view>
                    """),
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
                ExampleDocuments.xib(
                    """
                            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="CardViewController">
                                <connections><outlet property="view" destination="main" id="o1"/><outlet property="title" destination="l" id="o2"/></connections>
                            </placeholder>
                            <view id="main"><subviews><label id="l"/></subviews></view>
                    """),
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

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        guard let sources = project.sources else { return }
        var used: Set<String> = []
        var classesInUse: Set<String> = []
        for facts in project.documents {
            for use in facts.outletUses {
                guard let type = sources.type(customClass: use.customClass, module: use.customModule) else { continue }
                for name in [type.qualifiedName] + sources.index.superclassChain(of: type.qualifiedName) {
                    used.insert(name + "." + use.property)
                    classesInUse.insert(name)
                }
            }
            for use in facts.classUses {
                guard let type = sources.type(customClass: use.customClass, module: use.customModule) else { continue }
                classesInUse.formUnion([type.qualifiedName] + sources.index.superclassChain(of: type.qualifiedName))
            }
        }
        for type in sources.index.types where classesInUse.contains(type.qualifiedName) {
            for outlet in type.outlets {
                guard let position = outlet.position, !used.contains(type.qualifiedName + "." + outlet.name) else { continue }
                output.report(
                    "@IBOutlet '\(outlet.name)' of '\(type.qualifiedName)' is not connected in any linted document",
                    at: SourceLocation(file: position.file, line: position.line, column: position.column))
            }
        }
    }
}
