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
        let exitObject = exit.map { "\n                <exit id=\"\($0)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>" } ?? ""
        return """
                    <scene sceneID="\(id)">
                        <objects>
            \(controller)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>\(exitObject)
                        </objects>
                    </scene>
            """
    }
}
