import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibArchive

@Suite struct SampleArchiveTests {
    static let valid = [
        "storyboard/SingleScene.storyboard", "storyboard/Navigation.storyboard", "storyboard/TabBar.storyboard",
        "xib/OwnerOutlets.xib", "xib/TableViewCell.xib", "xib/AppKitWindow.xib",
    ]

    @Test(arguments: valid) func validSamplesLoadWithoutErrors(_ sample: String) {
        let result = ArchiveLoader.load(contentsOf: PackagePaths.sample(sample))
        #expect(result.outcome == .ok, "\(result.diagnostics)")
        #expect(!result.archive.objects.isEmpty)
        for connection in result.archive.connections { #expect(connection.destination != nil) }
    }

    @Test func singleSceneHasItsControllerOutletsAndAction() throws {
        let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/SingleScene.storyboard")).archive
        let initial = try #require(archive.initialViewController)
        let controller = archive[initial]
        #expect(controller.customClass == "HelloViewController")
        #expect(controller.customModule == "HelloApp")
        #expect(controller.qualifiedCustomClass == "HelloApp.HelloViewController")
        #expect(controller.attribute("storyboardIdentifier") == "Hello")
        #expect(archive.document.isStoryboard)
        #expect(archive.document.family == .cocoaTouch)
        let outlets = archive.connections(from: initial).filter { $0.kind == .outlet }.compactMap(\.property)
        #expect(Set(outlets).isSuperset(of: ["titleLabel", "helloButton"]))
        let action = try #require(archive.connections.first { $0.kind == .action })
        #expect(action.selector == "sayHello:")
        #expect(action.eventType == "touchUpInside")
        #expect(action.destination == initial)
        let view = try #require(archive.child(forKey: "view", of: initial))
        #expect(archive[view].element == "view")
        #expect(!archive.members(ofCollection: "subviews", of: view).isEmpty)
        #expect(archive.scene(of: view) == controller.scene)
    }

    @Test func ownerOutletsPlaceholdersAndCollections() throws {
        let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/OwnerOutlets.xib")).archive
        let placeholders = archive.objects.compactMap(\.placeholder)
        #expect(placeholders.contains(.filesOwner))
        #expect(placeholders.contains(.firstResponder))
        let owner = try #require(archive.objects.first { $0.placeholder == .filesOwner })
        #expect(owner.customClass == "ProfileViewController")
        let collection = archive.connections.filter { $0.kind == .outletCollection }
        #expect(collection.count == 2)
        #expect(collection.allSatisfy { $0.collectionClass == "NSMutableArray" })
        let toFirstResponder = archive.connections.filter {
            $0.kind == .action && $0.destination.map { archive[$0].placeholder == .firstResponder } == true
        }
        #expect(toFirstResponder.count == 1)
        let attributes = archive.values.filter { $0.element == "userDefinedRuntimeAttribute" }
        #expect(attributes.contains { $0.attribute("keyPath") == "layer.cornerRadius" })
    }

    @Test func navigationSeguesHaveEveryKind() throws {
        let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard")).archive
        let kinds = Set(archive.connections.compactMap(\.segue?.kind))
        #expect(kinds.isSuperset(of: [.relationship, .show, .presentation, .unwind, .embed]))
        let unwind = try #require(archive.connections.first { $0.segue?.kind == .unwind })
        #expect(unwind.segue?.unwindAction == "unwindToMaster:")
        #expect(unwind.destination.map { archive[$0].placeholder } == .exit)
        let root = try #require(archive.connections.first { $0.segue?.relationship == .rootViewController })
        #expect(root.destination != nil)
        #expect(archive.scenes.count >= 4)
    }

    @Test func appKitPlaceholdersByNumericID() throws {
        let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/AppKitWindow.xib")).archive
        #expect(archive.document.family == .appKit)
        #expect(archive.objects.first { $0.id == "-2" }?.placeholder == .filesOwner)
        #expect(archive.objects.first { $0.id == "-1" }?.placeholder == .firstResponder)
        #expect(archive.objects.first { $0.id == "-3" }?.placeholder == .application)
        let action = try #require(archive.connections.first { $0.kind == .action })
        #expect(action.destination.map { archive[$0].id } == "-2")
        #expect(archive.connections.contains { $0.kind == .binding })
        let button = try #require(archive.objects.first { $0.element == "button" })
        #expect(button.defaultClass == "NSButton")
    }

    /// The archive-level diagnostics the invalid samples announce on their second line
    /// (`<!-- expect: id at line:col -->`); the others belong to the linter and the decoder.
    static let archiveLevel: Set<String> = [
        "xml-not-well-formed", "dangling-reference", "entity-declaration", "not-ib-document", "legacy-format",
        "cross-scene-connection", "empty-document",
    ]

    /// The invalid samples whose announced diagnostic comes from the archive reader (enumerated).
    static let invalid = InvalidSamples.all.filter { sample in
        sample.id.map { archiveLevel.contains($0) && $0 != "empty-document" } ?? false
    }
    /// The samples that are empty or whitespace only.
    static let empty = InvalidSamples.all.filter { $0.id == "empty-document" }

    @Test func everyInvalidSampleAnnouncesItsDiagnostic() {
        #expect(InvalidSamples.all.count >= 15)
        #expect(InvalidSamples.all.allSatisfy { $0.id != nil }, "\(InvalidSamples.all.filter { $0.id == nil })")
        #expect(Self.invalid.count >= 9)
        #expect(Self.empty.map(\.name) == ["Empty.xib", "WhitespaceOnly.storyboard"])
    }

    @Test(arguments: invalid) func invalidSamplesGiveTheirDiagnosticAtTheMarkedPlace(_ sample: InvalidSamples.Sample)
        throws
    {
        let id = try #require(sample.id)
        let result = ArchiveLoader.load(contentsOf: sample.path)
        let match = result.diagnostics.first { $0.id.rawValue == id }
        #expect(
            match?.location == SourceLocation(file: sample.path, line: sample.line, column: sample.column),
            "\(result.diagnostics)")
        #expect(result.diagnostics.filter { $0.severity == .error }.count <= 1)
    }

    @Test(arguments: empty) func emptySamples(_ sample: InvalidSamples.Sample) {
        let result = ArchiveLoader.load(contentsOf: sample.path)
        #expect(result.diagnostics.map(\.id) == ["empty-document"])
        #expect(result.outcome == .malformed)
    }

    @Test func externalEntityContentIsNeverRead() throws {
        let result = ArchiveLoader.load(contentsOf: PackagePaths.sample("invalid/ExternalEntity.xib"))
        let hostname = (FileSystem.read("/etc/hostname") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let everything = result.archive.objects.flatMap(\.attributes).map(\.value) + result.diagnostics.map(\.message)
        if !hostname.isEmpty { #expect(!everything.contains { $0.contains(hostname) }) }
        #expect(result.archive.objects.isEmpty)
    }
}
