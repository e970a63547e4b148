import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibXML

/// `Schema/ib-document.rng` accepts every valid Sample and every current-format corpus document,
/// and rejects the invalid Samples it is meant to reject.
@Suite struct SchemaValidationTests {
    static let schema = PackagePaths.schema + "/ib-document.rng"

    static let validSamples = [
        "storyboard/SingleScene.storyboard", "storyboard/Navigation.storyboard", "storyboard/TabBar.storyboard",
        "xib/OwnerOutlets.xib", "xib/TableViewCell.xib", "xib/AppKitWindow.xib",
    ]

    /// Invalid samples whose errors are semantic: the structure is fine, so the schema accepts them.
    static let semanticallyInvalid = [
        "invalid/DanglingOutlet.xib", "invalid/DanglingSegue.storyboard", "invalid/DuplicateID.xib",
        "invalid/UnknownCustomClass.xib", "invalid/MissingViewOutlet.xib", "invalid/CrossSceneOutlet.storyboard",
        "invalid/UnwindWithoutAction.storyboard",
    ]

    @Test(arguments: validSamples + semanticallyInvalid) func acceptsWellStructuredDocuments(_ sample: String) throws {
        let validator = try RelaxNGValidator(schemaPath: Self.schema)
        #expect(validator.validate(contentsOf: PackagePaths.sample(sample)).isEmpty)
    }

    @Test(arguments: ["invalid/NotIB.xml", "invalid/LegacyArchive.xib"]) func rejectsOtherRoots(_ sample: String) throws
    {
        let validator = try RelaxNGValidator(schemaPath: Self.schema)
        let diagnostics = validator.validate(contentsOf: PackagePaths.sample(sample))
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.first?.location?.line == 3)
    }

    @Test func rejectsAConnectionWithoutItsRequiredAttributes() throws {
        let validator = try RelaxNGValidator(schemaPath: Self.schema)
        let path = PackagePaths.sample("xib/OwnerOutlets.xib")
        let text = try #require(FileSystem.read(path))
        let broken = text.replacingOccurrences(of: #"<outlet property="nameLabel""#, with: "<outlet")
        #expect(broken != text)
        let parsed = XMLReader.parse(string: broken, file: "broken.xib")
        #expect(!validator.validate(parsed.tree).isEmpty)
    }

    @Test(.enabled(if: PackagePaths.corpus != nil)) func acceptsEveryCurrentFormatCorpusDocument() throws {
        let validator = try RelaxNGValidator(schemaPath: Self.schema)
        var checked = 0
        for file in PackagePaths.corpusFiles {
            let parsed = XMLReader.parse(contentsOf: file)
            guard parsed.failure == nil, let root = parsed.tree.root, parsed.tree[root].name == "document" else {
                continue
            }
            let diagnostics = validator.validate(parsed.tree)
            #expect(diagnostics.isEmpty, "\(file): \(diagnostics.prefix(2))")
            checked += 1
        }
        #expect(checked == 367)
    }
}
