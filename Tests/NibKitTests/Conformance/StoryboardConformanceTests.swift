import NibArchive
import NibCoding
import NibDiagnostics
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibKit

/// Conformance cases SB1–SB5 and SB9 of spec §7 (storyboards), plus segue templates, storyboard
/// references and the nib search of controllers created in code.
@Suite @MainActor struct StoryboardConformanceTests {
    func load(initial: Bool = true, folder: String? = nil) throws -> Storyboard {
        try Storyboard(
            string: StoryboardFixtures.storyboard(initial: initial), name: "Main.storyboard", storyboardFolder: folder,
            registry: StoryboardFixtures.registry())
    }

    @Test("SB1: instantiating gives init(coder:) then awakeFromNib; the view is not loaded and outlets are nil")
    func sb1ControllerOnly() throws {
        let storyboard = try load()
        let root = try #require(try storyboard.instantiateViewController(identifier: "Root") as? SBController)
        #expect(callLog.events == ["init root", "awake root"])
        #expect(!root.isViewLoaded)
        #expect(root.titleLabel == nil && root.actionButton == nil)
        #expect(root.storyboard === storyboard)
        #expect(root.title == "Root")
        #expect(root.navigationItem.title == "Root Title")
    }

    @Test(
        "SB2: loadViewIfNeeded runs loadView, the view nib's init(coder:) and awakeFromNib, then viewDidLoad with outlets set; no second awakeFromNib"
    )
    func sb2LazyViewNib() throws {
        let storyboard = try load()
        let root = try #require(try storyboard.instantiateViewController(identifier: "Root") as? SBController)
        callLog.events.removeAll()
        root.loadViewIfNeeded()
        #expect(callLog.events == ["loadView root", "init label", "awake label", "viewDidLoad root label=true"])
        #expect(root.titleLabel?.text == "Hello")
        #expect(root.view.subviews.count == 2)
        #expect(root.view.objectID == "rootView")
        root.loadViewIfNeeded()
        #expect(callLog.events.count == 4)
    }

    @Test("SB3: a storyboard without an initial controller returns nil")
    func sb3NoInitial() throws {
        let storyboard = try load(initial: false)
        #expect(try storyboard.instantiateInitialViewController() == nil)
        #expect(callLog.events.isEmpty)
    }

