import NibArchive
import NibPrimitives
import Testing

@testable import NibCompiled

/// A UIKit nib built from the format description maps onto the archive like the XML would.
@Suite struct CompiledMappingTests {
    @Test func uikitNibMapsPlaceholdersObjectsValuesAndConnections() throws {
        let bytes = NIBFixture.uikitNib().file.encoded()
        let result = CompiledNibLoader.load(bytes: bytes, file: "Fixture.nib")
        #expect(result.outcome == .ok, "\(result.diagnostics)")
        let archive = result.archive
        #expect(archive.document.family == .cocoaTouch)
        let owner = try #require(archive.objects.first { $0.placeholder == .filesOwner })
        let label = try #require(archive.objects.first { $0.element == "label" })
        let button = try #require(archive.objects.first { $0.element == "button" })
        let view = try #require(archive.objects.first { $0.element == "view" })
        #expect(archive.topLevelObjects == [owner.index, view.index])
        #expect(label.attribute("text") == "Hello")
        #expect(label.attribute("tag") == "7")
        #expect(label.parent == view.index && label.collection == "subviews")
        #expect(archive.members(ofCollection: "subviews", of: view.index) == [label.index, button.index])
        #expect(button.customClass == "FancyButton" && button.defaultClass == "UIButton")
        #expect(button.attribute("userInteractionEnabled") == "YES")
        // Geometry keeps its coder keys; the keyed decoder makes the frame (see CompiledUIKitInstantiationTests).
        let bounds = try #require(archive.value(forKey: "UIBounds", of: label.index))
        #expect(bounds.element == "rect" && bounds.attribute("width") == "100" && bounds.attribute("height") == "20")
        let center = try #require(archive.value(forKey: "UICenter", of: label.index))
        #expect(center.element == "point" && center.attribute("x") == "60" && center.attribute("y") == "30")
        let outlet = try #require(archive.connections.first { $0.kind == .outlet })
        #expect(outlet.property == "titleLabel" && outlet.source == owner.index && outlet.destination == label.index)
        let action = try #require(archive.connections.first { $0.kind == .action })
        #expect(action.selector == "tap:" && action.eventType == "touchUpInside" && action.source == button.index)
        #expect(label.location.byteOffset != nil)
        #expect(label.location.description.hasPrefix("Fixture.nib@0x"))
    }

    @Test func aStoryboardBundleIsReadThroughItsIndex() throws {
        let folder = try TemporaryFolder()
        var controllerNib = NIBFixture()
        controllerNib.add("NSObject")
        let identifier = controllerNib.string("Main")
        let controller = controllerNib.add("UIViewController", [("UIStoryboardIdentifier", identifier)])
        let top = controllerNib.array([controller])
        controllerNib.objects[0].values = [("UINibTopLevelObjectsKey", top)]
        _ = BinaryFiles.makeDirectory(folder.path + "/Main.storyboardc")
        #expect(
            FileBytes.write(
                controllerNib.file.encoded(), to: folder.path + "/Main.storyboardc/UIViewController-abc.nib") == nil)
        _ = BinaryFiles.makeDirectory(folder.path + "/Main.storyboardc/abc-view-def.nib")
        #expect(
            FileBytes.write(
                NIBFixture.uikitNib().file.encoded(), to: folder.path + "/Main.storyboardc/abc-view-def.nib/runtime.nib"
            ) == nil)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIViewControllerIdentifiersToNibNames</key><dict><key>Main</key><string>UIViewController-abc</string></dict>
            <key>UIStoryboardDesignatedEntryPointIdentifier</key><string>Main</string>
            </dict></plist>
            """
        #expect(FileBytes.write(Array(plist.utf8), to: folder.path + "/Main.storyboardc/Info.plist") == nil)
        let result = CompiledNibLoader.load(
            contentsOf: folder.path + "/Main.storyboardc", displayName: "Main.storyboardc")
        #expect(result.outcome == .ok, "\(result.diagnostics)")
        let archive = result.archive
        #expect(archive.scenes.map(\.sceneID) == ["UIViewController-abc", "abc-view-def"])
        let initial = try #require(archive.initialViewController)
        #expect(archive[initial].element == "viewController")
        #expect(archive[initial].attribute("storyboardIdentifier") == "Main")
        #expect(archive.connections.count == 2)
        #expect(
            archive.objects.first { $0.element == "label" }?.location.file
                == "Main.storyboardc/abc-view-def.nib/runtime.nib")
    }

    @Test func keyedArchiveInXMLWithUIDsAndEscapedKeysGivesTheSameGraph() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>$archiver</key><string>NSKeyedArchiver</string>
            <key>$version</key><integer>100000</integer>
            <key>$top</key><dict><key>UINibTopLevelObjectsKey</key><dict><key>CF$UID</key><integer>1</integer></dict></dict>
            <key>$objects</key><array>
              <string>$null</string>
              <dict><key>NS.objects</key><array><dict><key>CF$UID</key><integer>3</integer></dict></array>
                    <key>$class</key><dict><key>CF$UID</key><integer>2</integer></dict></dict>
              <dict><key>$classname</key><string>NSArray</string><key>$classes</key><array><string>NSArray</string></array></dict>
              <dict><key>UIText</key><dict><key>CF$UID</key><integer>5</integer></dict>
                    <key>$$odd</key><integer>3</integer>
                    <key>UIHidden</key><dict><key>CF$UID</key><integer>0</integer></dict>
                    <key>$class</key><dict><key>CF$UID</key><integer>4</integer></dict></dict>
              <dict><key>$classname</key><string>UILabel</string><key>$classes</key><array><string>UILabel</string></array></dict>
              <string>Hi</string>
            </array>
            </dict></plist>
            """
        let result = CompiledNibLoader.load(bytes: Array(plist.utf8), file: "Keyed.nib")
        // Not a NIBArchive and not bplist: an XML plist keyed archive is read through the plist path.
        #expect(result.outcome == .ok, "\(result.diagnostics)")
        let label = try #require(result.archive.objects.first { $0.element == "label" })
        #expect(label.attribute("text") == "Hi")
        #expect(label.attribute("$odd") == "3")
        #expect(label.attribute("hidden") == nil)
    }
}
