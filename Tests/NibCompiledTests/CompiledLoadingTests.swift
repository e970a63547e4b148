import Foundation
import NibArchive
import NibCoding
import NibKit
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibCompiled

/// `Nib` and `Storyboard` accept the compiled form wherever they accept XML, and instantiating it
/// gives what instantiating the XML gives; real compiled AppKit nibs instantiate too.
@Suite @MainActor struct CompiledLoadingTests {
    nonisolated static let samples = [
        "storyboard/Navigation.storyboard", "storyboard/SingleScene.storyboard", "storyboard/TabBar.storyboard",
        "xib/OwnerOutlets.xib", "xib/TableViewCell.xib", "xib/AppKitWindow.xib",
    ]

    @Test(arguments: samples) func instantiatingTheCompiledFormCountsLikeTheXML(_ sample: String) throws {
        let folder = try TemporaryFolder()
        let path = PackagePaths.sample(sample)
        let xml = ArchiveLoader.load(contentsOf: path).archive
        let output = folder.path + "/out" + (xml.document.isStoryboard ? ".storyboardc" : ".nib")
        try ArchiveCompiler.write(xml, to: output)
        let compiled = DocumentLoader.load(contentsOf: output)
        #expect(compiled.outcome == .ok)
        let folderOfSample = PackagePaths.sample(sample).split(separator: "/").dropLast().joined(separator: "/")
        let expected = InstantiationReport.instantiateAll(archive: xml, storyboardFolder: "/" + folderOfSample)
        let actual = InstantiationReport.instantiateAll(
            archive: compiled.archive, storyboardFolder: "/" + folderOfSample)
        #expect(expected.statistics.objects > 0)
        #expect(actual.statistics == expected.statistics)
        #expect(actual.diagnostics == expected.diagnostics)
    }

    @Test func storyboardAndNibOpenCompiledFiles() throws {
        let folder = try TemporaryFolder()
        let storyboardXML = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard"))
            .archive
        try ArchiveCompiler.write(storyboardXML, to: folder.path + "/SingleScene.storyboardc")
        let storyboard = try Storyboard(contentsOf: folder.path + "/SingleScene.storyboardc")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        #expect(controller.view?.subviews.isEmpty == false)

        let xib = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/TableViewCell.xib")).archive
        try ArchiveCompiler.write(xib, to: folder.path + "/TableViewCell.nib")
        let nib = try Nib(contentsOf: folder.path + "/TableViewCell.nib")
        #expect(nib.archive.objects.count == xib.objects.count)
        #expect(
            try Nib(contentsOf: PackagePaths.sample("xib/TableViewCell.xib")).archive.objects.count == xib.objects.count
        )
    }

    /// A compiled nib held in memory, a compiled `.nib` found by name in a ``NibBundle`` folder,
    /// and a storyboard reference from one compiled storyboard to another (`X.storyboardc`).
    @Test func compiledBytesBundlesAndReferencesLoad() throws {
        let folder = try TemporaryFolder()
        let xib = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/OwnerOutlets.xib")).archive
        let bytes = ArchiveCompiler.compiledFile(xib)
        let fromBytes = try Nib(data: bytes, name: "OwnerOutlets.nib")
        #expect(fromBytes.archive.objects.count == xib.objects.count)
        #expect(fromBytes.archive.file == xib.file)
        try ArchiveCompiler.write(xib, to: folder.path + "/OwnerOutlets.nib")
        let bundle = NibBundle(folder: folder.path)
        #expect(bundle.path(forNibNamed: "OwnerOutlets") == folder.path + "/OwnerOutlets.nib")
        #expect(try bundle.nib(named: "OwnerOutlets").archive.connections.count == xib.connections.count)
        #expect(bundle.path(forNibNamed: "Missing") == nil)

        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="ref-1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Far" id="ref-1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let other = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
                <scenes>
                    <scene sceneID="s2">
                        <objects>
                            <viewController storyboardIdentifier="Far" id="far-1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="far-v"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        try ArchiveCompiler.write(
            ArchiveLoader.load(string: main, file: "Main.storyboard").archive, to: folder.path + "/Main.storyboardc")
        try ArchiveCompiler.write(
            ArchiveLoader.load(string: other, file: "Other.storyboard").archive, to: folder.path + "/Other.storyboardc")
        let storyboard = try Storyboard(contentsOf: folder.path + "/Main.storyboardc")
        let far = try #require(try storyboard.instantiateInitialViewController())
        far.loadViewIfNeeded()
        #expect(far.view != nil)
        #expect(storyboard.loadDiagnostics.isEmpty, "\(storyboard.loadDiagnostics)")
    }

    @Test func realCompiledAppKitNibsInstantiate() {
        for entry in CompiledCorpus.entries {
            let archive = DocumentLoader.load(contentsOf: CompiledCorpus.folder + "/" + entry.file).archive
            let report = InstantiationReport.instantiateAll(archive: archive)
            #expect(report.statistics.objects > 0, "\(entry.file): \(report.diagnostics)")
            #expect(report.statistics.outlets > 0, "\(entry.file)")
        }
    }
}

