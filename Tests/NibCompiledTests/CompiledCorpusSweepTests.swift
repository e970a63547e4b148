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
        def nib_counts(path):
            a = nib_archive(path)
            data, objs = nib_outline(a)
            conns = [c for c in elems(a, ref(a, data, 'NSConnections')) if any(key(a, v) in ('NSDestination', 'UIDestination') for v in vals(a, c))]
            return len(objs), len(conns)
        def plist_counts(path):
            o, data, objs = plist_outline(path)
            conns = [c for c in o[data['NSConnections'].data]['NS.objects'] if 'NSDestination' in o[c.data]]
            return len(objs), len(conns)
        for path in sys.argv[1:]:
            n, c = nib_counts(path) if is_nib_archive(path) else plist_counts(path)
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
        guard let output = CompiledCorpus.independentOutput(Self.counter, paths) else { return }
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
