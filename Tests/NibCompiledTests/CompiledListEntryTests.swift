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
    typealias WordTable = OwnCompiledForm.WordTable

    /// A storyboard with scenes, nested views and collections.
    private static let archive = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard"))
        .archive

    /// The storyboard compiled into one file: with 16-bit words where they fit (`narrow`, what
    /// the writer writes), or with 32-bit words only; and the word size of each table.
    private struct Form {
        let bytes: [UInt8]
        let sizes: [Int]

        init(narrow: Bool) throws {
            bytes = ArchiveCompiler.compiledFile(archive, layout: narrow ? .current : .wideWords)
            let (start, length) = try CompiledListEntryTests.data("NLWordSizes", in: bytes)
            sizes = bytes[start..<start + length].map(Int.init)
        }

        func size(_ table: WordTable) -> Int { sizes[table.rawValue] }

        func word(_ offset: Int, _ table: WordTable) -> Int {
            (0..<size(table)).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }

        /// The first record of a kind whose field `counted` is positive.
        func first<Field: StoredField>(_: Field.Type, counting counted: Field) throws -> FoundRecord<Field> {
            let (start, length) = try data(Field.key, in: bytes)
            let size = size(Field.table)
            let width = Field.allCases.count
            let offset = try #require(
                stride(from: start, to: start + length, by: size * width).first {
                    word($0 + size * counted.rawValue, Field.table) > 0
                })
            return FoundRecord(form: self, offset: offset)
        }

        /// The byte offset of list-table entry `index`.
        func entry(_ index: Int) throws -> Int { try data("NLLists", in: bytes).start + size(.lists) * index }
    }

    /// A record found in a form: its byte offset, and its fields by name.
    private struct FoundRecord<Field: StoredField> {
        let form: Form
        let offset: Int

        subscript(_ field: Field) -> Int { form.word(offset(of: field), Field.table) }

        /// The byte offset of a field of the record.
        func offset(of field: Field) -> Int { offset + form.size(Field.table) * field.rawValue }
    }

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

    /// Writes `value` as a `size`-byte word at `offset` of the form's file and expects a malformed
    /// error at `expected` (the offset itself when nil) whose message contains `message`.
    private func expectMalformed(
        _ form: Form, writing value: UInt32, size: Int, at offset: Int, reportedAt expected: Int? = nil,
        saying message: String = ""
    ) throws {
        var bytes = form.bytes
        for shift in 0..<size { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(shift))) }
        let error = try #require(compiledMalformation(bytes))
        #expect(error.offset == (expected ?? offset))
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func theWriterUsesNarrowWordsForThisStoryboardAndBothFormsLoad() throws {
        let narrow = try Form(narrow: true)
        let wide = try Form(narrow: false)
        #expect(narrow.size(.objects) == 2 && narrow.size(.lists) == 2 && narrow.size(.attributes) == 2)
        #expect(wide.sizes.allSatisfy { $0 == 4 })
        #expect(narrow.bytes.count < wide.bytes.count * 3 / 4, "\(narrow.bytes.count) of \(wide.bytes.count)")
        for form in [narrow, wide] {
            let loaded = CompiledNibLoader.load(bytes: form.bytes, file: "Good.nib")
            #expect(loaded.outcome == .ok)
            #expect(ArchiveFields.firstDifference(Self.archive, loaded.archive) == nil)
        }
    }

    @Test(arguments: [true, false])
    func anObjectsValueEntryOutOfRangeIsMalformedAtTheEntry(narrow: Bool) throws {
        let form = try Form(narrow: narrow)
        let object = try form.first(Object.self, counting: .valueCount)
        try expectMalformed(
            form, writing: 0x7FFF_FFFF, size: form.size(.lists), at: try form.entry(object[.listStart]),
            saying: "out of range")
    }

    @Test(arguments: [true, false])
    func aChildThatDoesNotComeAfterItsContainerIsMalformed(narrow: Bool) throws {
        let form = try Form(narrow: narrow)
        let object = try form.first(Object.self, counting: .childCount)
        // The object as its own child.
        try expectMalformed(
            form, writing: UInt32(object[.index]), size: form.size(.lists),
            at: try form.entry(object[.listStart] + object[.valueCount]), saying: "precedes its container")
    }

    @Test(arguments: [true, false])
    func aValuesMemberOutOfRangeIsMalformedAtTheEntry(narrow: Bool) throws {
        let form = try Form(narrow: narrow)
        let value = try form.first(Value.self, counting: .memberCount)
        try expectMalformed(
            form, writing: 0xFFFF_FFF0, size: form.size(.lists),
            at: try form.entry(value[.listStart] + value[.childCount]),
            saying: "out of range")
    }

    @Test(arguments: [true, false])
    func aScenesObjectOutOfRangeIsMalformedAtTheEntry(narrow: Bool) throws {
        let form = try Form(narrow: narrow)
        let scene = try form.first(Scene.self, counting: .objectCount)
        try expectMalformed(
            form, writing: 0x7FFF_FFFF, size: form.size(.lists), at: try form.entry(scene[.listStart]),
            saying: "out of range")
    }

    @Test(arguments: [true, false])
    func listsThatRunPastTheTableAreMalformedAtTheRecord(narrow: Bool) throws {
        let form = try Form(narrow: narrow)
        let object = try form.first(Object.self, counting: .valueCount)
        let lists = try Self.data("NLLists", in: form.bytes)
        try expectMalformed(
            form, writing: UInt32(lists.length / form.size(.lists)), size: form.size(.objects),
            at: object.offset(of: .listStart), reportedAt: object.offset, saying: "run past the list table")
    }

    /// In a 16-bit record table a field from `0x8000` up (never written: the writer then uses
    /// 32-bit words) reads as an index far out of range, not as a valid one.
    @Test func aNarrowFieldAbove0x7FFFIsOutOfRange() throws {
        let form = try Form(narrow: true)
        let object = try form.first(Object.self, counting: .valueCount)
        try expectMalformed(
            form, writing: 0x8000, size: 2, at: object.offset(of: .element), reportedAt: object.offset,
            saying: "names string")
    }
}

/// A kind of record the tests look up: its table's key in the file and its word table.
private protocol StoredField: OwnCompiledForm.RecordField, CaseIterable {
    static var key: String { get }
    static var table: OwnCompiledForm.WordTable { get }
}

extension OwnCompiledForm.ObjectField: StoredField {
    static var key: String { "NLObjects" }
    static var table: OwnCompiledForm.WordTable { .objects }
}

extension OwnCompiledForm.ValueField: StoredField {
    static var key: String { "NLValues" }
    static var table: OwnCompiledForm.WordTable { .values }
}

extension OwnCompiledForm.SceneField: StoredField {
    static var key: String { "NLScenes" }
    static var table: OwnCompiledForm.WordTable { .scenes }
}
