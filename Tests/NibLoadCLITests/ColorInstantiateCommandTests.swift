import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload --instantiate` and `nibload run` on a scene with a CMYK background and a colour in an
/// unknown space: the scene instantiates (it failed before, exit 1), the unknown space is a warning.
@Suite(.serialized) @MainActor struct ColorInstantiateCommandTests {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" userLabel="Printed" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <color key="backgroundColor" cyan="0.5" magenta="0.25" yellow="0" black="0.2" alpha="1" colorSpace="custom" customColorSpace="genericCMYKColorSpace"/>
                                <color key="tintColor" red="0.5" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="adobeRGB1998"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func cmykSceneInstantiatesAndRuns() throws {
        let folder = try FileSystem.temporaryFolder()
        let path = folder + "/Printed.storyboard"
        try FileSystem.write(Self.document, to: path)
        let instantiated = CapturedConsole.run(["--instantiate", path])
        #expect(instantiated.status == 0, "\(instantiated.err)")
        #expect(instantiated.out.contains("instantiated: 2 objects"), "\(instantiated.out)")
        #expect(!instantiated.err.contains("error:"), "\(instantiated.err)")
        #expect(instantiated.err.contains("Printed.storyboard:10:"), "\(instantiated.err)")
        #expect(
            instantiated.err.contains("warning: colour 'tintColor' is in colour space 'adobeRGB1998'"),
            "\(instantiated.err)")
        let run = CapturedConsole.run(["run", path, "--script", "rotate; memory-warning"])
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("Printed.viewDidAppear(animated: false)"), "\(run.out)")
    }
}
