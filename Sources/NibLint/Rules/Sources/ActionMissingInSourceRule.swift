import NibArchive
import NibDiagnostics
import NibSwiftSource

/// `action-missing-in-source`: an action selector the target's class does not implement.
struct ActionMissingInSourceRule: Rule {
    static let description = RuleDescription(
        id: "action-missing-in-source",
        summary: "the target's class has no @IBAction or @objc method with that selector",
        details: """
            When the control fires, the runtime sends the selector to the target; if the target's class \
            (its custom class, its superclasses in the sources, and the actions UIKit/AppKit base classes \
            provide) has no `@IBAction` or `@objc` method with that selector, the app crashes with \
            "unrecognized selector sent to instance". Swift selectors follow the Objective-C rules: \
            `@IBAction func save(_ sender: Any)` is `save:`, `func pick(_ sender: Any, forEvent event: \
            UIEvent)` is `pick:forEvent:`, and `@objc(name:)` overrides. In Objective-C any instance method \
            answers (`- (IBAction)pick:(id)sender forEvent:(UIEvent *)event` is `pick:forEvent:`). Actions sent to First Responder \
            are not checked (any responder may implement them).
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner("LoginViewController", ExampleDocuments.viewOutlet)
                        + "\n"
                            + """
                                    <view id="main">
                                        <subviews>
                                            <button id="b">
                                                <connections>
                                                    <action ↓selector="logIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                            """),
                swiftSources: [
                    (
                        "LoginViewController.swift",
                        """
                        import UIKit

                        class LoginViewController: UIViewController {
                            @IBAction func signIn(_ sender: UIButton) {}
                            func logIn(_ sender: Any) {} // not @objc: not callable by selector
                        }
                        """
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    ExampleDocuments.filesOwner("LoginViewController", ExampleDocuments.viewOutlet)
                        + "\n"
                            + """
                                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                                    <view id="main">
                                        <subviews>
                                            <button id="b">
                                                <connections>
                                                    <action selector="logIn:" destination="-1" eventType="touchUpInside" id="a1"/>
                                                    <action selector="pick:forEvent:" destination="-1" eventType="touchUpInside" id="a2"/>
                                                    <action selector="anything:" destination="-2" eventType="touchUpInside" id="a3"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                            """),
                swiftSources: [
                    (
                        "LoginViewController.swift",
                        """
                        import UIKit

                        class LoginViewController: UIViewController {
                            @IBAction func logIn(_ sender: UIButton) {}
                        }

                        extension LoginViewController {
                            @objc func pick(_ sender: Any, forEvent event: UIEvent) {}
                        }
                        """
                    )
                ])
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        guard let sources = document.sources else { return }
        let archive = document.archive
        for connection in archive.connections where connection.kind == .action {
            guard let selector = connection.selector, let target = connection.destination,
                archive[target].placeholder != .firstResponder, let customClass = archive[target].customClass,
                let type = sources.type(
                    customClass: customClass, module: archive[target].customModule, family: archive.document.family),
                case .missing = sources.action(selector: selector, on: type)
            else { continue }
            output.report(
                "\(type.describedInMessage) has no \(type.actionMemberWording) '\(selector)' (nor do its superclasses); \(PlatformBehaviour.missingAction(archive.document.family))",
                at: connection.location(ofAttribute: "selector"), notes: type.declaredHereNotes)
        }
    }
}
