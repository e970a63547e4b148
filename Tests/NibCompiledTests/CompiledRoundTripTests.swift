import Foundation
import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// XML → `nibload compile` form → Archive gives an archive equal, field by field, to the one read
/// from the XML, for every document of the corpus and the Samples.
@Suite struct CompiledRoundTripTests {
    static var documents: [String] {
        let samples = FileSystem.files(below: PackagePaths.samples).filter {
            $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")
        }
        return samples.sorted() + PackagePaths.corpusFiles
    }

    static func roundTrip(_ path: String, in folder: TemporaryFolder) -> (xml: Archive, compiled: ArchiveLoadResult)? {
        let xml = ArchiveLoader.load(contentsOf: path)
        guard xml.outcome == .ok || xml.outcome == .errors else { return nil }
        let output =
            folder.path + "/" + String(path.split(separator: "/").last ?? "x")
            + (xml.archive.document.isStoryboard ? "c" : ".nib")
        do throws(ArchiveCompiler.Failure) {
            try ArchiveCompiler.write(xml.archive, to: output)
        } catch {
            Issue.record("\(path): \(error.message)")
            return nil
        }
        return (xml.archive, CompiledNibLoader.load(contentsOf: output))
    }

    @Test func everyDocumentRoundTripsToAnEqualArchive() throws {
        let folder = try TemporaryFolder()
        var compared = 0
        var storyboards = 0
        for path in Self.documents {
            guard let (xml, compiled) = Self.roundTrip(path, in: folder) else { continue }
            #expect(
                !compiled.diagnostics.contains { $0.id == "compiled-nib-malformed" }, "\(path): \(compiled.diagnostics)"
            )
            if let difference = ArchiveFields.firstDifference(xml, compiled.archive) {
                Issue.record("\(path):\n\(difference)")
            }
            compared += 1
            if xml.document.isStoryboard { storyboards += 1 }
        }
        #expect(compared >= 10)
        #expect(storyboards >= 3)
        if PackagePaths.corpus != nil { #expect(compared >= 350, "\(compared) corpus documents compared") }
    }

    @Test func aStoryboardCompilesToAFolderWithOnePartPerScene() throws {
        let folder = try TemporaryFolder()
        let path = PackagePaths.sample("storyboard/Navigation.storyboard")
        let (xml, compiled) = try #require(Self.roundTrip(path, in: folder))
        let bundle = folder.path + "/Navigation.storyboardc"
        let names = BinaryFiles.entries(of: bundle)
        #expect(names.filter { $0.hasPrefix("scene-") }.count == xml.scenes.count)
        #expect(names.contains("Info.plist") && names.contains("document.nib"))
        #expect(compiled.archive.scenes.count == xml.scenes.count)
        #expect(CompiledNibLoader.kind(of: bundle) == .folder)
        #expect(CompiledNibLoader.kind(of: bundle + "/document.nib") == .nibArchive)
    }
}
