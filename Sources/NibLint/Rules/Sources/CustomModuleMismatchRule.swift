import NibArchive
import NibDiagnostics
import NibSwiftSource

/// `custom-module-mismatch`: the custom class lives in another module than `customModule` says.
struct CustomModuleMismatchRule: Rule {
    static let description = RuleDescription(
        id: "custom-module-mismatch",
        summary: "the custom class lives in a different module than customModule says",
        details: """
            A Swift class is found at run time by its module-qualified name (`Module.Class`); when \
            `customModule` names another module than the one that declares the class, UIKit cannot find \
            it ("Unknown class in Interface Builder file"). This happens when code moves between targets \
            or frameworks. Modules are known from `--module NAME=DIR` (or `modules` in the configuration) \
            and from SwiftPM layouts (`Sources/<Module>/…`); classes declared in files of unknown module, \
            and classes with an `@objc(Name)`, are not checked.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    #"        <view id="chart" customClass="ChartView" ↓customModule="App"/>"#),
                swiftSources: [("Sources/Charts/ChartView.swift", "public class ChartView: UIView {}")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main" customClass="ChartView" customModule="Charts">
                                <subviews><view id="other" customClass="Unplaced" customModule="Elsewhere"/></subviews>
                            </view>
                    """),
                swiftSources: [
                    ("Sources/Charts/ChartView.swift", "public class ChartView: UIView {}"),
                    ("Misc/Unplaced.swift", "class Unplaced: UIView {}"),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        for object in document.archive.objects {
            guard let customClass = object.customClass, let attribute = object.attributes.attribute(named: "customModule"),
                !attribute.value.isEmpty
            else { continue }
            let candidates = sources.index.types.filter {
                $0.kind == .class && ($0.qualifiedName == customClass || $0.name == customClass)
            }
            guard !candidates.isEmpty, candidates.allSatisfy({ $0.module != nil && $0.objcName == nil }),
                !sources.objectiveCClasses.contains(customClass),
                !candidates.contains(where: { $0.module == attribute.value })
            else { continue }
            let modules = Array(Set(candidates.compactMap(\.module))).sorted().map { "'\($0)'" }.joined(separator: ", ")
            output.report(
                "custom class '\(customClass)' is declared in module \(modules), not in '\(attribute.value)' as customModule says; UIKit will not find it",
                at: attribute.location)
        }
    }
}
