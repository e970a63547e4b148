/// Building blocks of the segue rules' example storyboards.
enum SegueExamples {
    /// A container view `id` with an embed segue to `destination` (marked `↓` when expected to
    /// trigger), indented for the subviews of ``ExampleDocuments/viewController(_:view:subviews:)``.
    static func embedContainer(_ id: String, to destination: String, segue: String, marked: Bool = false) -> String {
        """
                                    <containerView id="\(id)">
                                        <connections><segue \(marked ? "↓" : "")destination="\(destination)" kind="embed" id="\(segue)"/></connections>
                                    </containerView>
        """
    }

    /// A scene holding the tab bar controller `tabs` with the given relationship segues.
    static func tabBarScene(_ sceneID: String, segues: [String]) -> String {
        ExampleDocuments.scene(
            sceneID,
            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    \(segues.joined(separator: "\n                    "))
                                </connections>
                            </tabBarController>
            """)
    }

    /// A scene holding the navigation controller `nav` with one relationship segue.
    static func navigationScene(_ sceneID: String, _ segue: String) -> String {
        ExampleDocuments.scene(
            sceneID,
            """
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" id="bar"/>
                                <connections>
                                    \(segue)
                                </connections>
                            </navigationController>
            """)
    }
}
