import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibArchive

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Loads every real document in the shared corpus (when it is present beside the checkout).
@Suite(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
struct CorpusSweepTests {
    /// Files whose error diagnostics are true problems of the file, with why.
    static let knownBroken: [String: String] = [
        // IBLinter's fixture for its duplicate-id rule: two constraints refer to 'Pfc-VO-bsH', an id the
        // fixture's author removed when duplicating views. The references really dangle.
        "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Rules__DuplicateIdRule__DuplicateID.xib":
            "dangling-reference",
        // A 0-byte mock file in IBLinter's glob tests.
        "IBDecodable__IBLinter/Tests__IBLinterKitTest__Resources__Utils__Glob__ProjectMock__Level1_2__Level1_2.xib":
            "empty-document",
    ]

    @Test func everyDocumentLoadsAndConnectionsMatchAnIndependentCount() throws {
        let corpus = try #require(PackagePaths.corpus)
        var loaded = 0
        var legacy = 0
        var connections = 0
        for path in PackagePaths.corpusFiles {
            let relative = String(path.dropFirst(corpus.count + 1))
            let result = ArchiveLoader.load(contentsOf: path)
            let errors = result.diagnostics.filter { $0.severity == .error }
            if result.archive.isLegacyFormat {
                legacy += 1
                // Read through their records; counts are checked in LegacyCorpusTests.
                #expect(errors.isEmpty, "\(relative): \(errors.prefix(3))")
                continue
            }
            if let expected = Self.knownBroken[relative] {
                #expect(!errors.isEmpty && errors.allSatisfy { $0.id.rawValue == expected }, "\(relative): \(errors)")
                continue
            }
            #expect(errors.isEmpty, "\(relative): \(errors.prefix(3))")
            let independent = try Self.countConnectionElements(path)
            let counted = result.archive.connections.filter { $0.kind != .accessibility }.count
            #expect(counted == independent, "\(relative): archive \(counted), XML \(independent)")
            #expect(result.archive.connections.allSatisfy { $0.source != nil }, "\(relative)")
            connections += counted
            loaded += 1
        }
        #expect(loaded + legacy + Self.knownBroken.count == PackagePaths.corpusFiles.count)
        #expect(legacy == 8)
        #expect(connections > 10_000)
    }

    /// Counts `outlet`, `outletCollection`, `action`, `segue` (not the `reference=` pointers) and
    /// `binding` elements with Foundation's parser, independently of NibXML and NibArchive.
    static func countConnectionElements(_ path: String) throws -> Int {
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
        let counter = ElementCounter()
        parser.delegate = counter
        _ = parser.parse()
        return counter.count
    }

    final class ElementCounter: NSObject, XMLParserDelegate {
        var count = 0
        private static let names: Set<String> = ["outlet", "outletCollection", "action", "segue", "binding"]
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard Self.names.contains(elementName) else { return }
            if elementName == "segue", attributes["reference"] != nil { return }
            count += 1
        }
    }
}
