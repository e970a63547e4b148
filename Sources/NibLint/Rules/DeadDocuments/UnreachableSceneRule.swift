import NibArchive
import NibDiagnostics

/// `unreachable-scene`: a storyboard scene nothing can show.
struct UnreachableSceneRule: Rule {
    static let description = RuleDescription(
        id: "unreachable-scene",
        summary: "a storyboard scene can never be shown",
        details: """
            A scene is reached through the storyboard's initial view controller, through a storyboard \
            identifier (`instantiateViewController(withIdentifier:)`, storyboard references), or through a \
            segue or relationship from a scene that is itself reached. A scene with none of these is dead: \
            `ibtool` warns that it "is unreachable due to lack of entry points and does not have an \
            identifier for runtime access". Scenes reached only from dead scenes are dead too. Only scenes whose main object is a controller are checked, and scenes without one (AppKit's Application scene and its menu segues) count as reached; so do WatchKit controllers with an `identifier` and notification and glance controllers, which watchOS instantiates itself. Delete the \
            scene, or give it a storyboard identifier if code instantiates it. Other findings inside a dead \
            scene get a note saying so, so that the scene is deleted rather than fixed.
            """,
        defaultSeverity: .warning, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.plainScene("s1", controller: "vc1", view: "v1") + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            #"                ↓<viewController id="vc2" sceneMemberID="viewController"><view key="view" id="v2"/></viewController>"#
                        ),
                    initial: "vc1")),
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        #"                ↓<viewController id="vc1" sceneMemberID="viewController"><view key="view" id="v1"><connections><segue destination="vc2" kind="show" id="g1"/></connections></view></viewController>"#
                    )
                        + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            #"                ↓<viewController id="vc2" sceneMemberID="viewController"><view key="view" id="v2"/></viewController>"#
                        ))),
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.storyboard(
                    ExampleDocuments.scene(
                        "s1",
                        """
                                        <navigationController id="nav" sceneMemberID="viewController">
                                            <connections>
                                                <segue destination="vc2" kind="relationship" relationship="rootViewController" id="r1"/>
                                            </connections>
                                        </navigationController>
                        """)
                        + "\n"
                        + ExampleDocuments.scene(
                            "s2",
                            ExampleDocuments.viewController(
                                "vc2", view: "v2",
                                subviews: ExampleDocuments.button(
                                    "b", #"<segue destination="vc3" kind="show" id="g1"/>"#)))
                        + "\n"
                        + ExampleDocuments.plainScene("s3", controller: "vc3", view: "v3") + "\n"
                        + ExampleDocuments.scene(
                            "s4",
                            #"                <viewController storyboardIdentifier="Settings" id="vc4" sceneMemberID="viewController"><view key="view" id="v4"/></viewController>"#
                        )
                        + "\n"
                        + ExampleDocuments.scene(
                            "s5",
                            #"                <viewControllerPlaceholder storyboardName="Other" id="ref" sceneMemberID="viewController"/>"#
                        ),
                    initial: "nav")),
            // AppKit: the Application scene loads with the main storyboard; its menu's segue reaches a window.
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa">
                    <scenes>
                        <scene sceneID="app">
                            <objects>
                                <application id="a"><menu key="mainMenu" id="m"><items><menuItem title="Preferences" id="p"><connections><segue destination="w" kind="show" id="g"/></connections></menuItem></items></menu></application>
                            </objects>
                        </scene>
                        <scene sceneID="prefs">
                            <objects><windowController id="w" sceneMemberID="viewController"/></objects>
                        </scene>
                    </scenes>
                </document>
                """, name: "Main.storyboard"),
            // WatchKit: controllers instantiated by identifier, notification controllers by the system.
            RuleExample(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="22505" targetRuntime="watchKit">
                    <scenes>
                        <scene sceneID="s1"><objects><hostingController identifier="Flow" id="h"/></objects></scene>
                        <scene sceneID="s2"><objects><notificationController id="n"><connections><segue destination="d" kind="relationship" relationship="dynamicNotificationInterface" id="r"/></connections></notificationController></objects></scene>
                        <scene sceneID="s3"><objects><controller id="d"/></objects></scene>
                    </scenes>
                </document>
                """, name: "Interface.storyboard"),
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        for scene in document.index.unreachableScenes(in: document.archive, tree: document.tree) {
            output.report(
                "scene '\(scene.sceneID)' (\(scene.controllerDescription)) can never be shown: it is not the initial view controller, has no storyboard identifier, and no segue or relationship from a reachable scene leads to it; delete it, or give it a storyboard identifier if code instantiates it",
                at: scene.controllerLocation)
        }
    }
}
