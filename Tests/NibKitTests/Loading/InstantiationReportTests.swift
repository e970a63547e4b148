import NibArchive
import Testing

@testable import NibKit

/// The figures `nibload --instantiate` reports for a whole document.
@Suite @MainActor struct InstantiationReportTests {
    /// Two navigation controllers whose relationship segues both adopt scene `x`. `x` has, in its
    /// controller nib, a runtime attribute, a navigation item and a bar button item whose action
    /// aims at `x`; in its view nib, a label (with a runtime attribute) that an outlet connects and
    /// a button with an action and a segue.
    static let sharedRoot = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="n1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController id="n1" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar1"/>
                            <connections>
                                <segue destination="x" kind="relationship" relationship="rootViewController" id="rel1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController storyboardIdentifier="Other" id="n2" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar2"/>
                            <connections>
                                <segue destination="x" kind="relationship" relationship="rootViewController" id="rel2"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="x" customClass="Shared" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="xv">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <label text="Shared" id="lbl">
                                        <userDefinedRuntimeAttributes>
                                            <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="shared.title"/>
                                        </userDefinedRuntimeAttributes>
                                    </label>
                                    <button id="btn">
                                        <connections>
                                            <action selector="tap:" destination="x" eventType="touchUpInside" id="a1"/>
                                            <segue destination="n2" kind="presentation" identifier="other" id="seg"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Shared" id="ni">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="bbi">
                                    <connections>
                                        <action selector="add:" destination="x" id="a2"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <userDefinedRuntimeAttributes>
                                <userDefinedRuntimeAttribute type="string" keyPath="title" value="Shared"/>
                            </userDefinedRuntimeAttributes>
                            <connections>
                                <outlet property="titleLabel" destination="lbl" id="o1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test(
        "a controller two containers adopt is counted once: its objects, attributes, actions, awakeFromNib and segue templates"
    )
    func controllerAdoptedByTwoContainersIsCountedOnce() throws {
        let archive = ArchiveLoader.load(string: Self.sharedRoot, file: "Shared.storyboard").archive
        let report = InstantiationReport.instantiateAll(archive: archive)
        #expect(report.succeeded, "\(report.diagnostics)")
        #expect(report.scenes == 3)
        // n1, bar1, n2, bar2, x, ni, bbi (controller nibs); xv, lbl, btn (x's view nib).
        #expect(report.statistics.objects == 10)
        #expect(report.statistics.awakeFromNib == 10)
        // `title` on x, `accessibilityIdentifier` on lbl.
        #expect(report.statistics.attributes == 2)
        #expect(report.statistics.outlets == 1)
        // bbi → x.add:, btn → x.tap:.
        #expect(report.statistics.actions == 2)
        #expect(report.statistics.segueTemplates == 1)

        // Both containers still hold their own instance of the shared root, as UIKit builds them.
        let storyboard = Storyboard(archive: archive, options: .commandLine)
        let first = try #require(try storyboard.instantiateInitialViewController() as? NavigationController)
        let second = try #require(
            try storyboard.instantiateViewController(identifier: "Other") as? NavigationController)
        let firstRoot = try #require(first.viewControllers.first)
        let secondRoot = try #require(second.viewControllers.first)
        #expect(firstRoot !== secondRoot)
    }
}
