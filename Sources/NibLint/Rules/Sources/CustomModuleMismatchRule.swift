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
            or frameworks. Modules are known from `--module NAME=DIR` (or `modules` in the configuration), \
            from `Package.swift` targets (the module is the C99 identifier of the target name: `Modals-iOS` \
            is `Modals_iOS`) and from Xcode projects (`PRODUCT_MODULE_NAME`, `PRODUCT_NAME`, the files each \
            target compiles); classes declared in files of unknown module, classes with an `@objc(Name)`, \
            declarations for another platform than the document's, and a `customModule` that no linted \
            source belongs to (a dependency's, which may declare a class of that name too) are not checked. On File's Owner \
            (never created from the document) it is a warning.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    #"        <view id="chart" customClass="ChartView" ↓customModule="App"/>"#),
                swiftSources: [
                    (
                        "Package.swift",
                        #"let package = Package(name: "App", targets: [.target(name: "App"), .target(name: "Charts")])"#
                    ),
                    ("Sources/App/AppDelegate.swift", "class AppDelegate: UIResponder {}"),
                    ("Sources/Charts/ChartView.swift", "public class ChartView: UIView {}"),
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main" customClass="ChartView" customModule="Charts">
                                <subviews>
                            <view id="other" customClass="Unplaced" customModule="Elsewhere"/>
                            <view id="pod" customClass="ChartView" customModule="SomePod"/>
                        </subviews>
                            </view>
                    """),
                swiftSources: [
                    ("Package.swift", #"let package = Package(name: "Charts", targets: [.target(name: "Charts")])"#),
                    ("Sources/Charts/ChartView.swift", "public class ChartView: UIView {}"),
                    ("Misc/Unplaced.swift", "class Unplaced: UIView {}"),
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        let family = document.archive.document.family
        let platform = SourcePlatform(family)
        for object in document.archive.objects {
            guard let customClass = object.customClass,
                let attribute = object.attributes.attribute(named: "customModule"),
                !attribute.value.isEmpty
            else { continue }
            let module = ModuleName.c99(attribute.value)
            // A module that no linted source belongs to (a dependency's) may declare the class too.
            guard sources.modules.contains(where: { ModuleName.c99($0) == module }) else { continue }
            let candidates = sources.index.candidates(named: customClass).filter {
                $0.kind == .class && ($0.qualifiedName == customClass || $0.name == customClass) && $0.fits(platform)
            }
            guard !candidates.isEmpty, candidates.allSatisfy({ $0.module != nil && $0.objcName == nil }),
                !sources.objectiveCClasses.contains(customClass), !sources.dependencyClasses.contains(customClass),
                !candidates.contains(where: { $0.module.map(ModuleName.c99) == module })
            else { continue }
            let modules = Array(Set(candidates.compactMap(\.module))).sorted().map { "'\($0)'" }.joined(separator: ", ")
            let framework = PlatformBehaviour.framework(family)
            var consequence =
                "\(framework) will not find '\(attribute.value).\(customClass)' (\"Unknown class in Interface Builder file\")"
            var severity: Severity?
            if let placeholder = object.placeholder {
                consequence =
                    "\(placeholder.label) is passed in by the loading code, not created from the document, so \(framework) does not look the class up; the module is only wrong for Interface Builder, which lists the outlets and actions of another class"
                severity = .warning
            }
            output.report(
                "custom class '\(customClass)' is declared in module \(modules), not in '\(attribute.value)' as customModule says; \(consequence)",
                at: attribute.location, severity: severity)
        }
    }
}
