/// Document skeletons for rule examples, so that each example shows only what matters.
enum ExampleDocuments {
    /// The `<document>` attributes of an iOS document in Xcode 15's dialect.
    private static let iOSAttributes =
        #"version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES""#

    /// A storyboard with the given scenes.
    /// - Parameters:
    ///   - scenes: `<scene>` elements.
    ///   - initial: The `initialViewController` id, if any.
    static func storyboard(_ scenes: String, initial: String? = nil) -> String {
        let initialAttribute = initial.map { #" initialViewController="\#($0)""# } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" \(iOSAttributes)\(initialAttribute)>
                <scenes>
            \(scenes)
                </scenes>
            </document>

            """
    }

    /// An iOS xib with the given top-level objects.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" \(iOSAttributes)>
            <objects>
        \(objects)
            </objects>
        </document>

        """
    }

    /// An iOS xib with the given top-level objects and `<resources>` entries.
    static func xib(_ objects: String, resources: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" \(iOSAttributes)>
            <objects>
        \(objects)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>

        """
    }

    /// A macOS xib with the given top-level objects.
    static func appKitXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>

        """
    }

    /// A scene holding one controller element (written in full by the caller) and a First Responder.
    static func scene(_ id: String, _ controller: String, exit: String? = nil) -> String {
        let exitObject =
            exit.map { "\n                <exit id=\"\($0)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>" } ?? ""
        return """
                    <scene sceneID="\(id)">
                        <objects>
            \(controller)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>\(exitObject)
                        </objects>
                    </scene>
            """
    }

    /// A storyboard of one scene `s1` whose controller `vc` has a button `b` with the given segue, a
    /// label `lbl`, an Exit `x` and the view controller `child` in scene `s2`.
    static func buttonSceneWithExit(_ segue: String) -> String {
        ExampleDocuments.storyboard(
            ExampleDocuments.scene(
                "s1",
                ExampleDocuments.viewController(
                    "vc", view: "v",
                    subviews: ExampleDocuments.button("b", segue) + "\n"
                        + "                            <label id=\"lbl\"/>"),
                exit: "x")
                + "\n" + ExampleDocuments.plainScene("s2", controller: "child", view: "cv"))
    }

    /// A scene holding a view controller whose view is empty.
    static func plainScene(_ id: String, controller: String, view: String) -> String {
        scene(
            id,
            #"                <viewController id="\#(controller)" sceneMemberID="viewController"><view key="view" id="\#(view)"/></viewController>"#
        )
    }

    /// A view controller element (indented for ``scene(_:_:exit:)``) whose view holds subviews.
    /// - Parameters:
    ///   - id: The controller's id.
    ///   - view: Its view's id.
    ///   - subviews: The `<subviews>` children, each line indented by 28 spaces (``button(_:_:)``).
    static func viewController(_ id: String, view: String, subviews: String) -> String {
        """
                        <viewController id="\(id)" sceneMemberID="viewController">
                            <view key="view" id="\(view)">
                                <subviews>
        \(subviews)
                                </subviews>
                            </view>
                        </viewController>
        """
    }

    /// A button (indented for the subviews of ``viewController(_:view:subviews:)``) with connections:
    /// one on the `<connections>` line, several on lines of their own.
    static func button(_ id: String, _ connections: String...) -> String {
        let indent = String(repeating: " ", count: 28)
        let list =
            connections.count == 1
            ? "<connections>\(connections[0])</connections>"
            : "<connections>\n" + connections.map { "\(indent)        \($0)\n" }.joined()
                + "\(indent)    </connections>"
        return "\(indent)<button id=\"\(id)\">\n\(indent)    \(list)\n\(indent)</button>"
    }

    /// The `view` outlet of File's Owner to the top-level view `main`.
    static let viewOutlet = #"<outlet property="view" destination="main" id="o1"/>"#

    /// A File's Owner placeholder of a custom class (indented for ``xib(_:)``) with connections: one
    /// on the `<connections>` line, several on lines of their own.
    /// - Parameters:
    ///   - customClass: The class.
    ///   - module: Its `customModule`, if any.
    ///   - connections: The connection elements, usually starting with ``viewOutlet``.
    static func filesOwner(_ customClass: String, module: String? = nil, _ connections: String...) -> String {
        let moduleAttribute = module.map { #" customModule="\#($0)""# } ?? ""
        let indent = String(repeating: " ", count: 8)
        let list =
            connections.count == 1
            ? "<connections>\(connections[0])</connections>"
            : "<connections>\n" + connections.map { "\(indent)        \($0)\n" }.joined()
                + "\(indent)    </connections>"
        return """
            \(indent)<placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(customClass)"\(moduleAttribute)>
            \(indent)    \(list)
            \(indent)</placeholder>
            """
    }

    /// A top-level view `main` (indented for ``xib(_:)``) holding a label `l` with further attributes
    /// (each followed by a space).
    static func viewWithLabel(_ attributes: String = "") -> String {
        #"        <view id="main"><subviews><label \#(attributes)id="l"/></subviews></view>"#
    }
}
