import Foundation
import NibDiagnostics
import Testing

@testable import NibLint

/// `LintRunner` end to end over a small project on disk: configuration discovery, file discovery,
/// sources with modules, and the setup errors the command line turns into exit statuses.
@Suite("Lint runner")
struct LintRunnerTests {
    static let storyboard = ExampleDocuments.storyboard(
        ExampleDocuments.scene(
            "s1",
            """
                            <viewController storyboardIdentifier="Home" id="vc" customClass="HomeViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" id="v">
                                    <subviews>
                                        <label id="title"/>
                                        <button id="go">
                                            <connections>
                                                <action selector="go:" destination="vc" eventType="touchUpInside" id="a1"/>
                                                <action selector="stop:" destination="vc" eventType="touchUpInside" id="a2"/>
                                            </connections>
                                        </button>
                                        <view id="chart" customClass="ChartView" customModule="App"/>
                                        <view id="legacy" customClass="LegacyBadge"/>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="titleLabel" destination="title" id="o1"/>
                                    <outlet property="subtitleLabel" destination="title" id="o2"/>
                                    <outlet property="goButton" destination="title" id="o3"/>
                                </connections>
                            </viewController>
            """), initial: "vc")

    static let swift = """
        import UIKit

        final class HomeViewController: UIViewController {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var goButton: UIButton!
            @IBOutlet weak var neverConnected: UILabel!

            @IBAction func go(_ sender: UIButton) {}
        }
        """

    func makeProject() throws -> URL {
        let root = try LintTestSupport.temporaryFolder()
        try LintTestSupport.write(Self.storyboard, to: root.appendingPathComponent("App/Resources/Main.storyboard"))
        try LintTestSupport.write(Self.swift, to: root.appendingPathComponent("Sources/App/HomeViewController.swift"))
        try LintTestSupport.write(
            "final class ChartView: UIView {}", to: root.appendingPathComponent("Sources/Charts/ChartView.swift"))
        try LintTestSupport.write(
            #"let package = Package(name: "App", targets: [.target(name: "App"), .target(name: "Charts")])"#,
            to: root.appendingPathComponent("Package.swift"))
        try LintTestSupport.write(
            "@interface LegacyBadge : UIView\n@end", to: root.appendingPathComponent("Legacy/LegacyBadge.h"))
        try LintTestSupport.write(
            #"{ "sources": ["Sources", "Legacy"], "rules": { "unused-outlet": "warning" }, "exclude": ["Build"] }"#,
            to: root.appendingPathComponent(".nibload.json"))
        try LintTestSupport.write("not xml", to: root.appendingPathComponent("Build/Main.storyboard"))
        return root
    }

    @Test("configuration, discovery and every source rule in one run")
    func project() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try LintRunner.run(LintRunner.Request(paths: [root.appendingPathComponent("App").path]))
        #expect(result.files == [root.appendingPathComponent("App/Resources/Main.storyboard").path])
        let summary = result.findings.map {
            "\($0.id) \($0.severity.rawValue) \($0.location.map { URL(fileURLWithPath: $0.file).lastPathComponent + ":\($0.line)" } ?? "")"
        }
        #expect(
            summary.sorted() == [
                "action-missing-in-source error Main.storyboard:13",
                "custom-module-mismatch error Main.storyboard:16",
                "outlet-missing-in-source error Main.storyboard:22",
                "outlet-type-mismatch warning Main.storyboard:23",
                "unused-outlet warning HomeViewController.swift:6",
            ], "\(result.findings.map(\.description))")
        #expect(result.hasErrors)
    }

    @Test("setup errors say which input is wrong (the command line picks the exit statuses)")
    func setupErrors() throws {
        let root = try makeProject()
        defer { try? FileManager.default.removeItem(at: root) }
        func failure(_ request: LintRunner.Request) -> String? {
            do {
                _ = try LintRunner.run(request)
                return nil
            } catch {
                switch error {
                case .missingPaths: return "missing paths"
                case .noDocuments: return "no documents"
                case .configuration: return "configuration"
                default: return "\(error)"
                }
            }
        }
        #expect(failure(LintRunner.Request(paths: [root.path + "/nowhere"])) == "missing paths")
        #expect(failure(LintRunner.Request(paths: [root.path + "/Sources"])) == "no documents")
        #expect(
            failure(LintRunner.Request(paths: [root.path + "/App"], configurationPath: root.path + "/missing.json"))
                == "configuration")
        try LintTestSupport.write(
            #"{"rules": {"no-such-rule": "off"}}"#, to: root.appendingPathComponent("App/.nibload.json"))
        #expect(failure(LintRunner.Request(paths: [root.path + "/App"])) == "configuration")
        #expect(LintRunner.parseModule("Kit=Sources/Kit")?.name == "Kit")
        #expect(LintRunner.parseModule("Kit") == nil)
        #expect(LintRunner.parseModule("=x") == nil)
    }
}
