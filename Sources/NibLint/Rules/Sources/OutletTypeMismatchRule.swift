import NibArchive
import NibDiagnostics
import NibSwiftSource

/// `outlet-type-mismatch`: the outlet's declared type cannot hold the destination.
struct OutletTypeMismatchRule: Rule {
    static let description = RuleDescription(
        id: "outlet-type-mismatch",
        summary: "the outlet's declared type cannot hold the connected object",
        details: """
            The `@IBOutlet` is declared with a class the destination object is not an instance of (a \
            `UILabel` outlet connected to a `UIButton`, say), or an outlet collection is connected to a \
            property that is not an array (or the other way round). The app crashes or misbehaves when \
            the outlet is used. Reported only when both classes are known: declared in the sources or in \
            nibload's table of UIKit/AppKit classes. Protocol types are not checked.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner(
                        "FormViewController",
                        ExampleDocuments.viewOutlet,
                        #"<outlet ↓property="titleLabel" destination="b" id="o2"/>"#,
                        #"<outletCollection ↓property="fields" destination="t" id="o3"/>"#)
                        + "\n"
                            + """
                                    <view id="main"><subviews><button id="b"/><textField id="t"/></subviews></view>
                            """),
                swiftSources: [
                    (
                        "FormViewController.swift",
                        """
                        class FormViewController: UIViewController {
                            @IBOutlet weak var titleLabel: UILabel!
                            @IBOutlet weak var fields: UITextField!
                        }
                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner(
                        "FormViewController",
                        ExampleDocuments.viewOutlet,
                        #"<outlet property="titleLabel" destination="l" id="o2"/>"#,
                        #"<outlet property="anyView" destination="b" id="o3"/>"#,
                        #"<outlet property="styled" destination="s" id="o4"/>"#,
                        #"<outletCollection property="fields" destination="t" id="o5"/>"#)
                        + "\n"
                            + """
                                    <view id="main"><subviews><label id="l"/><button id="b"/><label id="s" customClass="StyledLabel"/><textField id="t"/></subviews></view>
                            """),
                swiftSources: [
                    (
                        "FormViewController.swift",
                        """
                        class StyledLabel: UILabel {}
                        class FormViewController: UIViewController {
                            @IBOutlet weak var titleLabel: UILabel!
                            @IBOutlet weak var anyView: UIView?
                            @IBOutlet weak var styled: UILabel!
                            @IBOutlet var fields: [UITextField]!
                        }
                        """
                    )
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        let archive = document.archive
        for use in sources.outletConnections(in: archive) {
            guard case .found(let outlet) = use.lookup, outlet.position != nil else { continue }
            let (connection, property) = (use.connection, use.property)
            let at = connection.location(ofAttribute: "property")
            let isCollection = connection.kind == .outletCollection
            if isCollection != outlet.isCollection {
                // An unmarked Objective-C property (`id`, `NSArray *`) is not declared for Interface Builder.
                guard outlet.isMarkedOutlet else { continue }
                output.report(
                    isCollection
                        ? "outlet collection '\(property)' is connected to a property declared as '\(outlet.declaredType)', which is not an array"
                        : "outlet '\(property)' is declared as the array '\(outlet.declaredType)' but connected as a single outlet",
                    at: at)
                continue
            }
            guard let destination = connection.destination, !outlet.typeName.isEmpty,
                let destinationClass = archive[destination].className,
                let lineage = sources.lineage(
                    ofClass: destinationClass, near: use.type, family: archive.document.family)
            else { continue }
            let declared: String
            if let declaredType = sources.index.type(named: outlet.typeName, near: use.type),
                declaredType.kind == .class
            {
                declared = declaredType.qualifiedName
            } else if FrameworkClasses.entry(for: outlet.typeName) != nil {
                declared = FrameworkClasses.stripModule(outlet.typeName)
            } else {
                continue
            }
            if !lineage.contains(declared) {
                output.report(
                    "outlet '\(property)' is declared as '\(outlet.declaredType)', but it is connected to \(IBVocabulary.describe(archive[destination])), which is not a '\(declared)'",
                    at: at)
            }
        }
    }
}
