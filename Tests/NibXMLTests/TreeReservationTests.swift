import Foundation
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibXML

/// The reader makes room for a file's elements and attributes from its size before reading it,
/// so that a large document's two largest lists are made once instead of doubled (each doubling
/// copied the list into fresh pages and left up to half of the last one unused).
@Suite struct TreeReservationTests {
    @Test func roomIsMadeFromTheFileSizeBeforeReading() throws {
        // Three elements in a file of about 1 MB (a long comment): without the estimate the lists
        // would hold room for a handful of elements.
        let folder = try FileSystem.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/reservation.xib"
        let comment = "<!--" + String(repeating: "x", count: 1_000_000) + "-->"
        let text = "<?xml version=\"1.0\"?>\n<document a=\"1\">\(comment)<objects/><view id=\"v\"/></document>\n"
        try FileSystem.write(text, to: path)
        let tree = XMLReader.parse(contentsOf: path).tree
        #expect(tree.elements.count == 3)
        let expected = XMLTree.expectedSize(ofDocumentBytes: text.utf8.count, limits: ReaderLimits())
        #expect(expected.elements > 10_000)
        #expect(tree.elements.capacity >= expected.elements)
        #expect(tree.attributeRecords.capacity >= expected.attributes)
    }

    @Test func theEstimateNeverPassesTheLimits() {
        let limits = ReaderLimits()
        let huge = XMLTree.expectedSize(ofDocumentBytes: 1 << 40, limits: limits)
        #expect(huge.elements == limits.maximumElements)
        #expect(huge.attributes == limits.maximumAttributes)
        let small = ReaderLimits(maximumElements: 5, maximumAttributes: 7)
        #expect(XMLTree.expectedSize(ofDocumentBytes: 1 << 20, limits: small) == (5, 7))
        #expect(XMLTree.expectedSize(ofDocumentBytes: -1, limits: limits) == (16, 16))
    }

    /// Every current-format document of the corpus of 100 KB or more fits the estimate, so real
    /// large documents are read without a list being doubled (legacy archives, with about 56 bytes
    /// per element, may double once).
    @Test func largeCorpusDocumentsFitTheEstimate() throws {
        var checked = 0
        for file in PackagePaths.corpusFiles {
            guard let size = FileBytes.read(file)?.count, size >= 100_000 else { continue }
            let tree = XMLReader.parse(contentsOf: file).tree
            guard let root = tree.root, tree[root].name == "document" else { continue }
            let expected = XMLTree.expectedSize(ofDocumentBytes: size, limits: ReaderLimits())
            #expect(tree.elements.count <= expected.elements, "\(file): \(tree.elements.count) elements")
            #expect(tree.attributes.count <= expected.attributes, "\(file): \(tree.attributes.count) attributes")
            checked += 1
        }
        if PackagePaths.corpus != nil { #expect(checked >= 20) }
    }
}