    @Test("SB4: an unknown identifier is an error naming the storyboard and identifier")
    func sb4UnknownIdentifier() throws {
        let storyboard = try load()
        #expect {
            _ = try storyboard.instantiateViewController(identifier: "nope")
        } throws: { error in
            guard case .unknownIdentifier(let unknown) = error as? NibLoadingError else { return false }
            return unknown.storyboard == "Main" && unknown.identifier == "nope"
        }
        #expect(storyboard.identifiers == ["Nav", "Root", "Second"])
    }

    @Test(
        "SB5: a navigation controller and its root both get init(coder:) and awakeFromNib before return; the root's view is not loaded"
    )
    func sb5Relationship() throws {
        let storyboard = try load()
        let nav = try #require(try storyboard.instantiateInitialViewController() as? SBNavigation)
        let root = try #require(nav.viewControllers.first as? SBController)
        #expect(nav.viewControllers.count == 1)
        // Exact order: every init(coder:) before any awakeFromNib; the root is decoded while the
        // navigation controller's relationship is resolved (post-order: the child first), and the
        // awakes follow document pre-order (the container first).
        #expect(callLog.events == ["init root", "init nav", "awake nav", "awake root"])
        #expect(!root.isViewLoaded)
        #expect(root.parent === nav)
    }

    @Test("SB9: a creator that does not build the controller from the coder is an error; one that does works")
    func sb9Creator() throws {
        let storyboard = try load()
        #expect {
            _ = try storyboard.instantiateViewController(identifier: "Root") { _ in SBController() }
        } throws: { error in
            guard case .creatorDidNotUseCoder(let identifier, _) = error as? NibLoadingError else { return false }
            return identifier == "Root"
        }
        let made = try storyboard.instantiateViewController(identifier: "Root") { coder in
            try SBController(coder: coder)
        }
        #expect(made is SBController)
        #expect(made.objectID == "root")
        let fallback = try storyboard.instantiateViewController(identifier: "Root") { _ in nil }
        #expect(fallback is SBController)
    }

    @Test func segueTemplatesAndTriggers() throws {
        let storyboard = try load()
        let root = try #require(try storyboard.instantiateViewController(identifier: "Root") as? SBController)
        let template = try #require(root.segueTemplates.first)
        #expect(root.segueTemplates.count == 1)
        #expect(template.identifier == "showSecond" && template.kind == .show)
        #expect(template.source === root)
        root.loadViewIfNeeded()
        let button = try #require(root.actionButton)
        #expect(button.allTargets.targets.contains { $0 === template })
        let destination = try #require(try template.destination?())
        #expect(destination.objectID == "second")
        #expect(!destination.isViewLoaded)
        let add = try #require(root.navigationItem.rightBarButtonItem)
        #expect(add.action == "tap:")
        #expect(add.target == nil)
        #expect(add.sendAction(from: root))
        #expect(root.tapCount == 1)
    }

    @Test func storyboardReferencesResolveThroughTheFolder() throws {
        let folder = try FileSystem.temporaryFolder()
        let other = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="o1">
                        <objects>
                            <viewController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="sv"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try FileSystem.write(other, to: folder + "/Other.storyboard")
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="tabs">
                <scenes>
                    <scene sceneID="m1">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref" kind="relationship" relationship="viewControllers" id="r1"/>
                                    <segue destination="missing" kind="relationship" relationship="viewControllers" id="r2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                    <scene sceneID="m2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Settings" id="ref" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="m3">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Nowhere" id="missing" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let storyboard = try Storyboard(string: main, name: folder + "/Main.storyboard", storyboardFolder: folder)
        #expect {
            _ = try storyboard.instantiateInitialViewController()
        } throws: { error in
            guard case .unresolvableStoryboardReference(let reference) = error as? NibLoadingError else { return false }
            return reference.storyboardName == "Nowhere" && reference.reason.contains("Nowhere.storyboard")
                && reference.location.line > 0
        }
        var lenient = NibLoadOptions()
        lenient.standInsForMissingExternalObjects = true
        storyboard.options = lenient
        let tabs = try #require(try storyboard.instantiateInitialViewController() as? TabBarController)
        #expect(tabs.viewControllers.count == 1)
        #expect(tabs.viewControllers.first?.storyboardIdentifier == "Settings")
    }

    @Test("nib search: module-qualified names first, View before ViewController, bare names only when allowed")
    func nibSearchForControllersCreatedInCode() throws {
        let folder = try FileSystem.temporaryFolder()
        let xib = TestClasses.xib(
            #"        <view id="v"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#, ownerClass: "X",
            ownerConnections: #"<outlet property="view" destination="v" id="o"/>"#)
        let module = String(reflecting: SBController.self).split(separator: ".").first.map(String.init) ?? ""
        let bundle = NibBundle(folder: folder)
        #expect(bundle.candidateNames(for: SBController.self) == [module + ".SB", module + ".SBController"])
        bundle.allowsBareClassNames = true
        #expect(bundle.candidateNames(for: SBNavigation.self) == [module + ".SBNavigation", "SBNavigation"])
        bundle.allowsBareClassNames = false
        try FileSystem.write(xib, to: folder + "/SBController.xib")
        let controller = SBController()
        #expect(bundle.nibName(for: controller) == nil)  // the bare name is not searched (VL3)
        try FileSystem.write(xib, to: folder + "/" + module + ".SBController.xib")
        #expect(bundle.nibName(for: controller) == module + ".SBController")
        try FileSystem.write(xib, to: folder + "/" + module + ".SB.xib")
        #expect(bundle.nibName(for: controller) == module + ".SB")  // VL1: the `View` name wins
        bundle.install()
        defer { NibBundle.uninstall() }
        controller.loadViewIfNeeded()
        #expect(controller.view.objectID == "v")
        let named = SBController()
        named.nibName = "SBController"
        #expect(bundle.nibName(for: named) == "SBController")
    }
}
