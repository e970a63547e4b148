import Foundation
import NibArchive
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibCompiled

/// The compiled form's strings are decoded when read (attributes) or first named (entity
/// fields), and a storyboard folder's parts are read with the size their `stat` gave.
@Suite struct CompiledLazyStringsTests {
    /// A stored table of the given strings: UTF-8 bytes, then the ends.
    private static func stored(_ strings: [String]) -> StoredStrings {
        var bytes: [UInt8] = []
        var ends: [UInt8] = []
        for text in strings {
            bytes.append(contentsOf: text.utf8)
            withUnsafeBytes(of: UInt32(bytes.count).littleEndian) { ends.append(contentsOf: $0) }
        }
        let length = bytes.count
        return StoredStrings(checked: bytes + ends, utf8: 0, length: length, ends: length, count: strings.count)
    }

    @Test func storedStringsDecodeAndCompareLikeStrings() {
        let table = Self.stored(["text", "", "caf\u{E9}", "userLabel-that-is-long-enough"])
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

    @Test func aPartReadWithAStaleSizeIsReadWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/part.nib"
        let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: $0) }
        #expect(FileBytes.write(bytes, to: path) == nil)
        for size in [bytes.count, 100, 9000] {
            var buffer: [UInt8] = []
            #expect(BinaryFiles.read(path, size: size, into: &buffer))
            #expect(buffer == bytes, "size \(size)")
        }
        var missing: [UInt8] = []
        #expect(!BinaryFiles.read(folder.path + "/missing.nib", size: 10, into: &missing))
    }

    @Test func oneBufferReadsPartsOfEverySizeInTurn() throws {
        let folder = try TemporaryFolder()
        // Larger, smaller, equal and empty parts in turn: the buffer holds exactly each file.
        let sizes = [3000, 40, 70_000, 70_000, 0, 12]
        var buffer: [UInt8] = []
        for (number, size) in sizes.enumerated() {
            let path = folder.path + "/part-\(number).nib"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ number) }
            #expect(FileBytes.write(bytes, to: path) == nil)
            #expect(BinaryFiles.read(path, size: size, into: &buffer))
            #expect(buffer == bytes, "part \(number)")
        }
        // A buffer another value still holds is not written through.
        let kept = buffer
        let path = folder.path + "/other.nib"
        #expect(FileBytes.write([1, 2, 3], to: path) == nil)
        #expect(BinaryFiles.read(path, size: 3, into: &buffer))
        #expect(buffer == [1, 2, 3])
        #expect(kept.count == 12)
    }
}
