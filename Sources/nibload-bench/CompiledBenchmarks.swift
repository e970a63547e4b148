import Foundation
import NibArchive
import NibCompiled

/// Loading nibload's compiled form against parsing the XML it came from (`--only compiled`).
enum CompiledBenchmarks {
    /// Compiles one document (`--compile IN OUT`).
    static func compile(_ input: String, to output: String) -> Int32 {
        do throws(ArchiveCompiler.Failure) {
            try ArchiveCompiler.write(ArchiveLoader.load(contentsOf: input).archive, to: output)
            return 0
        } catch {
            print("nibload-bench: \(error.message)")
            return 1
        }
    }

    /// Every file compiled into `folder`: the compiled paths, the XML files they came from (files
    /// that do not load are left out) and the compiled bytes; nil when a compilation fails.
    static func compileAll(
        _ bench: Benchmarks, _ files: [String], into folder: String
    ) -> (compiled: [String], xml: [String], bytes: Int)? {
        var compiled: [String] = []
        var xmlFiles: [String] = []
        var compiledBytes = 0
        for (index, file) in files.enumerated() {
            let loaded = ArchiveLoader.load(contentsOf: file)
            guard loaded.outcome == .ok || loaded.outcome == .errors else { continue }
            let output = folder + "/\(index)" + (loaded.archive.document.isStoryboard ? ".storyboardc" : ".nib")
            do throws(ArchiveCompiler.Failure) {
                try ArchiveCompiler.write(loaded.archive, to: output)
            } catch {
                print("nibload-bench: \(error.message)")
                return nil
            }
            compiledBytes += bench.treeSize(output)
            compiled.append(output)
            xmlFiles.append(file)
        }
        return (compiled, xmlFiles, compiledBytes)
    }

    static func run(_ bench: Benchmarks, files: [String], large: String) {
        print("## compiled form: load the compiled form vs parse + archive the XML (issue 13)")
        let folder = NSTemporaryDirectory() + "nibload-bench-compiled-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard let built = compileAll(bench, files + [large], into: folder) else { return }
        let (compiled, xmlFiles, compiledBytes) = (built.compiled, built.xml, built.bytes)
        let corpusXML = Array(xmlFiles.dropLast())
        let corpusCompiled = Array(compiled.dropLast())
        func once(_ paths: [String], _ load: (String) -> ArchiveLoadResult) -> Double {
            let clock = ContinuousClock()
            let start = clock.now
            var objects = 0
            for path in paths { objects += load(path).archive.objects.count }
            if objects == 0 { print("warning: no objects loaded") }
            return seconds(clock.now - start)
        }
        // Best of the repeats, the four workloads taking turns in every round, so that a change
        // of machine load (the machine is shared) affects XML and compiled runs alike.
        var (xmlCorpus, compiledCorpus, xmlLarge, compiledLarge) = (
            Double.infinity, Double.infinity, Double.infinity, Double.infinity
        )
        for _ in 0..<bench.options.repeats {
            xmlCorpus = min(xmlCorpus, once(corpusXML) { ArchiveLoader.load(contentsOf: $0) })
            compiledCorpus = min(compiledCorpus, once(corpusCompiled) { CompiledNibLoader.load(contentsOf: $0) })
            xmlLarge = min(xmlLarge, once([large]) { ArchiveLoader.load(contentsOf: $0) })
            compiledLarge = min(compiledLarge, once([compiled.last ?? ""]) { CompiledNibLoader.load(contentsOf: $0) })
        }
        print("compiled form: \(compiled.count) documents, \(bench.megabytes(compiledBytes)) MB")
        print("corpus, parse + archive the XML                      \(String(format: "%8.3f", xmlCorpus)) s")
        print(
            "corpus, load the compiled form                       \(String(format: "%8.3f", compiledCorpus)) s   \(format(xmlCorpus / compiledCorpus))x faster"
        )
        print("large, parse + archive the XML                       \(String(format: "%8.3f", xmlLarge)) s")
        print(
            "large, load the compiled form                        \(String(format: "%8.3f", compiledLarge)) s   \(format(xmlLarge / compiledLarge))x faster"
        )
        print("")
    }
}

extension Benchmarks {
    /// The size of a file, or of every file in a folder.
    func treeSize(_ path: String) -> Int {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return size(path)
        }
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).reduce(0) {
            $0 + size(path + "/" + $1)
        }
    }
}
