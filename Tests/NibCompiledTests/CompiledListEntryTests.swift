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

    /// The first record of a table whose field `counted` is positive, and a field of it.
    private static func firstRecord(_ key: String, width: Int, counted: Int) throws -> (Int) -> Int {
        let record = try #require(try records(key, width: width, where: counted).first)
        return { field in field < 0 ? record : word(bytes, record + 4 * field) }
    }

    /// Writes `value` at `offset` of the good file and expects a malformed error at `expected`
    /// (the offset itself when nil) whose message contains `message`.
    private func expectMalformed(
        writing value: UInt32, at offset: Int, reportedAt expected: Int? = nil, saying message: String = ""
    ) throws {
        var bytes = Self.bytes
        Self.setWord(&bytes, offset, value)
        let outcome = compiledMalformation(bytes)
        let error = try #require(outcome)
        #expect(error.offset == (expected ?? offset))
        #expect(error.message.contains(message), "\(error.message)")
    }

    /// The byte offset of list-table entry `index`.
    private static func entry(_ index: Int) throws -> Int { try data("NLLists", in: bytes).start + 4 * index }

    @Test func theUnchangedFileLoads() {
        #expect(CompiledNibLoader.load(bytes: Self.bytes, file: "Good.nib").outcome == .ok)
    }

    @Test func anObjectsValueEntryOutOfRangeIsMalformedAtTheEntry() throws {
        let field = try Self.firstRecord("NLObjects", width: Object.allCases.count, counted: Object.valueCount.rawValue)
        try expectMalformed(
            writing: 0x7FFF_FFFF, at: try Self.entry(field(Object.listStart.rawValue)), saying: "out of range")
    }

    @Test func aChildThatDoesNotComeAfterItsContainerIsMalformed() throws {
        let field = try Self.firstRecord("NLObjects", width: Object.allCases.count, counted: Object.childCount.rawValue)
        let first = field(Object.listStart.rawValue) + field(Object.valueCount.rawValue)
        // The object as its own child.
        try expectMalformed(
            writing: UInt32(field(Object.index.rawValue)), at: try Self.entry(first), saying: "precedes its container")
    }

    @Test func aValuesMemberOutOfRangeIsMalformedAtTheEntry() throws {
        let field = try Self.firstRecord("NLValues", width: Value.allCases.count, counted: Value.memberCount.rawValue)
        let first = field(Value.listStart.rawValue) + field(Value.childCount.rawValue)
        try expectMalformed(writing: 0xFFFF_FFF0, at: try Self.entry(first), saying: "out of range")
    }

    @Test func aScenesObjectOutOfRangeIsMalformedAtTheEntry() throws {
        let field = try Self.firstRecord("NLScenes", width: Scene.allCases.count, counted: Scene.objectCount.rawValue)
        try expectMalformed(
            writing: 0x7FFF_FFFF, at: try Self.entry(field(Scene.listStart.rawValue)), saying: "out of range")
    }

    @Test func listsThatRunPastTheTableAreMalformedAtTheRecord() throws {
        let field = try Self.firstRecord("NLObjects", width: Object.allCases.count, counted: Object.valueCount.rawValue)
        let record = field(-1)
        let lists = try Self.data("NLLists", in: Self.bytes)
        try expectMalformed(
            writing: UInt32(lists.length / 4), at: record + 4 * Object.listStart.rawValue, reportedAt: record,
            saying: "run past the list table")
    }
}
