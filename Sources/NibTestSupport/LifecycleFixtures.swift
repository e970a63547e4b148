/// Storyboards the lifecycle tests of both test targets load (through the API and through
/// `nibload run`), written to a temporary folder when a command needs a file.
package enum LifecycleFixtures {
    /// A navigation controller whose root `First` has a button `Fade` with a custom segue
    /// `fade` (class `App.FadeSegue`) to `Second`, a button `Plain` with a show segue `plain`, and
    /// a button `Modal` with a legacy `kind="modal"` segue `modal` (no presentation style).
    package static let customSegue = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav">
            <scenes>
                <scene sceneID="s-nav">
                    <objects>
                        <navigationController id="nav" userLabel="Nav" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="first" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s-first">
                    <objects>
                        <viewController storyboardIdentifier="First" id="first" userLabel="First" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="first-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="fade-button" userLabel="Fade">
                                        <rect key="frame" x="10" y="60" width="100" height="40"/>
                                        <state key="normal" title="Fade"/>
                                        <connections>
                                            <segue destination="second" kind="custom" identifier="fade" customClass="FadeSegue" customModule="App" id="fade-segue"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="plain-button" userLabel="Plain">
                                        <rect key="frame" x="10" y="110" width="100" height="40"/>
                                        <state key="normal" title="Plain"/>
                                        <connections>
                                            <segue destination="second" kind="show" identifier="plain" id="plain-segue"/>
                                        </connections>
                                    </button>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="modal-button" userLabel="Modal">
                                        <rect key="frame" x="10" y="160" width="100" height="40"/>
                                        <state key="normal" title="Modal"/>
                                        <connections>
                                            <segue destination="second" kind="modal" identifier="modal" id="modal-segue"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s-second">
                    <objects>
                        <viewController storyboardIdentifier="Second" id="second" userLabel="Second" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="second-view">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}
