import NibArchive
import NibDiagnostics
import NibSwiftSource

/// `custom-class-missing-in-source`: a custom class no source declares.
struct CustomClassMissingInSourceRule: Rule {
    static let description = RuleDescription(
        id: "custom-class-missing-in-source",
        summary: "a custom class that no source declares",
        details: """
            An object's (or a custom segue's) `customClass` names a class that no linted Swift or \
            Objective-C source declares; at run time UIKit logs "Unknown class … in Interface Builder \
            file" and falls back to the element's class, so outlets and actions of the missing class crash \
            or do nothing. Typical after renaming or deleting a class. Framework classes (`UI…`, `NS…`, \
            …) and classes whose `customModule` is not among the linted modules are skipped.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    <view id="chart" ↓customClass="ChartView" customModule="App"/>
                                    <view id="pod" customClass="PodView" customModule="SomePod"/>
                                    <view id="map" customClass="MKMapView"/>
                                </subviews>
                            </view>
                    """),
                swiftSources: [("Sources/App/Views.swift", "class GraphView: UIView {}")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    <view id="chart" customClass="ChartView" customModule="App"/>
                                    <view id="legacy" customClass="LegacyView"/>
                                    <view id="renamed" customClass="RenamedView"/>
                                </subviews>
                            </view>
                    """),
                swiftSources: [
                    ("Sources/App/Views.swift", "class ChartView: UIView {}\n@objc(RenamedView) class NewView: UIView {}"),
                    ("Sources/App/LegacyView.h", "@interface LegacyView : UIView\n@end"),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        let archive = document.archive
        for object in archive.objects {
            switch object.placeholder {
            case nil, .filesOwner?, .external?: break
            default: continue
            }
            guard let attribute = object.attributes.attribute(named: "customClass") else { continue }
            check(attribute, module: object.customModule, sources: sources, into: &output)
        }
        for connection in archive.connections where connection.kind == .segue {
            guard let attribute = connection.attributes.attribute(named: "customClass") else { continue }
            check(attribute, module: connection.attributes[named: "customModule"], sources: sources, into: &output)
        }
    }

    private func check(_ attribute: ArchivedAttribute, module: String?, sources: SourceModel, into output: inout RuleOutput) {
        let name = attribute.value
        guard !name.isEmpty, !FrameworkClasses.isFrameworkClass(name) else { return }
        if let module, !module.isEmpty, !sources.modules.contains(module) { return }
        guard !sources.declaresClass(named: name) else { return }
        output.report(
            "custom class '\(name)'\(module.map { " (module '\($0)')" } ?? "") is not declared in any linted source; UIKit would fall back to the element's class",
            at: attribute.location)
    }
}
