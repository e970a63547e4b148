import Foundation
import NibDiagnostics
import Testing

@testable import NibLint

/// One test per cause of false alarms found on real Xcode projects: each fails without its fix.
@Suite("Source rules on real project layouts")
struct SourceRuleFalsePositiveTests {
    static let sourceRules: Set<String> = [
        "outlet-missing-in-source", "action-missing-in-source", "custom-class-missing-in-source",
        "custom-module-mismatch", "outlet-type-mismatch", "unknown-element",
        "segue-destination-not-controller", "unwind-segue-not-to-exit", "relationship-segue-unknown-relationship",
        "relationship-segue-not-from-container", "relationship-segue-cycle", "embed-segue-not-from-container-view",
        "embed-segue-cycle",
    ]

    func lint(_ document: String, named name: String = "Doc.xib", _ sources: [(String, String)]) throws -> [Diagnostic]
    {
        try Linter.lint(
            documents: [(name, document)], swiftSources: sources,
            configuration: LintTestSupport.only(Self.sourceRules)
        ).findings
    }

    func summary(_ findings: [Diagnostic]) -> [String] {
        findings.map { "\($0.id) \($0.severity.rawValue) \($0.location?.line ?? 0)" }
    }

    static func view(_ customClass: String, module: String) -> String {
        ExampleDocuments.xib(#"        <view id="main" customClass="\#(customClass)" customModule="\#(module)"/>"#)
    }

    @Test("a Sources/<X> folder inside an Xcode project is not a module: unknown, never a mismatch")
    func sourcesFolderInXcodeProject() throws {
        let findings = try lint(
            Self.view("ChartView", module: "MyApp"),
            [("app/Sources/Widgets/ChartView.swift", "class ChartView: UIView {}")])
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("a SwiftPM target named Modals-iOS is the module Modals_iOS")
    func c99TargetNames() throws {
        let manifest =
            #"let package = Package(name: "Modals", targets: [.target(name: "Modals-iOS", dependencies: [.product(name: "Other", package: "x")]), .target(name: "Modals-macOS")])"#
        let sources = [
            ("Modals/Package.swift", manifest),
            ("Modals/Sources/Modals-iOS/FeatureView.swift", "import UIKit\nclass FeatureView: UIView {}"),
            ("Modals/Sources/Modals-macOS/CountryView.swift", "import AppKit\nclass CountryView: NSView {}"),
        ]
        #expect(try lint(Self.view("FeatureView", module: "Modals_iOS"), sources).isEmpty)
        // A real mismatch is still found, in the module's compiler name.
        let wrong = try lint(
            ExampleDocuments.appKitXib(
                #"        <customView id="main" customClass="CountryView" customModule="Modals_iOS"/>"#), sources)
        #expect(summary(wrong) == ["custom-module-mismatch error 4"])
        #expect(
            wrong.first?.message.contains("module 'Modals_macOS'") == true
                && wrong.first?.message.contains("AppKit") == true)
    }

    static let pbxproj = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1); path = "App Sources"; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2); path = Kit; sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; path = Home.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Badge.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                T1 = {isa = PBXNativeTarget; name = "My App"; buildPhases = (P1); buildConfigurationList = L1; };
                T2 = {isa = PBXNativeTarget; name = Kit; buildPhases = (P2); buildConfigurationList = L2; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; };
                C2 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_MODULE_NAME = KitCore; PRODUCT_NAME = Kit; }; };
                R = {isa = PBXProject; mainGroup = G0; };
            };
            rootObject = R;
        }
        """

    @Test("modules come from the Xcode project: PRODUCT_NAME (C99) and PRODUCT_MODULE_NAME, by target membership")
    func xcodeProjectModules() throws {
        let sources = [
            ("Proj/App.xcodeproj/project.pbxproj", Self.pbxproj),
            ("Proj/App Sources/Home.swift", "class HomeView: UIView {}"),
            ("Proj/Kit/Badge.swift", "class BadgeView: UIView {}"),
        ]
        #expect(try lint(Self.view("HomeView", module: "My_App"), sources).isEmpty)
        #expect(try lint(Self.view("BadgeView", module: "KitCore"), sources).isEmpty)
        let wrong = try lint(Self.view("BadgeView", module: "My_App"), sources)
        #expect(summary(wrong) == ["custom-module-mismatch error 4"])
        #expect(wrong.first?.message.contains("module 'KitCore'") == true)
    }

    @Test("PRODUCT_NAME from the target's base .xcconfig (with includes); an unreadable base leaves the module unknown")
    func xcconfigModules() throws {
        let root = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = Self.pbxproj
            .replacingOccurrences(
                of: "R = {isa = PBXProject; mainGroup = G0; };",
                with:
                    "X1 = {isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };\n        R = {isa = PBXProject; mainGroup = G0; };"
            )
            .replacingOccurrences(
                of:
                    #"C1 = {isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; SDKROOT = iphoneos; }; };"#,
                with:
                    "C1 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = { SDKROOT = iphoneos; }; };"
            )
        try LintTestSupport.write(project, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
        try LintTestSupport.write(
            "class HomeView: UIView {}", to: root.appendingPathComponent("App Sources/Home.swift"))
        try LintTestSupport.write("class BadgeView: UIView {}", to: root.appendingPathComponent("Kit/Badge.swift"))
        try LintTestSupport.write(
            "#include \"Shared.xcconfig\"\n", to: root.appendingPathComponent("Config/App.xcconfig"))
        try LintTestSupport.write(
            "PRODUCT_NAME = NetNews // the app\n", to: root.appendingPathComponent("Config/Shared.xcconfig"))
        let document = root.appendingPathComponent("Home.xib")
        func lintHome(module: String) throws -> [String] {
            try LintTestSupport.write(Self.view("HomeView", module: module), to: document)
            let result = try LintRunner.run(
                LintRunner.Request(paths: [document.path], options: LintOptions(sources: [root.path])))
            return summary(result.findings.filter { Self.sourceRules.contains($0.id.rawValue) })
        }
        #expect(try lintHome(module: "NetNews").isEmpty)
        #expect(try lintHome(module: "KitCore") == ["custom-module-mismatch error 4"])
        // Without the .xcconfig the target's module is unknown: never a mismatch (the target name is no guess).
        try FileManager.default.removeItem(at: root.appendingPathComponent("Config"))
        #expect(try lintHome(module: "NetNews").isEmpty)
    }

    @Test("a class from a dependency that is not checked out is a warning that says so")
    func dependenciesNotCheckedOut() throws {
        let document = ExampleDocuments.xib(#"        <view id="main" customClass="KTCenterFlowLayoutView"/>"#)
        let plain = try lint(document, [("App/Home.swift", "class Home: UIView {}")])
        #expect(summary(plain) == ["custom-class-missing-in-source error 4"])
        let podfile =
            "PODS:\n  - AFNetworking (4.0.1):\n    - AFNetworking/UIKit (= 4.0.1)\n  - KTCenterFlowLayout (1.3.1)\n\nDEPENDENCIES:\n  - KTCenterFlowLayout\n"
        let withPods = try lint(document, [("App/Home.swift", "class Home: UIView {}"), ("Podfile.lock", podfile)])
        #expect(summary(withPods) == ["custom-class-missing-in-source warning 4"])
        #expect(
            withPods.first?.message.contains(
                "may come from a dependency that is not checked out (pod 'KTCenterFlowLayout', pod 'AFNetworking')")
                == true,
            "\(withPods.map(\.message))")
        let submodule = try lint(
            document,
            [
                ("App/Home.swift", "class Home: UIView {}"),
                (".gitmodules", "[submodule \"Roxas\"]\n\tpath = External/Roxas\n\turl = x\n"),
            ])
        #expect(submodule.first?.message.contains("git submodule 'External/Roxas'") == true)
        // A class of the app's own module cannot come from a dependency.
        let own = try lint(
            ExampleDocuments.xib(#"        <view id="main" customClass="Gone" customModule="App"/>"#),
            [
                ("Package.swift", #"let package = Package(name: "App", targets: [.target(name: "App")])"#),
                ("Sources/App/Home.swift", "class Home: UIView {}"), ("Podfile.lock", podfile),
            ])
        #expect(summary(own) == ["custom-class-missing-in-source error 4"])
    }

    @Test("File's Owner of a class nobody declares: a warning saying the owner is passed in, not created")
    func filesOwnerPlaceholder() throws {
        let findings = try lint(
            ExampleDocuments.xib(
                ExampleDocuments.filesOwner("GoneController", ExampleDocuments.viewOutlet) + "\n"
                    + #"        <view id="main"/>"#),
            [("App/Home.swift", "class Home: UIView {}")])
        #expect(summary(findings) == ["custom-class-missing-in-source warning 4"])
        #expect(findings.first?.message.contains("File's Owner is not created from the document but passed in") == true)
        #expect(findings.first?.message.contains("fall back") == false)
    }

    static func owner(_ connections: String...) -> String {
        ExampleDocuments.xib(
            ExampleDocuments.filesOwner("PlaceBidViewController", connections.joined(separator: "\n")) + "\n"
                + #"        <view id="main"><subviews><button id="b"><connections><action selector="bid:" destination="-1" eventType="touchUpInside" id="a1"/></connections></button></subviews></view>"#
        )
    }

    @Test("an extension through a typealias adds its actions to the class")
    func typealiasExtension() throws {
        let findings = try lint(
            Self.owner(ExampleDocuments.viewOutlet),
            [
                (
                    "A.swift",
                    "class PlaceBidViewController: UIViewController {}\ntypealias Dev = PlaceBidViewController"
                ),
                ("B.swift", "extension Dev {\n    @IBAction func bid(_ sender: Any) {}\n}"),
            ])
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("@objcMembers classes expose their plain methods and properties (inherited by subclasses)")
    func objcMembers() throws {
        let source = """
            @objcMembers class Base: UIViewController {}
            class PlaceBidViewController: Base {
                var noGroupsButton: UIButton?
                func bid(_ sender: Any) {}
            }
            """
        let document = Self.owner(
            ExampleDocuments.viewOutlet, #"<outlet property="noGroupsButton" destination="b" id="o2"/>"#)
        #expect(try lint(document, [("A.swift", source)]).isEmpty)
        let plain = try lint(document, [("A.swift", source.replacingOccurrences(of: "@objcMembers ", with: ""))])
        #expect(summary(plain).sorted() == ["action-missing-in-source error 8", "outlet-missing-in-source error 6"])
    }

    @Test("KVC finds set<Key>: with the first letter upper-cased: outlet NoGroupsButton sets noGroupsButton")
    func keyValueCodingSetterKey() throws {
        let document = Self.owner(
            ExampleDocuments.viewOutlet, #"<outlet property="NoGroupsButton" destination="b" id="o2"/>"#)
        let source =
            "class PlaceBidViewController: UIViewController {\n    @IBOutlet var noGroupsButton: UIButton!\n    @IBAction func bid(_ sender: Any) {}\n}"
        #expect(try lint(document, [("A.swift", source)]).isEmpty)
        let other = source.replacingOccurrences(of: "noGroupsButton", with: "groupsButton")
        #expect(summary(try lint(document, [("A.swift", other)])) == ["outlet-missing-in-source error 6"])
    }

    @Test("a table view cell subclass connects the inherited selectedBackgroundView outlet")
    func inheritedCellOutlets() throws {
        let document = ExampleDocuments.xib(
            #"        <tableViewCell id="main" customClass="GameCell"><connections><outlet property="selectedBackgroundView" destination="v" id="o1"/><outlet property="accessoryView" destination="v" id="o2"/></connections><view id="v"/></tableViewCell>"#
        )
        #expect(try lint(document, [("A.swift", "class GameCell: UITableViewCell {}")]).isEmpty)
    }

    @Test("same-name classes of an iOS and a macOS target: each document is checked against its platform's class")
    func platformLookup() throws {
        let sources = [
            (
                "ios/Announcement.swift",
                "import UIKit\nclass AnnouncementViewController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}"
            ),
            (
                "mac/Announcement.swift",
                "import AppKit\nclass AnnouncementViewController: NSViewController {\n    @IBOutlet var titleField: NSTextField!\n}"
            ),
        ]
        let mac = ExampleDocuments.appKitXib(
            #"        <customObject id="-2" userLabel="File's Owner" customClass="AnnouncementViewController"><connections><outlet property="view" destination="main" id="o1"/><outlet property="titleField" destination="t" id="o2"/></connections></customObject>"#
                + "\n" + #"        <customView id="main"><subviews><textField id="t"/></subviews></customView>"#)
        #expect(try lint(mac, sources).isEmpty)
        let wrong = mac.replacingOccurrences(of: "titleField", with: "titleLabel")
        let findings = try lint(wrong, sources)
        #expect(summary(findings) == ["outlet-missing-in-source error 4"])
        #expect(
            findings.first?.message.contains("AppKit logs \"Failed to connect (titleLabel) outlet") == true,
            "\(findings.map(\.message))")
        #expect(findings.first?.message.contains("setValue:forUndefinedKey:") == false)
    }

    @Test("WatchKit: nextPage from a hosting controller is a relationship it has")
    func watchKitRelationships() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="21701" targetRuntime="watchKit" initialViewController="h1">
                <scenes>
                    <scene sceneID="s1"><objects><hostingController id="h1" customClass="FirstHosting"><connections><segue destination="c2" kind="relationship" relationship="nextPage" id="r1"/></connections></hostingController></objects></scene>
                    <scene sceneID="s2"><objects><controller id="c2" customClass="SecondController"/></objects></scene>
                </scenes>
            </document>
            """
        let findings = try lint(
            document, named: "Interface.storyboard",
            [
                (
                    "W.swift",
                    "import WatchKit\nclass SecondController: WKInterfaceController {}\nclass FirstHosting: WKHostingController<Body> {}"
                )
            ])
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test("IB vocabulary: <designables>, <vibrancyEffect>, cell configurations are known elements")
    func vocabulary() throws {
        let document = ExampleDocuments.xib(
            #"        <visualEffectView id="main"><view key="contentView" id="c"/><vibrancyEffect><blurEffect style="regular"/></vibrancyEffect></visualEffectView>"#
        )
        .replacingOccurrences(
            of: "    </objects>",
            with:
                "    </objects>\n    <designables>\n        <designable name=\"c\"><size key=\"intrinsicContentSize\" width=\"10\" height=\"10\"/></designable>\n    </designables>"
        )
        let findings = try Linter.lint(
            documents: [("Doc.xib", document)], configuration: LintTestSupport.only(["unknown-element"])
        ).findings
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }
}