/// A UIKit nib built from the format description instantiates through the keyed decoder, the
/// coder keys translated (`UIText` → `text`, `UITag` → `tag`; `UIBounds` around `UICenter` →
/// `frame`), and a real AppKit nib's views get the frames its `NSFrame`/`NSFrameSize` texts say.
@Suite @MainActor struct CompiledUIKitInstantiationTests {
    final class Owner: NibKit.NibObject {
        @Outlet var titleLabel: Label?
    }

    @Test func theFixtureNibDecodesItsViewsAndConnectsItsOutlet() throws {
        let result = CompiledNibLoader.load(bytes: NIBFixture.uikitNib().file.encoded(), file: "Fixture.nib")
        let registry = NibClassRegistry()
        let nib = Nib(archive: result.archive, registry: registry)
        let owner = Owner()
        let objects = try nib.instantiate(owner: owner)
        let view = try #require(objects.compactMap { $0 as? View }.first)
        let label = try #require(view.subviews.first as? Label)
        #expect(label.text == "Hello")
        #expect(label.tag == 7)
        // The frame is UIKit's bounds (0 0 100 20) around its centre (60 30).
        #expect(label.frame == Rect(x: 10, y: 20, width: 100, height: 20))
        #expect(view.subviews.count == 2)
        #expect(owner.titleLabel === label)
    }
}

