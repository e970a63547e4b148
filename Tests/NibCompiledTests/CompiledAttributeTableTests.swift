import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// The attribute table of a compiled file (name and value string indexes, line, column per
/// attribute): stored by column from version 4 on, by attribute before. Every name and value
/// index is checked when the file is read, in either layout and word size, so that an index out
/// of range is a malformed error, never an attribute read past its string table.
@Suite struct CompiledAttributeTableTests {
    private static let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/OwnerOutlets.xib")).archive

    /// The sample compiled in a layout (the version-3 layout relabelled as version 3).
    private static func compiled(_ layout: OwnCompiledForm.Layout) throws -> [UInt8] {
        let bytes = ArchiveCompiler.compiledFile(archive, layout: layout)
        return layout == .version3
            ? try CompiledFormatVersionTests.rewritten(bytes, version: 3, keepPartNames: true) : bytes
    }

    /// Where a data value of the root object lies (byte offset and length), nil when absent.
    private static func data(_ key: String, in bytes: [UInt8]) throws -> (start: Int, length: Int)? {
        let tables = try FlatNIBTables(bytes: bytes)
        guard let keyIndex = try tables.keyNames().firstIndex(of: key) else { return nil }
        let root = tables.objects[0]
        return tables.values[Int(root.first)..<Int(root.first + root.count)].first {
            Int($0.key) == keyIndex && $0.length >= 0
        }.map { ($0.payload, Int($0.length)) }
    }

    /// The attribute table's place, its word size and attribute count.
    private static func table(_ bytes: [UInt8]) throws -> (start: Int, word: Int, count: Int) {
        let (start, length) = try #require(try data("NLAttributes", in: bytes))
        var word = 4
        if let sizes = try data("NLWordSizes", in: bytes) {
            word = Int(bytes[sizes.start + OwnCompiledForm.WordTable.attributes.rawValue])
        }
        return (start, word, length / (4 * word))
    }

    private static func writing(_ value: UInt32, word: Int, at offset: Int, in bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for shift in 0..<word { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift))) }
        return bytes
    }

    @Test(arguments: [OwnCompiledForm.Layout.current, .wideWords, .version3])
    func everyLayoutLoadsTheSameAttributes(layout: OwnCompiledForm.Layout) throws {
        let loaded = CompiledNibLoader.load(bytes: try Self.compiled(layout), file: "Good.nib")
        #expect(loaded.outcome == .ok, "\(loaded.diagnostics)")
        #expect(ArchiveFields.firstDifference(Self.archive, loaded.archive) == nil)
        let attributes = Self.archive.objects.flatMap { $0.attributes.map { "\($0.name)=\($0.value)" } }
        #expect(!attributes.isEmpty)
        #expect(loaded.archive.objects.flatMap { $0.attributes.map { "\($0.name)=\($0.value)" } } == attributes)
    }

    /// The first name and the last value (the two ends of the run a version 4 reader checks at
    /// once) out of range: the file is malformed.
    @Test(arguments: [OwnCompiledForm.Layout.current, .wideWords, .version3], [true, false])
    func anAttributeNamingAStringOutOfRangeIsMalformed(layout: OwnCompiledForm.Layout, lastValue: Bool) throws {
        let bytes = try Self.compiled(layout)
        let (start, word, count) = try Self.table(bytes)
        #expect(count > 1)
        // By column the values follow the names; by attribute each attribute is four fields.
        let field = lastValue ? (layout == .version3 ? 4 * (count - 1) + 1 : 2 * count - 1) : 0
        let bad = Self.writing(word == 2 ? 0xFFFE : 0x7FFF_FFF0, word: word, at: start + word * field, in: bytes)
        let loaded = CompiledNibLoader.load(bytes: bad, file: "Bad.nib")
        #expect(loaded.outcome == .malformed)
        #expect(loaded.diagnostics.first?.message.contains("an attribute names a string out of range") == true)
    }
}
