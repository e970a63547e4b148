import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// The lists of a compiled file (an object's values, children and connections, a value's members,
/// a scene's objects) are runs of one list table: an entry out of range, a child that does not come
/// after its container, or a run past the table is a malformed error at the entry or the record.
@Suite struct CompiledListEntryTests {
    typealias Object = OwnCompiledForm.ObjectField
    typealias Value = OwnCompiledForm.ValueField
    typealias Scene = OwnCompiledForm.SceneField

    /// A storyboard with scenes, nested views and collections, compiled into one file.
    private static let bytes = ArchiveCompiler.compiledFile(
        ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard")).archive)

    /// Where a data value of the root object lies (byte offset and length).
    private static func data(_ key: String, in bytes: [UInt8]) throws -> (start: Int, length: Int) {
        let tables = try FlatNIBTables(bytes: bytes)
        let keyIndex = try #require(try tables.keyNames().firstIndex(of: key))
        let root = tables.objects[0]
        let value = try #require(
            tables.values[Int(root.first)..<Int(root.first + root.count)].first {
                Int($0.key) == keyIndex && $0.length >= 0
            })
        return (value.payload, Int(value.length))
    }

    private static func word(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    private static func setWord(_ bytes: inout [UInt8], _ offset: Int, _ value: UInt32) {
        for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift))) }
    }

    /// The byte offsets of the records of a table whose field `field` is positive.
    private static func records(_ key: String, width: Int, where field: Int) throws -> [Int] {
        let (start, length) = try data(key, in: bytes)
        return stride(from: start, to: start + length, by: 4 * width).filter { word(bytes, $0 + 4 * field) > 0 }
    }

    private func malformed(_ bytes: [UInt8]) -> (offset: Int?, message: String)? {
        let result = CompiledNibLoader.load(bytes: bytes, file: "Bad.nib")
        guard result.outcome == .malformed,
            let diagnostic = result.diagnostics.first(where: { $0.id == "compiled-nib-malformed" })
        else { return nil }
        return (diagnostic.location?.byteOffset, diagnostic.message)
    }

    @Test func theUnchangedFileLoads() {
        #expect(CompiledNibLoader.load(bytes: Self.bytes, file: "Good.nib").outcome == .ok)
    }

    @Test func anObjectsValueEntryOutOfRangeIsMalformedAtTheEntry() throws {
        let lists = try Self.data("NLLists", in: Self.bytes)
        let record = try #require(
            try Self.records("NLObjects", width: Object.allCases.count, where: Object.valueCount.rawValue).first)
        let entry = lists.start + 4 * Self.word(Self.bytes, record + 4 * Object.listStart.rawValue)
        var bytes = Self.bytes
        Self.setWord(&bytes, entry, 0x7FFF_FFFF)
        let outcome = malformed(bytes)
        let error = try #require(outcome)
        #expect(error.offset == entry)
        #expect(error.message.contains("out of range"))
    }

    @Test func aChildThatDoesNotComeAfterItsContainerIsMalformed() throws {
        let lists = try Self.data("NLLists", in: Self.bytes)
        let record = try #require(
            try Self.records("NLObjects", width: Object.allCases.count, where: Object.childCount.rawValue).first)
        func field(_ name: Object) -> Int { Self.word(Self.bytes, record + 4 * name.rawValue) }
        let entry = lists.start + 4 * (field(Object.listStart) + field(Object.valueCount))
        var bytes = Self.bytes
        // The object as its own child.
        Self.setWord(&bytes, entry, UInt32(field(Object.index)))
        let outcome = malformed(bytes)
        let error = try #require(outcome)
        #expect(error.offset == entry)
        #expect(error.message.contains("precedes its container"))
    }

    @Test func aValuesMemberOutOfRangeIsMalformedAtTheEntry() throws {
        let lists = try Self.data("NLLists", in: Self.bytes)
        let record = try #require(
            try Self.records("NLValues", width: Value.allCases.count, where: Value.memberCount.rawValue).first)
        func field(_ name: Value) -> Int { Self.word(Self.bytes, record + 4 * name.rawValue) }
        let entry = lists.start + 4 * (field(Value.listStart) + field(Value.childCount))
        var bytes = Self.bytes
        Self.setWord(&bytes, entry, 0xFFFF_FFF0)
        let outcome = malformed(bytes)
        let error = try #require(outcome)
        #expect(error.offset == entry)
    }

    @Test func aScenesObjectOutOfRangeIsMalformedAtTheEntry() throws {
        let lists = try Self.data("NLLists", in: Self.bytes)
        let record = try #require(
            try Self.records("NLScenes", width: Scene.allCases.count, where: Scene.objectCount.rawValue).first)
        let entry = lists.start + 4 * Self.word(Self.bytes, record + 4 * Scene.listStart.rawValue)
        var bytes = Self.bytes
        Self.setWord(&bytes, entry, 0x7FFF_FFFF)
        let outcome = malformed(bytes)
        let error = try #require(outcome)
        #expect(error.offset == entry)
    }

    @Test func listsThatRunPastTheTableAreMalformedAtTheRecord() throws {
        let lists = try Self.data("NLLists", in: Self.bytes)
        let record = try #require(
            try Self.records("NLObjects", width: Object.allCases.count, where: Object.valueCount.rawValue).first)
        var bytes = Self.bytes
        Self.setWord(&bytes, record + 4 * Object.listStart.rawValue, UInt32(lists.length / 4))
        let outcome = malformed(bytes)
        let error = try #require(outcome)
        #expect(error.offset == record)
        #expect(error.message.contains("run past the list table"))
    }
}