/// The keyed decoder reads AppKit's coder keys: `decodeRect(forKey: "frame")` of every object of
/// the real NIBArchive nibs that has an `NSFrame` or `NSFrameSize` is a frame the independent
/// `nibarchive` parser reads there.
@Suite struct CompiledAppKitFrameTests {
    static let script = #"""
        import sys, json, re, nibarchive
        out = []
        for path in sys.argv[1:]:
            a = nibarchive.NIBArchiveParser(verify=False).parse(open(path, 'rb'))
            frames = []
            for o in a.objects:
                for v in a.get_object_values(o):
                    if a.keys[v.key_index].name in ('NSFrame', 'NSFrameSize') and isinstance(v.data, int):
                        text = {a.keys[x.key_index].name: x.data for x in a.get_object_values(a.objects[v.data])}.get('NS.bytes', b'').decode()
                        n = [float(x) for x in re.findall(r'-?[0-9.]+', text)]
                        frames.append(n if len(n) == 4 else [0.0, 0.0] + n)
            out.append(sorted(frames))
        print(json.dumps(out))
        """#

    @Test func viewsGetTheFramesOfTheirCoderKeys() throws {
        let files = CompiledCorpus.entries.filter { $0.format == "NIBArchive" }.map {
            CompiledCorpus.folder + "/" + $0.file
        }
        guard !files.isEmpty else { return }
        guard let output = CompiledCorpus.independentOutput(Self.script, files) else { return }
        let theirs = try JSONDecoder().decode([[[Double]]].self, from: Data(output.utf8))
        var checked = 0
        for (file, expected) in zip(files, theirs) {
            let archive = DocumentLoader.load(contentsOf: file).archive
            let context = NibDecodingContext(archive: archive, resolver: nil)
            var frames: [[Double]] = []
            for object in archive.objects
            where object.attribute("NSFrame") != nil || object.attribute("NSFrameSize") != nil {
                let frame = try #require(
                    try context.coder(for: object.index).decodeRect(forKey: "frame"), "\(file): \(object.id)")
                frames.append([frame.origin.x, frame.origin.y, frame.size.width, frame.size.height])
            }
            var remaining = expected
            for frame in frames {
                let found = remaining.firstIndex(of: frame)
                #expect(found != nil, "\(file): \(frame) is not a frame of the nib")
                if let found { remaining.remove(at: found) }
            }
            // Objects outside IB's outline (not document objects) are not in the archive.
            #expect(frames.count * 2 >= expected.count, "\(file): \(frames.count) of \(expected.count) frames")
            checked += frames.count
        }
        #expect(checked >= 20)
    }
}

/// A `.storyboardc` built from the format description (UIKit's segue templates: a controller's
/// `UIStoryboardSegueTemplates`, `UIIdentifier`, `UIDestinationViewControllerIdentifier` naming
/// the destination's nib, a button's `perform:` event connection to its template) loads with its
/// segues, and the runtime performs them.
@Suite @MainActor struct CompiledStoryboardSegueTests {
    /// `Main.storyboardc`: a first controller with a view and a button, a `show` segue `next`
    /// (triggered by the button) and a `presentation` segue `modal`, both to a second controller.
    static func writeBundle(in folder: String) -> String {
        let bundle = folder + "/Main.storyboardc"
        _ = BinaryFiles.makeDirectory(bundle)
        var first = NIBFixture()
        first.add("NSObject")
        let show = first.add(
            "UIStoryboardShowSegueTemplate",
            [
                ("UIIdentifier", first.string("next")),
                ("UIDestinationViewControllerIdentifier", first.string("UIViewController-second")),
            ])
        let modal = first.add(
            "UIStoryboardPresentationSegueTemplate",
            [
                ("UIIdentifier", first.string("modal")),
                ("UIDestinationViewControllerIdentifier", first.string("UIViewController-second")),
                ("UIAnimates", .bool(false)),
            ])
        let button = first.add("UIButton", [("UITag", .int8(3))])
        let view = first.add("UIView", [("UISubviews", first.array([button]))])
        let templates = first.array([show, modal])
        let controller = first.add(
            "UIViewController",
            [
                ("UIStoryboardIdentifier", first.string("First")), ("UIViewControllerView", .object(view)),
                ("UIStoryboardSegueTemplates", templates),
            ])
        let trigger = first.add(
            "UIRuntimeEventConnection",
            [
                ("UISource", .object(button)), ("UIDestination", .object(show)), ("UILabel", first.string("perform:")),
                ("UIEventMask", .int8(64)),
            ])
        first.objects[0].values = [
            ("UINibTopLevelObjectsKey", first.array([controller])), ("UINibConnectionsKey", first.array([trigger])),
        ]
        var second = NIBFixture()
        second.add("NSObject")
        let secondView = second.add("UIView")
        let destination = second.add(
            "UIViewController",
            [("UIStoryboardIdentifier", second.string("Second")), ("UIViewControllerView", .object(secondView))])
        second.objects[0].values = [("UINibTopLevelObjectsKey", second.array([destination]))]
        _ = FileBytes.write(first.file.encoded(), to: bundle + "/UIViewController-first.nib")
        _ = FileBytes.write(second.file.encoded(), to: bundle + "/UIViewController-second.nib")
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIViewControllerIdentifiersToNibNames</key><dict>
            <key>First</key><string>UIViewController-first</string><key>Second</key><string>UIViewController-second</string></dict>
            <key>UIStoryboardDesignatedEntryPointIdentifier</key><string>First</string>
            </dict></plist>
            """
        _ = FileBytes.write(Array(plist.utf8), to: bundle + "/Info.plist")
        return bundle
    }

    @Test func segueTemplatesBecomeSegues() throws {
        let folder = try TemporaryFolder()
        let result = CompiledNibLoader.load(
            contentsOf: Self.writeBundle(in: folder.path), displayName: "Main.storyboardc")
        #expect(result.outcome == .ok, "\(result.diagnostics)")
        let archive = result.archive
        let segues = archive.connections.filter { $0.kind == .segue }
        #expect(segues.map { $0.segue?.identifier } == ["next", "modal"])
        #expect(segues.map { $0.segue?.kind } == [.show, .presentation])
        #expect(segues.map { $0.segue?.animates } == [true, false])
        let button = try #require(archive.objects.first { $0.element == "button" })
        let first = try #require(archive.objects.first { $0.attribute("storyboardIdentifier") == "First" })
        let second = try #require(archive.objects.first { $0.attribute("storyboardIdentifier") == "Second" })
        #expect(segues.map(\.source) == [button.index, first.index])
        #expect(segues.map(\.destination) == [second.index, second.index])
        #expect(segues.allSatisfy { $0.destinationID == second.id })
        #expect(
            !archive.connections.contains { $0.kind == .action },
            "the perform: action is the segue's trigger, not an action")
        #expect(!archive.objects.contains { $0.className?.hasSuffix("SegueTemplate") == true })
    }

    @Test func theRuntimePerformsThem() throws {
        let folder = try TemporaryFolder()
        let runner = Runner()
        let storyboard = try Storyboard(contentsOf: Self.writeBundle(in: folder.path), runner: runner)
        let first = try #require(try storyboard.instantiateInitialViewController())
        let window = runner.makeWindow()
        window.rootViewController = first
        window.makeKeyAndVisible()
        runner.settle()
        first.performSegue(withIdentifier: "modal", sender: nil)
        runner.settle()
        let presented = try #require(first.presentedViewController)
        #expect(presented.storyboardIdentifier == "Second")
        #expect(storyboard.loadDiagnostics.isEmpty, "\(storyboard.loadDiagnostics)")
    }
}
