import NibCoding
import NibKit

/// A controller that logs its lifecycle and declares outlets and an action.
@MainActor
class SBController: ViewController {
    @Outlet var titleLabel: Label?
    @Outlet var actionButton: Button?
    var plainInit = false
    var tapCount = 0

    required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        callLog.log("init \(coder.objectID)")
    }

    init() {
        plainInit = true
        super.init(nibName: nil)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        callLog.log("awake \(objectID ?? "?")")
    }

    override func loadView() {
        callLog.log("loadView \(objectID ?? "?")")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        callLog.log("viewDidLoad \(objectID ?? "?") label=\(titleLabel != nil)")
    }

    override func canPerformAction(_ action: ActionName, withSender sender: AnyObject?) -> Bool {
        action == "tap:" || super.canPerformAction(action, withSender: sender)
    }

    override func performAction(_ action: ActionName, sender: AnyObject?) {
        if action == "tap:" { tapCount += 1 } else { super.performAction(action, sender: sender) }
    }
}

/// A label that logs.
@MainActor
final class SBLabel: Label {
    required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        callLog.log("init label")
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        callLog.log("awake label")
    }
}

/// A navigation controller that logs.
@MainActor
final class SBNavigation: NavigationController {
    required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        callLog.log("init \(coder.objectID)")
    }
    override func awakeFromNib() {
        super.awakeFromNib()
        callLog.log("awake \(objectID ?? "?")")
    }
}

@MainActor
enum StoryboardFixtures {
    /// A registry with the storyboard test classes under module `App`.
    static func registry() -> NibClassRegistry {
        callLog = CallLog()
        let registry = NibClassRegistry()
        registry.register(SBController.self, as: "App.SBController")
        registry.register(SBLabel.self, as: "App.SBLabel")
        registry.register(SBNavigation.self, as: "App.SBNavigation")
        return registry
    }

    /// A navigation controller (initial) whose root is `root`; `root` has a label outlet, a button
    /// that shows `second`, and a bar button item aimed at First Responder.
    static func storyboard(initial: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \(initial ? #"initialViewController="nav""# : "")>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <navigationController storyboardIdentifier="Nav" id="nav" customClass="SBNavigation" customModule="App" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="root" kind="relationship" relationship="rootViewController" id="rel"/>
                            </connections>
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr1" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <viewController storyboardIdentifier="Root" title="Root" id="root" customClass="SBController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rootView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <label text="Hello" id="lbl" customClass="SBLabel" customModule="App">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                    </label>
                                    <button id="btn">
                                        <rect key="frame" x="0.0" y="40" width="100" height="30"/>
                                        <connections>
                                            <segue destination="second" kind="show" identifier="showSecond" id="seg"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <navigationItem key="navigationItem" title="Root Title" id="item">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <action selector="tap:" destination="fr2" id="act"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <connections>
                                <outlet property="titleLabel" destination="lbl" id="o1"/>
                                <outlet property="actionButton" destination="btn" id="o2"/>
                            </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr2" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController storyboardIdentifier="Second" id="second" customClass="SBController" customModule="App" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="secondView">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr3" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }
}
