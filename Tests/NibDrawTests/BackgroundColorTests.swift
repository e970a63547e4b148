import NibArchive
import NibDraw
import NibTestSupport
import Testing

/// Views are filled with the background colour IB stores: components, or a system or named colour
/// of the document's resources; dark colours as tints so that text stays readable; clear and
/// undefined colours not at all.
@Suite struct BackgroundColorTests {
    static func fills(_ colors: [String]) throws -> [String] {
        var subviews = ""
        for (index, color) in colors.enumerated() {
            subviews += """
                <view id="c\(index)-aa-bbb"><rect key="frame" x="0" y="\(index * 40)" width="100" height="30"/>\(color)</view>
                """
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
              <objects>
                <view id="root-aa-bbb"><rect key="frame" x="0" y="0" width="200" height="400"/><subviews>\(subviews)</subviews></view>
              </objects>
              <resources>
                <systemColor name="systemPinkColor"><color red="1" green="0.176" blue="0.333" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
                <namedColor name="Brand"><color white="0.9" alpha="0.5" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>
              </resources>
            </document>
            """
        let result = ArchiveLoader.load(string: text, file: "Colors.xib")
        try #require(result.outcome == .ok, "\(result.diagnostics)")
        let wireframe = try #require(Wireframe(archive: result.archive))
        return wireframe.scenes[0].elements.dropFirst().map { element in
            element.fill.map { "\($0.hex) \($0.opacity)" } ?? "none"
        }
    }

    @Test func colorsFromComponentsAndResources() throws {
        let fills = try Self.fills([
            #"<color key="backgroundColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#,
            #"<color key="backgroundColor" white="0.0" alpha="1" colorSpace="calibratedWhite"/>"#,
            #"<color key="backgroundColor" systemColor="systemPinkColor"/>"#,
            #"<color key="backgroundColor" name="Brand"/>"#,
            #"<color key="backgroundColor" white="1" alpha="0.0" colorSpace="calibratedWhite"/>"#,
            #"<color key="backgroundColor" systemColor="systemTealColor"/>"#,
            "",
        ])
        #expect(fills == ["#ff8000 1.0", "#000000 0.35", "#ff2d55 1.0", "#e6e6e6 0.5", "none", "none", "none"])
    }

    @Test func theSamplesChildSceneIsTinted() throws {
        let result = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard"))
        let wireframe = try #require(Wireframe(archive: result.archive, scene: "Child"))
        // secondarySystemBackgroundColor, defined in the document's resources.
        #expect(wireframe.scenes[0].elements.first?.fill?.hex == "#f2f2f7")
    }
}
