import Foundation
import NibArchive
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibCompiled

/// The compiled form's strings are decoded when read (attributes) or first named (entity
/// fields).
@Suite struct CompiledLazyStringsTests {
    @Test func storedStringsDecodeAndCompareLikeStrings() {
        let table = StoredStrings.fixture(["text", "", "caf\u{E9}", "userLabel-that-is-long-enough"])
        #expect((0..<table.count).map(table.string) == ["text", "", "caf\u{E9}", "userLabel-that-is-long-enough"])
        #expect(table.equals(0, "text"))
        #expect(!table.equals(0, "texts"))
        #expect(!table.equals(1, "x"))
        #expect(table.equals(1, ""))
        // Canonically equivalent, different bytes: equal, as String comparison says.
        #expect(table.equals(2, "cafe\u{301}"))
        #expect(!table.equals(2, "cafe"))
    }

    @Test func badEndsAreFoundBeforeAnyStringIsRead() {
        var ends: [UInt8] = []
        for end: UInt32 in [3, 2] { withUnsafeBytes(of: end.littleEndian) { ends.append(contentsOf: $0) } }
        let buffer = Array("abc".utf8) + ends
        #expect(StoredStrings.firstBadEnd(in: buffer, utf8Length: 3, ends: 3, count: 2) == 7)
        #expect(StoredStrings.firstBadEnd(in: buffer, utf8Length: 3, ends: 3, count: 1) == nil)
        #expect(StoredStrings.firstBadEnd(in: buffer, utf8Length: 2, ends: 3, count: 1) == 3)
    }

    @Test func attributeLookupsOnACompiledArchiveMatchTheXML() throws {
        for sample in ["xib/OwnerOutlets.xib", "xib/TableViewCell.xib", "storyboard/Navigation.storyboard"] {
            let xml = ArchiveLoader.load(contentsOf: PackagePaths.sample(sample)).archive
            let folder = try TemporaryFolder()
            let output = folder.path + "/out" + (xml.document.isStoryboard ? ".storyboardc" : ".nib")
            try ArchiveCompiler.write(xml, to: output)
            let compiled = CompiledNibLoader.load(contentsOf: output).archive
            #expect(compiled.objects.count == xml.objects.count, "\(sample)")
            for (mine, theirs) in zip(compiled.objects, xml.objects) {
                for attribute in theirs.attributes {
                    #expect(mine.attribute(attribute.name) == attribute.value, "\(sample) \(theirs.id)")
                }
                #expect(mine.attribute("no-such-attribute") == nil)
            }
        }
    }
}
