import NibDiagnostics

/// `storyboard-reference-unresolved`: a storyboard reference whose storyboard or identifier does
/// not exist.
struct StoryboardReferenceUnresolvedRule: Rule {
    static let description = RuleDescription(
        id: "storyboard-reference-unresolved",
        summary: "a storyboard reference names a storyboard or identifier that does not exist",
        details: """
            A storyboard reference (`viewControllerPlaceholder`, AppKit `controllerPlaceholder`) stands for \
            a controller of another storyboard (`storyboardName`, or this one when absent): the one with \
            the `referencedIdentifier` as its storyboard identifier, or the initial view controller when \
            no identifier is given. UIKit throws when the segue to it fires if that controller does not \
            exist. The storyboard is looked up among the linted files by name (`Settings` → \
            `Settings.storyboard`, any folder, any localization): when it is found but has no such \
            controller, the finding is an error. When no linted file has that name, the finding is a \
            warning, since the storyboard may just not be part of this run: lint the whole project to \
            turn it into a certainty.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewControllerPlaceholder storyboardName="Settings" ↓referencedIdentifier="Privacy" id="ref1" sceneMemberID="viewController"/>
                                        <viewControllerPlaceholder ↓storyboardName="Missing" id="ref2" sceneMemberID="viewController"/>
                                        <viewControllerPlaceholder storyboardName="Settings" id="ref3" sceneMemberID="viewController"/>
                        """)),
                name: "Main.storyboard",
                otherDocuments: [
                    (
                        "Settings.storyboard",
                        ExampleDocuments.storyboard(
                            ExampleDocuments.scene(
                                "t1",
                                #"                <viewController storyboardIdentifier="General" id="g" sceneMemberID="viewController"><view key="view" id="gv"/></viewController>"#
                            ),
                            initial: "g")
                    )
                ])
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="General" id="ref1" sceneMemberID="viewController"/>
                                        <viewControllerPlaceholder storyboardName="Settings" id="ref2" sceneMemberID="viewController"/>
                                        <viewControllerPlaceholder referencedIdentifier="Home" id="ref3" sceneMemberID="viewController"/>
                        """) + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            #"                <viewController storyboardIdentifier="Home" id="h" sceneMemberID="viewController"><view key="view" id="hv"/></viewController>"#
                        )),
                name: "Main.storyboard",
                otherDocuments: [
                    (
                        "Settings.storyboard",
                        ExampleDocuments.storyboard(
                            ExampleDocuments.scene(
                                "t1",
                                #"                <viewController storyboardIdentifier="General" id="g" sceneMemberID="viewController"><view key="view" id="gv"/></viewController>"#
                            ),
                            initial: "g")
                    )
                ])
        ])

    func checkProject(_ project: LintProject, into output: inout RuleOutput) {
        var byName: [String: [DocumentFacts]] = [:]
        var unreadable: Set<String> = []
        for facts in project.documents {
            if facts.isReadable {
                if facts.isStoryboard { byName[facts.storyboardName, default: []].append(facts) }
            } else {
                // Already a parse-error (or legacy-format) finding: nothing more can be said.
                unreadable.insert(facts.storyboardName)
            }
        }
        for facts in project.documents where facts.isReadable {
            for reference in facts.storyboardReferences {
                let name = reference.storyboardName ?? facts.storyboardName
                if byName[name] == nil, unreadable.contains(name) { continue }
                guard let targets = byName[name] ?? (reference.storyboardName == nil ? [facts] : nil) else {
                    output.report(
                        "storyboard reference names the storyboard '\(name)', but no linted file is '\(name).storyboard'",
                        at: reference.storyboardLocation, severity: .warning)
                    continue
                }
                if let identifier = reference.referencedIdentifier {
                    if !targets.contains(where: { $0.storyboardIdentifiers.contains(identifier) }) {
                        output.report(
                            "storyboard '\(name)' has no controller with the storyboard identifier '\(identifier)'",
                            at: reference.identifierLocation)
                    }
                } else if !targets.contains(where: \.hasInitialViewController) {
                    output.report(
                        "storyboard reference names no identifier, so it means the initial view controller of '\(name)', but '\(name)' has none",
                        at: reference.storyboardLocation)
                }
            }
        }
    }
}
