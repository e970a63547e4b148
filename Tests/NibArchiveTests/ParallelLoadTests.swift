import NibArchive
import NibDiagnostics
import NibTestSupport
import Testing

/// Documents loaded on many threads at once give what one thread gives: parses share no state
/// (`.ci/run` runs this suite under ThreadSanitizer too).
@Suite struct ParallelLoadTests {
    /// What a load is compared by: every object's class and id, every diagnostic.
    static func summary(_ path: String) -> [String] {
        let result = ArchiveLoader.load(contentsOf: path)
        return result.archive.objects.map { "\($0.className ?? "?") \($0.id)" } + result.diagnostics.map(\.description)
    }

    static var documents: [String] {
        let samples = FileSystem.files(below: PackagePaths.samples).filter {
            $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard")
        }
        return (samples + PackagePaths.corpusFiles.prefix(40)).sorted()
    }

    @Test("parallel loads of the same documents give the serial results")
    func parallelLoadsMatchSerial() async {
        let documents = Self.documents
        let serial = documents.map(Self.summary)
        let parallel = await withTaskGroup(of: (Int, [[String]]).self) { group in
            for worker in 0..<8 {
                group.addTask {
                    // Each worker loads everything, starting at a different document.
                    let order = documents.indices.map { ($0 + worker * 3) % documents.count }
                    var results = [[String]](repeating: [], count: documents.count)
                    for index in order { results[index] = Self.summary(documents[index]) }
                    return (worker, results)
                }
            }
            var all: [[[String]]] = []
            for await (_, results) in group { all.append(results) }
            return all
        }
        #expect(documents.count > 20)
        #expect(parallel.count == 8)
        for results in parallel { #expect(results == serial) }
    }
}
