import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload FILE…`: golden trees and JSON for the Samples, exit statuses, usage errors.
@Suite @MainActor struct DumpCommandTests {
    static let snapshots = PackagePaths.root + "/Tests/NibLoadCLITests/Snapshots"

    nonisolated static let samples = [
        "storyboard/SingleScene.storyboard", "storyboard/Navigation.storyboard", "storyboard/TabBar.storyboard",
        "xib/OwnerOutlets.xib", "xib/TableViewCell.xib", "xib/AppKitWindow.xib",
    ]

    /// Runs from the package root so that paths in the output are relative and stable.
    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments)
    }

    static func snapshotName(_ sample: String, _ suffix: String) -> String {
        sample.replacingOccurrences(of: "/", with: "_") + suffix
    }

    @Test(arguments: samples) func treeMatchesGolden(_ sample: String) {
        let result = Self.run(["Samples/" + sample])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        Snapshot.assert(result.out, named: Self.snapshotName(sample, ".tree.txt"), in: Self.snapshots)
    }

    @Test(arguments: samples) func jsonMatchesGoldenAndSchema(_ sample: String) throws {
        let result = Self.run(["--format", "json", "Samples/" + sample])
        #expect(result.status == 0)
        Snapshot.assert(result.out, named: Self.snapshotName(sample, ".json"), in: Self.snapshots)
        #expect(try Self.schemaViolations(result.out).isEmpty)
    }

    @Test func severalFilesGiveAnArrayThatValidates() throws {
        let result = Self.run(
            ["--format", "json"] + Self.samples.map { "Samples/" + $0 } + ["Samples/invalid/DanglingOutlet.xib"])
        #expect(result.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [Any]
        #expect(parsed?.count == 7)
        #expect(try Self.schemaViolations(result.out).isEmpty)
    }

    static func schemaViolations(_ output: String) throws -> [JSONSchemaCheck.Violation] {
        let schemaText = try #require(FileSystem.read(PackagePaths.schema + "/nibload-dump.schema.json"))
        var schema = try #require(try JSONSerialization.jsonObject(with: Data(schemaText.utf8)) as? [String: Any])
        schema["oneOf"] = nil
        schema["$ref"] = "#/$defs/document"
        let instance = try JSONSerialization.jsonObject(with: Data(output.utf8))
        let documents = (instance as? [Any]) ?? [instance]
        return documents.flatMap { JSONSchemaCheck.validate($0, against: schema) }
    }

    @Test func sceneFilterAndDepthLimit() {
        let scene = Self.run(["--scene", "Detail", "Samples/storyboard/Navigation.storyboard"])
        #expect(scene.status == 0)
        #expect(scene.out.contains("DetailViewController"))
        #expect(!scene.out.contains("SettingsViewController"))
        let shallow = Self.run(["--depth", "1", "Samples/storyboard/SingleScene.storyboard"])
        #expect(!shallow.out.contains("UILabel id="))
        #expect(shallow.out.contains("HelloViewController"))
        let missing = Self.run(["--scene", "Nope", "Samples/storyboard/Navigation.storyboard"])
        #expect(missing.status == 64)
        #expect(missing.err.contains("no scene has the id or storyboard identifier 'Nope'"))
    }

    @Test func sceneFilterAppliesToJSONAndRejectsXibs() throws {
        let result = Self.run(["--scene", "Master", "--format", "json", "Samples/storyboard/Navigation.storyboard"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let scenes = try #require(document["scenes"] as? [[String: Any]])
        #expect(scenes.count == 1)
        let objects = try #require(document["objects"] as? [[String: Any]])
        let sceneID = try #require(scenes.first?["sceneID"] as? String)
        #expect(objects.allSatisfy { $0["scene"] as? String == sceneID })
        #expect(try Self.schemaViolations(result.out).isEmpty)
        let xib = Self.run(["--scene", "Master", "Samples/xib/OwnerOutlets.xib"])
        #expect(xib.status == 64)
        #expect(xib.err.contains("--scene applies to storyboards"))
    }

    @Test func overviewListsEveryCommandWithItsWholeFirstSentence() {
        let overview = Self.run(["--help"]).out
        #expect(overview.contains("  lint    Lint .xib and .storyboard files"))
        #expect(overview.contains("  run     Run a storyboard's controllers"))
    }

    @Test(arguments: [
        ("invalid/DanglingOutlet.xib", Int32(1), "Samples/invalid/DanglingOutlet.xib:13:46: error:"),
        ("invalid/NotWellFormed.xib", 65, "Samples/invalid/NotWellFormed.xib:20:26: error:"),
        ("invalid/Truncated.xib", 65, "Samples/invalid/Truncated.xib:17:115: error:"),
        ("invalid/Empty.xib", 65, "Samples/invalid/Empty.xib:1:1: error: the file is empty"),
        ("invalid/LegacyArchive.xib", 0, "3:1: note: legacy Xcode 3/4 <archive> document"),
        ("invalid/NotIB.xml", 65, "[not-ib-document]"),
        ("invalid/EntityDeclaration.xib", 65, "Samples/invalid/EntityDeclaration.xib:4:5: error:"),
        ("invalid/CrossSceneOutlet.storyboard", 0, "warning:"),
        ("does-not-exist.xib", 66, "Samples/does-not-exist.xib: error: cannot open"),
    ])
    func exitStatusesAndDiagnostics(_ sample: String, _ status: Int32, _ expected: String) {
        let result = Self.run(["Samples/" + sample])
        #expect(result.status == status)
        #expect(result.err.contains(expected), "\(result.err)")
    }

    @Test func worstStatusWinsAcrossFiles() {
        let result = Self.run([
            "Samples/xib/OwnerOutlets.xib", "Samples/invalid/DanglingOutlet.xib", "Samples/nope.xib",
        ])
        #expect(result.status == 66)
        #expect(result.out.contains("OwnerOutlets.xib"))
    }

    @Test func usageErrors() {
        let unknown = Self.run(["--formt", "json", "x.xib"])
        #expect(unknown.status == 64)
        #expect(unknown.err.hasPrefix("nibload: error: unknown option '--formt'; did you mean '--format'?"))
        let badFormat = Self.run(["--format", "yaml", "x.xib"])
        #expect(badFormat.status == 64)
        let badDepth = Self.run(["--depth", "zero", "x.xib"])
        #expect(badDepth.status == 64)
        #expect(Self.run([]).status == 64)
        let noFiles = Self.run(["--no-color"])
        #expect(noFiles.status == 64)
        #expect(noFiles.err.contains("no input files"))
    }

    @Test func helpAndVersion() {
        let overview = Self.run(["--help"])
        #expect(overview.status == 0)
        #expect(overview.out.contains("EXIT STATUS:"))
        #expect(overview.out.contains("64  usage error"))
        let help = Self.run(["help", "dump"])
        #expect(help.status == 0)
        #expect(help.out.contains("--scene"))
        #expect(Self.run(["help", "dumb"]).err.contains("did you mean 'dump'?"))
        let version = Self.run(["--version", "x"])
        #expect(version.out == "nibload \(NibLoadTool.version)\n")
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() {
        let plain = Self.run(["Samples/xib/OwnerOutlets.xib"])
        #expect(!plain.out.contains("\u{1B}["))
        let coloured = Self.run(["--color", "Samples/xib/OwnerOutlets.xib"])
        #expect(coloured.out.contains("\u{1B}["))
    }
}
