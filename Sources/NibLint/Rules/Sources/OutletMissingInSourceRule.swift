import NibArchive
import NibDiagnostics
import NibSwiftSource

/// `outlet-missing-in-source`: an outlet the custom class does not declare.
struct OutletMissingInSourceRule: Rule {
    static let description = RuleDescription(
        id: "outlet-missing-in-source",
        summary: "the custom class declares no @IBOutlet of that name",
        details: """
            Loading the document sets each outlet with key-value coding; if the class of the outlet's \
            owner (its custom class, its superclasses in the sources, and the outlets UIKit/AppKit base \
            classes provide such as `view`, `tableView`, `delegate`) has no property of that name, the app \
            crashes with "setValue:forUndefinedKey:". This typically happens after renaming an outlet in \
            Swift without reconnecting it. Only classes found in the Swift or Objective-C sources \
            (`--sources`) are checked, and only when every superclass is known; for an Objective-C class \
            any property, instance variable (`name`, `_name`) or `setName:` method counts, as key-value \
            coding finds them whether or not they are marked `IBOutlet`.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner(
                        "ProfileViewController",
                        module: "App",
                        ExampleDocuments.viewOutlet,
                        #"<outlet ↓property="nameLabel" destination="l" id="o2"/>"#)
                        + "\n"
                            + """
                                    <view id="main"><subviews><label id="l"/></subviews></view>
                            """),
                swiftSources: [
                    (
                        "Sources/App/ProfileViewController.swift",
                        """
                        import UIKit

                        final class ProfileViewController: UIViewController {
                            @IBOutlet private weak var titleLabel: UILabel!
                        }
                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner(
                        "ProfileViewController",
                        module: "App",
                        ExampleDocuments.viewOutlet,
                        #"<outlet property="nameLabel" destination="l" id="o2"/>"#,
                        #"<outlet property="avatar" destination="i" id="o3"/>"#)
                        + "\n"
                            + """
                                    <view id="main"><subviews><label id="l"/><imageView id="i"/></subviews></view>
                            """),
                swiftSources: [
                    (
                        "Sources/App/ProfileViewController.swift",
                        """
                        import UIKit

                        class BaseViewController: UIViewController {
                            @IBOutlet
                            weak var avatar: UIImageView?
                        }

                        final class ProfileViewController: BaseViewController {
                            @IBOutlet private(set) var nameLabel: UILabel! // a comment: @IBOutlet var fake: UILabel!
                        }
                        """
                    )
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        for outlet in sources.outletConnections(in: document.archive) {
            guard case .missing = outlet.lookup else { continue }
            output.report(
                "\(outlet.type.describedInMessage) declares no \(outlet.type.outletMemberWording) '\(outlet.property)' (nor do its superclasses); \(PlatformBehaviour.missingOutlet(outlet.property, family: document.archive.document.family))",
                at: outlet.connection.location(ofAttribute: "property"), notes: outlet.type.declaredHereNotes)
        }
    }
}
