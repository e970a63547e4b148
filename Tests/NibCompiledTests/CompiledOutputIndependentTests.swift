import Foundation
import NibArchive
import NibPrimitives
import NibTestSupport
import Testing

@testable import NibCompiled

/// The independent `nibarchive` parser (PyPI) reads `nibload compile` output with the same
/// objects (and their classes), keys and values as our reader, for a xib and every part of a
/// storyboard folder, and finds one object record per archived object (of the word size the
/// file's `NLWordSizes` gives).
@Suite struct CompiledOutputIndependentTests {
    static let script = #"""
        import sys, json, nibarchive
        def root(a): return a.get_object_values(a.objects[0])
        # Each table's word size in bytes (NLWordSizes, one byte per table, the objects' first).
        def words(a): return next((bytes(v.data) for v in root(a) if a.keys[v.key_index].name == "NLWordSizes"), b"\x04" * 9)
        out = []
        for path in sys.argv[1:]:
            a = nibarchive.NIBArchiveParser(verify=True).parse(open(path, 'rb'))
            out.append({
                "classes": [a.class_names[o.class_name_index].name for o in a.objects],
                "keys": [k.name for k in a.keys],
                "values": [[a.keys[v.key_index].name for v in a.get_object_values(o)] for o in a.objects],
                "objectFields": sum(len(v.data) // words(a)[0] for v in root(a) if a.keys[v.key_index].name == "NLObjects"),
            })
        print(json.dumps(out))
        """#

    struct Summary: Decodable, Equatable {
        let classes: [String]
        let keys: [String]
        let values: [[String]]
        let objectFields: Int
    }

    @Test func thePythonParserReadsOurOutputWithTheSameObjectsAndKeys() throws {
        let folder = try TemporaryFolder()
        var files: [String] = []
        let xib = ArchiveLoader.load(contentsOf: PackagePaths.sample("xib/OwnerOutlets.xib")).archive
        let xibPath = folder.path + "/OwnerOutlets.nib"
        try ArchiveCompiler.write(xib, to: xibPath)
        files.append(xibPath)
        let storyboard = ArchiveLoader.load(contentsOf: PackagePaths.sample("storyboard/Navigation.storyboard")).archive
        let bundle = folder.path + "/Navigation.storyboardc"
        try ArchiveCompiler.write(storyboard, to: bundle)
        files += BinaryFiles.entries(of: bundle).filter { $0.hasSuffix(".nib") }.map { bundle + "/" + $0 }
        #expect(files.count == storyboard.scenes.count + 2)
        guard let output = CompiledCorpus.independentOutput(Self.script, files) else { return }
        let theirs = try JSONDecoder().decode([Summary].self, from: Data(output.utf8))
        #expect(theirs.count == files.count)
        var objects = 0
        for (path, summary) in zip(files, theirs) {
            let ours = try NIBArchiveFile(bytes: try #require(FileBytes.read(path)))
            let mine = Summary(
                classes: ours.objects.map { ours.classNames[$0.classIndex].name }, keys: ours.keys,
                values: ours.objects.map { object in ours.values[object.valueRange].map { ours.keys[$0.keyIndex] } },
                objectFields: summary.objectFields)
            #expect(mine == summary, "\(path)")
            // The object table holds one fixed-width record per archived object.
            #expect(summary.objectFields % OwnCompiledForm.ObjectField.allCases.count == 0)
            objects += summary.objectFields / OwnCompiledForm.ObjectField.allCases.count
        }
        #expect(objects == xib.objects.count + storyboard.objects.count)
    }
}
