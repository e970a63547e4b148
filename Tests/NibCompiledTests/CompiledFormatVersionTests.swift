import Foundation
import NibArchive
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibCompiled

/// Version 4 of nibload's compiled form (every file carries the whole key table in order, a
/// storyboard's document part lists the parts, tables that fit are stored in 16-bit words)
/// loads without its `Info.plist`, and version 3 files (32-bit words only) and version 2 files
/// (also keys as used, in order of first use; parts listed only in `Info.plist`) still load into
/// the same archive.
@Suite struct CompiledFormatVersionTests {
    static let xib = PackagePaths.sample("xib/OwnerOutlets.xib")
    static let storyboard = PackagePaths.sample("storyboard/Navigation.storyboard")

    @Test func everyFileCarriesTheWholeKeyTableInOrder() throws {
        let file = try NIBArchiveFile(
            bytes: ArchiveCompiler.compiledFile(ArchiveLoader.load(contentsOf: Self.xib).archive))
        #expect(file.keys == OwnCompiledForm.Key.names)
        #expect(file.keys.contains("NLPartNames"))
        let version = try #require(file.values.first { file.keys[$0.keyIndex] == "NLFormatVersion" })
        #expect(version.payload.integer == 4)
    }

    /// The written-out key names stay those of the cases (files written before they were written
    /// out must still read): each key's case name, or for the document-level keys `NL` and the
    /// capitalised name, and a letter for the location fields.
    @Test func theStoredKeyNamesAreTheCaseNames() {
        typealias Key = OwnCompiledForm.Key
        #expect(Key.names.count == Key.allCases.count)
        let terse: [Key: String] = [.string: "s", .locationFile: "f", .line: "l", .column: "c"]
        let renamed: [Key: String] = [
            .objectRecords: "NLObjects", .valueRecords: "NLValues", .connectionRecords: "NLConnections",
            .referenceRecords: "NLReferences", .sceneRecords: "NLScenes",
        ]
        let documentLevel: Set<Key> = [
            .formatVersion, .file, .strings, .attributes, .counts, .stringBytes, .stringEnds, .sharedStringCount,
            .sharedStringBytes, .sharedStringEnds, .lists, .partNames, .wordSizes,
        ]
        for key in Key.allCases {
            let caseName = String(describing: key)
            let prefixed = "NL" + caseName.prefix(1).uppercased() + caseName.dropFirst()
            let expected = terse[key] ?? renamed[key] ?? (documentLevel.contains(key) ? prefixed : caseName)
            #expect(key.name == expected, "\(caseName)")
        }
    }

