import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// Every real compiled nib of `../shared/corpus-compiled` loads, with its object and connection
/// counts equal to an independent parser's: the PyPI `nibarchive` package for NIBArchive files,
/// Python's `plistlib` for keyed archives. The counted objects are those of IB's outline
/// (`NSObjectsKeys` plus `NSRoot`); connections are the `NSConnections` records with a
/// destination.
@Suite struct CompiledCorpusSweepTests {
    static let counter = #"""
        import sys, plistlib
        def nib_counts(path):
            import nibarchive
            a = nibarchive.NIBArchiveParser(verify=False).parse(open(path, 'rb'))
            def vals(i): return a.get_object_values(a.objects[i])
            def key(v): return a.keys[v.key_index].name
            def ref(i, k):
                for v in vals(i):
                    if key(v) == k and v.type.name == 'OBJECT_REF': return v.data
            def elems(i): return [v.data for v in vals(i) if key(v) == 'UINibEncoderEmptyKey' and v.type.name == 'OBJECT_REF']
            data = ref(0, 'IB.objectdata')
            conns = [c for c in elems(ref(data, 'NSConnections')) if any(key(v) in ('NSDestination', 'UIDestination') for v in vals(c))]
            objs = set(elems(ref(data, 'NSObjectsKeys'))) | {ref(data, 'NSRoot')}
            return len(objs), len(conns)
        def plist_counts(path):
            p = plistlib.load(open(path, 'rb'))
            o = p['$objects']
            def deref(u): return o[u.data]
            data = deref(p['$top']['IB.objectdata'])
            conns = [c for c in deref(data['NSConnections'])['NS.objects'] if 'NSDestination' in o[c.data]]
            objs = {u.data for u in deref(data['NSObjectsKeys'])['NS.objects']} | {data['NSRoot'].data}
            return len(objs), len(conns)
        for path in sys.argv[1:]:
            head = open(path, 'rb').read(10)
            n, c = nib_counts(path) if head == b'NIBArchive' else plist_counts(path)
            print(n, c)
        """#

    @Test func everyCorpusNibMatchesTheIndependentCounts() throws {
        let entries = CompiledCorpus.entries
        guard !entries.isEmpty else {
            print("skipped: ../shared/corpus-compiled is absent")
            return
        }
        #expect(entries.count == 12)
        let paths = entries.map { CompiledCorpus.folder + "/" + $0.file }
        let python = CompiledCorpus.python(Self.counter, paths)
        guard let output = python.output else {
            Issue.record(
                "the independent parser did not run (CI installs python3 and nibarchive): \(python.problem ?? "")")
            return
        }
        let rows = output.split(separator: "\n").map { $0.split(separator: " ").compactMap { Int($0) } }
        #expect(rows.count == entries.count)
        var formats: Set<String> = []
        for (entry, row) in zip(entries, rows) {
            let result = DocumentLoader.load(
                contentsOf: CompiledCorpus.folder + "/" + entry.file, displayName: entry.file)
            #expect(result.outcome == .ok, "\(entry.file): \(result.diagnostics)")
            #expect(result.archive.objects.count == row.first, "\(entry.file): objects")
            #expect(result.archive.connections.count == row.last, "\(entry.file): connections")
            #expect(
                result.archive.connections.allSatisfy { $0.source != nil && $0.destination != nil }, "\(entry.file)")
            #expect(result.archive.objects.first?.placeholder == .filesOwner, "\(entry.file)")
            formats.insert(entry.format)
        }
        #expect(formats == ["NIBArchive", "bplist00"])
    }
}
