import NibArchive
import NibDiagnostics

/// `orphan-xib`: a xib no source loads.
struct OrphanXibRule: Rule {
    static let description = RuleDescription(
        id: "orphan-xib",
        summary: "no source names the xib, so nothing loads it",
        details: """
            A xib is loaded by name: `UINib(nibName:bundle:)`, `nibName:` of a view controller, \
            `loadNibNamed`/`Bundle.loadNibNamed`, `NSNib(nibNamed:)`, the default lookup of a view \
            controller created without a nib name (a class of the same name, or `FooView` for \
            `FooViewController`), "nib of my class" helpers, `Info.plist` (main nib, launch screen), \
            R.swift's `R.nib.fooCell` or SwiftGen's generated names. When no scanned source file (Swift, \
            Objective-C, property lists) mentions its name in any of these ways (as a word or a string \
            anywhere, comments included, so that the rule errs on the side of silence), nothing loads it: \
            delete it. Names built at run time (`"Cell" + suffix`) cannot be seen; suppress those with an \
            `ignore` entry. Other findings in an orphan xib get a note saying so. Needs `--sources`.
            """,
        defaultSeverity: .warning, isEnabledByDefault: false, category: .sources, requirement: .sources,
        triggeringExamples: [
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                ↓<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                    <objects><view id="main"/></objects>
                </document>
                """, name: "OldBanner.xib",
                swiftSources: [("App/Banner.swift", "final class Banner: UIView {} // loads \"Banner\"\n")])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(#"        <view id="main"/>"#), name: "ProfileHeader.xib",
                otherDocuments: [
                    ("ProfileCell~ipad.xib", ExampleDocuments.xib(#"        <view id="main"/>"#)),
                    ("SettingsView.xib", ExampleDocuments.xib(#"        <view id="main"/>"#)),
                    ("AvatarCell.xib", ExampleDocuments.xib(#"        <view id="main"/>"#)),
                    ("Legacy-Banner.xib", ExampleDocuments.xib(#"        <view id="main"/>"#)),
                ],
                swiftSources: [
                    (
                        "App/Views.swift",
                        """
                        let header = UINib(nibName: "ProfileHeader", bundle: nil)
                        final class ProfileCell: UITableViewCell {}
                        final class SettingsViewController: UIViewController {}
                        let avatar = R.nib.avatarCell
                        """
                    ),
                    ("App/Legacy.m", #"[[NSBundle mainBundle] loadNibNamed:@"Legacy-Banner" owner:self options:nil];"#),
                ])
        ])

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        guard let names = project.sourceNames else { return }
        for document in project.documents where document.isReadable && !document.isStoryboard {
            let name = DeadDocuments.nibName(of: document.file)
            guard !DeadDocuments.isNamed(name, in: names), let location = document.documentLocation else { continue }
            output.report(
                "no source names the xib '\(name)' (no UINib(nibName:), nibName:, loadNibNamed, class of that name or generated R.swift/SwiftGen name), so nothing loads it; delete the file",
                at: location)
        }
    }
}