    @Test func theDocumentPartListsThePartsSoTheIndexIsNotNeeded() throws {
        let folder = try TemporaryFolder()
        let xml = ArchiveLoader.load(contentsOf: Self.storyboard).archive
        let bundle = folder.path + "/Navigation.storyboardc"
        try ArchiveCompiler.write(xml, to: bundle)
        let document = try NIBArchiveFile(bytes: try #require(FileBytes.read(bundle + "/document.nib")))
        let partNames = try #require(document.values.first { document.keys[$0.keyIndex] == "NLPartNames" })
        guard case .data(let bytes) = partNames.payload else {
            Issue.record("NLPartNames is not data")
            return
        }
        // A count and one string index per part (the document part and one per scene).
        #expect(bytes.first == UInt8(0x80 | (xml.scenes.count + 1)))
        try FileManager.default.removeItem(atPath: bundle + "/Info.plist")
        let loaded = CompiledNibLoader.load(contentsOf: bundle)
        #expect(loaded.outcome == .ok || loaded.outcome == .errors, "\(loaded.diagnostics)")
        #expect(ArchiveFields.firstDifference(xml, loaded.archive) == nil)
    }

    @Test func aVersion2FileStillLoadsIntoTheSameArchive() throws {
        let xml = ArchiveLoader.load(contentsOf: Self.xib).archive
        let old = try Self.version2(ArchiveCompiler.compiledFile(xml, layout: .version3))
        #expect(try NIBArchiveFile(bytes: old).keys != OwnCompiledForm.Key.names)
        let loaded = CompiledNibLoader.load(bytes: old, file: xml.file)
        #expect(loaded.outcome == .ok, "\(loaded.diagnostics)")
        #expect(ArchiveFields.firstDifference(xml, loaded.archive) == nil)
    }

    /// The sample storyboard written as a version-2 folder in `folder` (each part passed through
    /// `change`, given its name): its XML archive and the folder's path.
    static func version2Folder(
        in folder: TemporaryFolder, _ change: (String, [UInt8]) -> [UInt8] = { $1 }
    ) throws -> (xml: Archive, bundle: String) {
        let xml = ArchiveLoader.load(contentsOf: Self.storyboard).archive
        let bundle = folder.path + "/Navigation.storyboardc"
        #expect(BinaryFiles.makeDirectory(bundle))
        for file in ArchiveCompiler.compiledFolder(xml, layout: .version3) {
            let bytes = file.name.hasSuffix(".nib") ? try Self.version2(file.bytes) : file.bytes
            #expect(FileBytes.write(change(file.name, bytes), to: bundle + "/" + file.name) == nil)
        }
        return (xml, bundle)
    }

    @Test func aVersion2StoryboardFolderStillLoadsThroughItsIndex() throws {
        let folder = try TemporaryFolder()
        let (xml, bundle) = try Self.version2Folder(in: folder)
        let loaded = CompiledNibLoader.load(contentsOf: bundle)
        #expect(loaded.outcome == .ok || loaded.outcome == .errors, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.contains { $0.id == "compiled-nib-malformed" }, "\(loaded.diagnostics)")
        #expect(ArchiveFields.firstDifference(xml, loaded.archive) == nil)
    }

    /// An error in a version-2 folder's document part is located in that part, not in the
    /// `Info.plist` that lists it.
    @Test func aVersion2DocumentPartErrorIsLocatedInThatPart() throws {
        let folder = try TemporaryFolder()
        let (_, bundle) = try Self.version2Folder(in: folder) { name, bytes in
            name == OwnCompiledForm.documentPartName ? Array(bytes.prefix(bytes.count / 2)) : bytes
        }
        let loaded = CompiledNibLoader.load(contentsOf: bundle)
        #expect(loaded.outcome == .malformed)
        let diagnostic = try #require(loaded.diagnostics.first)
        #expect(diagnostic.location?.file == bundle + "/" + OwnCompiledForm.documentPartName, "\(diagnostic)")
    }

    /// A version 3 file (what the writer wrote before version 4: every table in 32-bit words, no
    /// `NLWordSizes`) loads into the same archive, single-file and folder.
    @Test func aVersion3FileStillLoadsIntoTheSameArchive() throws {
        let xml = ArchiveLoader.load(contentsOf: Self.xib).archive
        let old = try Self.rewritten(
            ArchiveCompiler.compiledFile(xml, layout: .version3), version: 3, keepPartNames: true)
        #expect(try !NIBArchiveFile(bytes: old).keys.contains("NLWordSizes"))
        let loaded = CompiledNibLoader.load(bytes: old, file: xml.file)
        #expect(loaded.outcome == .ok, "\(loaded.diagnostics)")
        #expect(ArchiveFields.firstDifference(xml, loaded.archive) == nil)
        let folder = try TemporaryFolder()
        let storyboard = ArchiveLoader.load(contentsOf: Self.storyboard).archive
        let bundle = folder.path + "/Navigation.storyboardc"
        #expect(BinaryFiles.makeDirectory(bundle))
        for file in ArchiveCompiler.compiledFolder(storyboard, layout: .version3) {
            let bytes =
                file.name.hasSuffix(".nib")
                ? try Self.rewritten(file.bytes, version: 3, keepPartNames: true) : file.bytes
            #expect(FileBytes.write(bytes, to: bundle + "/" + file.name) == nil)
        }
        let folderLoaded = CompiledNibLoader.load(contentsOf: bundle)
        #expect(!folderLoaded.diagnostics.contains { $0.id == "compiled-nib-malformed" }, "\(folderLoaded.diagnostics)")
        #expect(ArchiveFields.firstDifference(storyboard, folderLoaded.archive) == nil)
    }

    /// A version 4 file's word sizes must name every table, each 2 or 4 bytes.
    @Test(arguments: [[UInt8](repeating: 2, count: 8), [2, 2, 2, 2, 4, 2, 2, 3, 2]])
    func badWordSizesAreMalformed(sizes: [UInt8]) throws {
        let xml = ArchiveLoader.load(contentsOf: Self.xib).archive
        let file = try NIBArchiveFile(bytes: ArchiveCompiler.compiledFile(xml))
        var values = file.values
        let position = try #require(values.firstIndex { file.keys[$0.keyIndex] == "NLWordSizes" })
        values[position].payload = .data(sizes)
        let bad = NIBArchiveFile(objects: file.objects, keys: file.keys, values: values, classNames: file.classNames)
        let loaded = CompiledNibLoader.load(bytes: bad.encoded(), file: "Bad.nib")
        #expect(loaded.outcome == .malformed)
        let message = try #require(loaded.diagnostics.first?.message)
        #expect(message.contains(sizes.count == 8 ? "name 8 tables" : "3 bytes, not 2 or 4"), "\(message)")
    }

    @Test func anUnknownVersionIsRejectedWithTheVersionsThatAreRead() throws {
        let xml = ArchiveLoader.load(contentsOf: Self.xib).archive
        let future = try Self.rewritten(ArchiveCompiler.compiledFile(xml), version: 5, keepPartNames: true)
        let loaded = CompiledNibLoader.load(bytes: future, file: "Future.nib")
        #expect(loaded.outcome == .malformed)
        #expect(loaded.diagnostics.first?.message.contains("version 5") == true)
        #expect(loaded.diagnostics.first?.message.contains("versions 2 to 4") == true)
    }

    /// A file (written with 32-bit words only) as version 2 wrote it: only the keys the values
    /// use, in order of first use, version 2, no part list.
    static func version2(_ bytes: [UInt8]) throws -> [UInt8] {
        try rewritten(bytes, version: 2, keepPartNames: false)
    }

    /// A file rewritten as `version` (before version 4, without `NLWordSizes`: the file must have
    /// been written with 32-bit words only).
    static func rewritten(_ bytes: [UInt8], version: Int64, keepPartNames: Bool) throws -> [UInt8] {
        let file = try NIBArchiveFile(bytes: bytes)
        var keys: [String] = []
        var values: [NIBArchiveFile.Value] = []
        var objects: [NIBArchiveFile.Object] = []
        for object in file.objects {
            let first = values.count
            for var value in file.values[object.valueRange] {
                let key = file.keys[value.keyIndex]
                if key == "NLPartNames" && !keepPartNames { continue }
                if key == "NLWordSizes" && version < 4 { continue }
                if key == "NLFormatVersion" { value.payload = .integer(version) }
                if !keys.contains(key) { keys.append(key) }
                value.keyIndex = keys.firstIndex(of: key) ?? 0
                values.append(value)
            }
            objects.append(
                NIBArchiveFile.Object(
                    classIndex: object.classIndex, firstValue: first, valueCount: values.count - first))
        }
        return NIBArchiveFile(objects: objects, keys: keys, values: values, classNames: file.classNames).encoded()
    }
}
