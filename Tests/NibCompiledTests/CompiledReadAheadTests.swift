import Foundation
import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// A storyboard folder of many scene parts is read ahead on a worker thread: it loads the same
/// archive as its XML, and a part that is missing or broken anywhere in it ends the load with
/// that part's error (the worker stopped, nothing left waiting).
@Suite struct CompiledReadAheadTests {
    /// More scenes than the read-ahead threshold, so that loading the folder takes that path.
    static let sceneCount = OwnCompiledForm.BundleReader.readAheadParts + 36

    /// A storyboard of `count` scenes: each a view controller with a label, an outlet to it, a
    /// button whose action and segue lead to the next scene.
    static func storyboard(scenes count: Int) -> String {
        func id(_ kind: String, _ scene: Int) -> String { "\(kind)\(String(scene, radix: 36))-aa-bbb" }
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
            toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" \
            initialViewController="\(id("v", 0))">
                <scenes>

            """
        for scene in 0..<count {
            let next = id("v", (scene + 1) % count)
            text += """
                        <scene sceneID="\(id("s", scene))">
                            <objects>
                                <viewController storyboardIdentifier="Scene\(scene)" id="\(id("v", scene))" customClass="SceneController" customModule="App" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="\(id("w", scene))">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <subviews>
                                            <label opaque="NO" text="Scene \(scene)" id="\(id("l", scene))">
                                                <rect key="frame" x="16" y="\(scene % 700)" width="200" height="21"/>
                                            </label>
                                            <button opaque="NO" id="\(id("b", scene))">
                                                <rect key="frame" x="16" y="40" width="80" height="30"/>
                                                <connections>
                                                    <action selector="next:" destination="\(id("v", scene))" eventType="touchUpInside" id="\(id("a", scene))"/>
                                                    <segue destination="\(next)" kind="show" identifier="next" id="\(id("g", scene))"/>
                                                </connections>
                                            </button>
                                        </subviews>
                                    </view>
                                    <connections>
                                        <outlet property="titleLabel" destination="\(id("l", scene))" id="\(id("o", scene))"/>
                                    </connections>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("f", scene))" sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(scene * 10)" y="0.0"/>
                        </scene>

                """
        }
        return text + "    </scenes>\n</document>\n"
    }

    /// The storyboard written as XML and compiled into `folder`: its XML archive and the
    /// compiled folder's path and scene part names (in file-name order).
    static func compiled(in folder: TemporaryFolder) throws -> (xml: Archive, path: String, parts: [String]) {
        let source = folder.path + "/Many.storyboard"
        try storyboard(scenes: sceneCount).write(toFile: source, atomically: true, encoding: .utf8)
        let xml = ArchiveLoader.load(contentsOf: source)
        #expect(xml.outcome == .ok, "\(xml.diagnostics)")
        let output = folder.path + "/Many.storyboardc"
        try ArchiveCompiler.write(xml.archive, to: output)
        let parts = try FileManager.default.contentsOfDirectory(atPath: output).filter { $0.hasPrefix("scene-") }
        return (xml.archive, output, parts.sorted())
    }

    @Test func aFolderOfManyPartsLoadsTheArchiveItsXMLGives() throws {
        let folder = try TemporaryFolder()
        let (xml, path, parts) = try Self.compiled(in: folder)
        #expect(xml.scenes.count == Self.sceneCount)
        #expect(parts.count == Self.sceneCount)
        // Twice: the second load finds the worker threads the first one left idle.
        for _ in 0..<2 {
            let loaded = CompiledNibLoader.load(contentsOf: path)
            #expect(loaded.outcome == .ok, "\(loaded.diagnostics)")
            if let difference = ArchiveFields.firstDifference(xml, loaded.archive) {
                Issue.record("\(difference)")
            }
        }
    }

    /// The parts at the start, in the read-ahead window, past it, and at the end.
    static func positions(_ parts: [String]) -> [Int] {
        [0, 1, OwnCompiledForm.ReadAhead.window + 3, parts.count - 1]
    }

    @Test func aMissingPartAnywhereIsAnErrorNamingIt() throws {
        for position in Self.positions(try Self.compiled(in: TemporaryFolder()).parts) {
            let folder = try TemporaryFolder()
            let (_, path, parts) = try Self.compiled(in: folder)
            try FileManager.default.removeItem(atPath: path + "/" + parts[position])
            let loaded = CompiledNibLoader.load(contentsOf: path)
            #expect(loaded.outcome == .malformed, "part \(position)")
            #expect(loaded.diagnostics.first?.message == "cannot read part '\(parts[position])'", "part \(position)")
        }
    }

    @Test func aBrokenPartAnywhereIsAnErrorAtThatPart() throws {
        for position in Self.positions(try Self.compiled(in: TemporaryFolder()).parts) {
            let folder = try TemporaryFolder()
            let (_, path, parts) = try Self.compiled(in: folder)
            let broken = path + "/" + parts[position]
            let bytes = try #require(FileManager.default.contents(atPath: broken))
            try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: broken))
            let loaded = CompiledNibLoader.load(contentsOf: path)
            #expect(loaded.outcome == .malformed, "part \(position)")
            let diagnostic = try #require(loaded.diagnostics.first, "part \(position)")
            #expect(diagnostic.id == "compiled-nib-malformed", "part \(position)")
            #expect(diagnostic.location?.file == path + "/" + parts[position], "part \(position): \(diagnostic)")
        }
    }
}
