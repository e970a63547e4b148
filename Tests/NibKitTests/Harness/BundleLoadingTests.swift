import Foundation
import NibKit
import NibKitFoundation
import NibTestSupport
import Testing

@Suite @MainActor struct BundleLoadingTests {
    static let folder = PackagePaths.sample("storyboard")

    @Test func aStoryboardByNameFromABundle() throws {
        let bundle = try #require(Bundle(path: Self.folder))
        let storyboard = try Storyboard(name: "SingleScene", bundle: bundle, registry: TypedResultTests.registry())
        #expect(storyboard.name == "SingleScene")
        #expect(try storyboard.instantiateInitialViewController(as: HelloViewController.self) != nil)
        let error = try #require(throws: NibLoadingError.self) { try Storyboard(name: "Mian", bundle: bundle) }
        guard case .nibNotFound(let name, _) = error else {
            Issue.record("expected nibNotFound, got \(error)")
            return
        }
        #expect(name == "Mian.storyboard")
    }

    @Test func documentsByURL() throws {
        let url = URL(fileURLWithPath: Self.folder + "/SingleScene.storyboard")
        #expect(try Storyboard(contentsOf: url).identifiers == ["Hello"])
        let xib = URL(fileURLWithPath: PackagePaths.sample("xib/OwnerOutlets.xib"))
        #expect(try Nib(contentsOf: xib).archive.file.hasSuffix("OwnerOutlets.xib"))
        let nibs = try #require(Bundle(path: PackagePaths.sample("xib")))
        #expect(try Nib(nibName: "OwnerOutlets", bundle: nibs).archive.file.hasSuffix("OwnerOutlets.xib"))
    }
}
