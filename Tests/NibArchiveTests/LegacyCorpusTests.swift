import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibArchive

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every legacy Xcode 3/4 `<archive>` document of the shared corpus loads through its records, with
/// as many connections and objects as Foundation's XML parser counts records.
@Suite(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
struct LegacyCorpusTests {
    /// The corpus files whose root element is `<archive>`, found by Foundation's parser.
    static let legacyFiles: [String] = PackagePaths.corpusFiles.filter { path in
        guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: path)) else { return false }
        let counter = RecordCounter()
        parser.delegate = counter
        _ = parser.parse()
        return counter.root == "archive"
    }

    @Test func theCorpusHasLegacyDocuments() {
        #expect(Self.legacyFiles.count == 8)
    }

    @Test(arguments: legacyFiles) func loadsWithRecordCounts(_ path: String) throws {
        let result = ArchiveLoader.load(contentsOf: path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(path): \(errors.prefix(3))")
        #expect(result.outcome == .ok)
        #expect(result.archive.isLegacyFormat)
        #expect(result.diagnostics.first?.id == "legacy-format")
        #expect(result.diagnostics.first?.severity == .note)

        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
        let counter = RecordCounter()
        parser.delegate = counter
        #expect(parser.parse())
        #expect(counter.connectionRecords > 0)
        #expect(result.archive.connections.count == counter.connectionRecords)
        #expect(result.archive.objects.count == counter.objectRecords)
        #expect(result.archive.connections.allSatisfy { $0.source != nil && $0.destination != nil })
        // Constraints sit in their view's constraints, with resolved items.
        for constraint in result.archive.objects where constraint.element == "constraint" {
            #expect(
                constraint.collection == "constraints" && constraint.attribute("firstItem") != nil, "\(constraint.id)")
            #expect(constraint.attribute("firstAttribute") != nil)
        }
        // Every object, value and connection points into the file, at the line of a legacy element.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        for object in result.archive.objects {
            #expect(object.location.file == path)
            let line = object.location.line - 1
            #expect(
                line >= 0 && line < lines.count && lines[line].contains("<object"), "\(object.id) at \(object.location)"
            )
        }
        for connection in result.archive.connections {
            let line = connection.location.line - 1
            #expect(line >= 0 && line < lines.count && lines[line].contains("IBConnectionRecord"))
        }
    }

    /// Counts `IBConnectionRecord`s and the `IBObjectRecord`s other than the outline's root
    /// (objectID 0), and notes the root element.
    final class RecordCounter: NSObject, XMLParserDelegate {
        var root: String?
        var connectionRecords = 0
        var objectRecords = 0
        private var inObjectRecord = false
        private var readingID = false
        private var idText = ""

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if root == nil { root = elementName }
            switch attributes["class"] {
            case "IBConnectionRecord": connectionRecords += 1
            case "IBObjectRecord": inObjectRecord = true
            default: break
            }
            if inObjectRecord, attributes["key"] == "objectID" || attributes["key"] == "id" {
                readingID = true
                idText = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if readingID { idText += string }
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard readingID else { return }
            readingID = false
            inObjectRecord = false
            if idText.trimmingCharacters(in: .whitespaces) != "0" { objectRecords += 1 }
        }
    }
}
