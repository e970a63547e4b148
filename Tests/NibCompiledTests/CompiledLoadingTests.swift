import NibArchive
import NibKit
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
        let actual = InstantiationReport.instantiateAll(archive: compiled.archive, storyboardFolder: "/" + folderOfSample)
        #expect(expected.statistics.objects > 0)
        #expect(actual.statistics == expected.statistics)
        #expect(actual.diagnostics == expected.diagnostics)
    }

    @Test func storyboardAndNibOpenCompiledFiles() throws {
        let folder = try TemporaryFolder()
        let storyboardXML = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard")).archive
        try ArchiveCompiler.write(storyboardXML, to: folder.path + "/SingleScene.storyboardc")
        let storyboard = try Storyboard(contentsOf: folder.path + "/SingleScene.storyboardc")
        let controller = try #require(try storyboard.instantiateInitialViewController())
        controller.loadViewIfNeeded()
        #expect(controller.view?.subviews.isEmpty == false)

        let xib = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/TableViewCell.xib")).archive
        try ArchiveCompiler.write(xib, to: folder.path + "/TableViewCell.nib")
        let nib = try Nib(contentsOf: folder.path + "/TableViewCell.nib")
        #expect(nib.archive.objects.count == xib.objects.count)
        #expect(try Nib(contentsOf: PackagePaths.sample("xib/TableViewCell.xib")).archive.objects.count == xib.objects.count)
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
/// coder keys translated (`UIText` → `text`, `UITag` → `tag`, `UIBounds` → `frame`).
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
        #expect(label.frame.size.width == 100)
        #expect(view.subviews.count == 2)
        #expect(owner.titleLabel === label)
    }
}
