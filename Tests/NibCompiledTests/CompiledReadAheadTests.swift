import Foundation
import NibArchive
import NibPrimitives
import NibTestSupport
import Synchronization
import Testing

@testable import NibCompiled

/// A large storyboard folder is read with a worker thread reading scene parts ahead: it loads
/// the same archive as its XML, a part that is missing or broken anywhere in it ends the load
/// with that part's error, whether reading or filling the part fails, and stopping early leaves
/// no worker running.
@Suite struct CompiledReadAheadTests {
    /// Scenes enough for the read-ahead threshold (each declares about 20 entities).
    static let sceneCount = OwnCompiledForm.BundleReader.readAheadEntities / 15

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

    /// The storyboard, compiled once into a folder of `folder`.
    struct Compiled {
        /// The folder holding the files (removed when the last copy of this value goes).
        let folder: TemporaryFolder
        let xml: Archive
        let path: String
        /// The scene parts' file names, in scene order.
        let parts: [String]

        init(in folder: TemporaryFolder) throws {
            self.folder = folder
            let source = folder.path + "/Many.storyboard"
            try storyboard(scenes: sceneCount).write(toFile: source, atomically: false, encoding: .utf8)
            let loaded = ArchiveLoader.load(contentsOf: source)
            #expect(loaded.outcome == .ok, "\(loaded.diagnostics)")
            xml = loaded.archive
            path = folder.path + "/Many.storyboardc"
            try ArchiveCompiler.write(xml, to: path)
            // "scene-<number>-<scene id>.nib"
            func number(_ name: String) -> Int { Int(name.split(separator: "-")[1]) ?? -1 }
            parts = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasPrefix("scene-") }
                .sorted { number($0) < number($1) }
        }

        /// A copy of the compiled folder, changed by `change` (given the copy's path).
        func copy(_ change: (String) throws -> Void) throws -> String {
            let copy = folder.path + "/Copy-" + UUID().uuidString + ".storyboardc"
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            try change(copy)
            return copy
        }

        /// The parts at the start, inside the read-ahead window, past it, and at the end.
        var positions: [Int] { [0, 1, OwnCompiledForm.ReadAhead.window + 3, parts.count / 2, parts.count - 1] }
    }

    @Test func aLargeFolderLoadsTheArchiveItsXMLGives() throws {
        let compiled = try Compiled(in: TemporaryFolder())
        let declared =
            compiled.xml.objects.count + compiled.xml.values.count + compiled.xml.connections.count
            + compiled.xml.references.count
        #expect(declared >= OwnCompiledForm.BundleReader.readAheadEntities)
        #expect(compiled.parts.count == Self.sceneCount)
        // Twice: nothing of the first load's worker is left to disturb the second.
        for _ in 0..<2 {
            let loaded = CompiledNibLoader.load(contentsOf: compiled.path)
            #expect(loaded.outcome == .ok, "\(loaded.diagnostics)")
            if let difference = ArchiveFields.firstDifference(compiled.xml, loaded.archive) {
                Issue.record("\(difference)")
            }
        }
    }

    @Test func aMissingPartAnywhereIsAnErrorNamingIt() throws {
        let compiled = try Compiled(in: TemporaryFolder())
        for position in compiled.positions {
            let part = compiled.parts[position]
            let copy = try compiled.copy { try FileManager.default.removeItem(atPath: $0 + "/" + part) }
            let loaded = CompiledNibLoader.load(contentsOf: copy)
            #expect(loaded.outcome == .malformed, "part \(position)")
            #expect(loaded.diagnostics.first?.message == "cannot read part '\(part)'", "part \(position)")
        }
    }

    /// A truncated part fails while it is read (on either thread), and the error is located in it.
    @Test func aTruncatedPartAnywhereIsAnErrorAtThatPart() throws {
        let compiled = try Compiled(in: TemporaryFolder())
        for position in compiled.positions {
            let part = compiled.parts[position]
            let copy = try compiled.copy { copy in
                let bytes = try #require(FileManager.default.contents(atPath: copy + "/" + part))
                try Data(bytes.prefix(bytes.count / 2)).write(to: URL(fileURLWithPath: copy + "/" + part))
            }
            let loaded = CompiledNibLoader.load(contentsOf: copy)
            #expect(loaded.outcome == .malformed, "part \(position)")
            let diagnostic = try #require(loaded.diagnostics.first, "part \(position)")
            #expect(diagnostic.id == "compiled-nib-malformed", "part \(position)")
            #expect(diagnostic.location?.file == copy + "/" + part, "part \(position): \(diagnostic)")
        }
    }

    /// A part holding another part's entities reads well but fails while its entities are
    /// filled in (each entity appears twice): the worker, reading ahead, must be stopped.
    @Test func aPartThatFailsWhileFillingEndsTheLoadAtThatPart() throws {
        let compiled = try Compiled(in: TemporaryFolder())
        for position in compiled.positions {
            let part = compiled.parts[position]
            let other = compiled.parts[position == 0 ? 1 : position - 1]
            let copy = try compiled.copy { copy in
                try FileManager.default.removeItem(atPath: copy + "/" + part)
                try FileManager.default.copyItem(atPath: copy + "/" + other, toPath: copy + "/" + part)
            }
            let loaded = CompiledNibLoader.load(contentsOf: copy)
            #expect(loaded.outcome == .malformed, "part \(position)")
            let diagnostic = try #require(loaded.diagnostics.first, "part \(position)")
            #expect(diagnostic.message.contains("appears twice"), "part \(position): \(diagnostic)")
            // The second of the two copies fails: the part itself, or (at the start) the one after it.
            let failing = position == 0 ? other : part
            #expect(diagnostic.location?.file == copy + "/" + failing, "part \(position): \(diagnostic)")
        }
    }

    /// Stopping after two parts: the worker reads at most a window ahead, has ended once
    /// `finish()` returns, and nothing keeps the reading alive.
    @Test func finishingEarlyStopsTheWorker() throws {
        let compiled = try Compiled(in: TemporaryFolder())
        let document = try OwnCompiledForm.Reader(
            bytes: try #require(FileBytes.read(compiled.path + "/document.nib")), at: "document.nib")
        let shared = document.sharedStrings
        let reads = Reads()
        let (path, parts) = (compiled.path, compiled.parts)
        weak var released: OwnCompiledForm.ReadAhead?
        do {
            let ahead = OwnCompiledForm.ReadAhead(count: parts.count) { index in
                reads.count.add(1, ordering: .relaxed)
                return Result { () throws(CompiledFormatError) in
                    let bytes = FileBytes.read(path + "/" + parts[index]) ?? []
                    return try OwnCompiledForm.Reader(bytes: bytes, at: parts[index], shared: shared)
                }
            }
            released = ahead
            _ = try ahead.take(0)
            _ = try ahead.take(1)
            ahead.finish()
            let afterFinish = reads.count.load(ordering: .relaxed)
            #expect(afterFinish >= 2 && afterFinish <= 2 + OwnCompiledForm.ReadAhead.window + 1, "\(afterFinish)")
            Thread.sleep(forTimeInterval: 0.05)
            #expect(reads.count.load(ordering: .relaxed) == afterFinish, "the worker read on after finish()")
        }
        #expect(released == nil)
    }

    /// How many parts were read.
    final class Reads: Sendable {
        let count = Atomic<Int>(0)
    }
}
