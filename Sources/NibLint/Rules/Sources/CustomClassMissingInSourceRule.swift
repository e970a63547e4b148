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
            or do nothing (AppKit does the same). Typical after renaming or deleting a class. Framework \
            classes (`UI…`, `NS…`, …) and classes whose `customModule` is not among the linted modules \
            are skipped; classes declared in checked-out dependencies (`Pods/`, `Carthage/Checkouts`, \
            `.build/checkouts`, git submodules) count as declared. A warning instead of an error when \
            the class may come from a dependency that is not checked out (a pod of `Podfile.lock` without \
            `Pods/`, a `.gitmodules` path that is empty, a package of `Package.resolved` or \
            `Cartfile.resolved`), and for File's Owner and external objects, which are never created from \
            the document (the loading code passes them in).
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
                swiftSources: [
                    ("Package.swift", #"let package = Package(name: "App", targets: [.target(name: "App")])"#),
                    ("Sources/App/Views.swift", "class GraphView: UIView {}"),
                ])
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
                    ("Package.swift", #"let package = Package(name: "App", targets: [.target(name: "App")])"#),
                    (
                        "Sources/App/Views.swift",
                        "class ChartView: UIView {}\n@objc(RenamedView) class NewView: UIView {}"
                    ),
                    ("Sources/App/LegacyView.h", "@interface LegacyView : UIView\n@end"),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        let archive = document.archive
        let family = archive.document.family
        for object in archive.objects {
            switch object.placeholder {
            case nil, .filesOwner?, .external?: break
            default: continue
            }
            guard let attribute = object.attributes.attribute(named: "customClass") else { continue }
            check(
                attribute, module: object.customModule, element: object.element, placeholder: object.placeholder,
                family: family, sources: sources, into: &output)
        }
        for connection in archive.connections where connection.kind == .segue {
            guard let attribute = connection.attributes.attribute(named: "customClass") else { continue }
            check(
                attribute, module: connection.attributes[named: "customModule"], element: "segue", placeholder: nil,
                family: family, sources: sources, into: &output)
        }
    }

    private func check(
        _ attribute: ArchivedAttribute, module: String?, element: String, placeholder: Placeholder?,
        family: RuntimeFamily, sources: SourceModel, into output: inout RuleOutput
    ) {
        let name = attribute.value
        guard !name.isEmpty, !FrameworkClasses.isFrameworkClass(name) else { return }
        if let module, !module.isEmpty, !sources.modules.contains(module),
            !sources.modules.contains(where: { ModuleName.c99($0) == ModuleName.c99(module) })
        {
            return
        }
        guard !sources.declaresClass(named: name) else { return }
        let what =
            "custom class '\(name)'\(module.map { " (module '\($0)')" } ?? "") is not declared in any linted source"
        var consequence: String
        var severity: Severity?
        if let placeholder {
            // Placeholders are never instantiated: the caller passes the owner (or external object).
            consequence =
                "\(placeholder.label) is not created from the document but passed in by the code that loads it, so nothing fails for the class itself; the outlets and actions connected to it are set on whatever object is passed, and fail if that object lacks them"
            severity = .warning
        } else {
            consequence = PlatformBehaviour.unknownClass(name, element: element, family: family)
        }
        // A class of the app's own module cannot come from a dependency.
        if module?.isEmpty ?? true, !sources.missingDependencies.isEmpty {
            let ranked = Self.rank(sources.missingDependencies, for: name)
            let listed = ranked.prefix(3).map(\.label).joined(separator: ", ")
            let more = ranked.count > 3 ? " and \(ranked.count - 3) more" : ""
            consequence =
                "it may come from a dependency that is not checked out (\(listed)\(more)); if it does not, \(consequence)"
            severity = .warning
        }
        output.report("\(what); \(consequence)", at: attribute.location, severity: severity)
    }

    /// The dependencies most likely to declare a class first: by the length of the prefix their
    /// name shares with the class name, ignoring case (`KTCenterFlowLayout` → pod
    /// 'KTCenterFlowLayout', `JitsiMeetView` → pod 'JitsiMeetSDKLite'), then in declared order.
    static func rank(_ dependencies: [DependencyInventory.Dependency], for name: String) -> [DependencyInventory
        .Dependency]
    {
        let lowered = Array(name.lowercased())
        func shared(_ dependency: DependencyInventory.Dependency) -> Int {
            let other = Array(
                (dependency.name.split(separator: "/").last.map(String.init) ?? dependency.name).lowercased())
            return zip(lowered, other).prefix { $0 == $1 }.count
        }
        return dependencies.enumerated().sorted { (shared($0.element), -$0.offset) > (shared($1.element), -$1.offset) }
            .map(\.element)
    }
}
