import Foundation
import NibArchive
import NibCompiled
import NibPrimitives

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
        // The four workloads take turns in every round. Two figures per ratio: the best times of
        // all rounds, and the median of each round's own ratio (its XML and compiled loads run
        // back to back, so that a slow stretch of the shared machine slows both alike, where
        // the best times of different rounds can come from differently loaded stretches).
        var corpus = (withFreeing: LoadComparison(), loadingOnly: LoadComparison())
        var largeFolder = corpus
        for _ in 0..<bench.options.repeats {
            let xmlCorpus = once(corpusXML) { ArchiveLoader.load(contentsOf: $0) }
            let compiledCorpus = once(corpusCompiled) { CompiledNibLoader.load(contentsOf: $0) }
            let xmlLarge = once([large]) { ArchiveLoader.load(contentsOf: $0) }
            let compiledLarge = once([compiled.last ?? ""]) { CompiledNibLoader.load(contentsOf: $0) }
            corpus.withFreeing.add(xml: xmlCorpus.withFreeing, compiled: compiledCorpus.withFreeing)
            corpus.loadingOnly.add(xml: xmlCorpus.loadingOnly, compiled: compiledCorpus.loadingOnly)
            largeFolder.withFreeing.add(xml: xmlLarge.withFreeing, compiled: compiledLarge.withFreeing)
            largeFolder.loadingOnly.add(xml: xmlLarge.loadingOnly, compiled: compiledLarge.loadingOnly)
        }
        print("compiled form: \(compiled.count) documents, \(bench.megabytes(compiledBytes)) MB")
        print("each archive freed before the next load, inside the timed loop:")
        for line in corpus.withFreeing.rows("corpus") + largeFolder.withFreeing.rows("large") { print(line) }
        print("loading only (the clock read as each archive is returned, before it is freed):")
        for line in corpus.loadingOnly.rows("corpus") + largeFolder.loadingOnly.rows("large") { print(line) }
        printReadFloor(bench, corpusXML, corpusCompiled, large, compiled.last ?? "")
        print("")
    }

    /// Prints the floor each side cannot go below: opening and reading its files, nothing else (a
    /// compiled storyboard is a folder, one file per scene part), for the corpus's XML files and
    /// their compiled forms, and for the large storyboard and its folder.
    static func printReadFloor(
        _ bench: Benchmarks, _ corpusXML: [String], _ corpusCompiled: [String], _ large: String, _ largeCompiled: String
    ) {
        let compiledFiles = corpusCompiled.flatMap(files)
        let largeParts = files(largeCompiled)
        let reads = (0..<bench.options.repeats).map { _ in
            (readOnly(corpusXML), readOnly(compiledFiles), readOnly([large]), readOnly(largeParts))
        }
        func milliseconds(_ label: String, _ time: Double?) -> String {
            label.padding(toLength: 53, withPad: " ", startingAt: 0) + String(format: "%8.1f ms", 1000 * (time ?? 0))
        }
        print(milliseconds("corpus, only open + read the XML's \(corpusXML.count) files", reads.map(\.0).min()))
        print(milliseconds("corpus, only open + read the \(compiledFiles.count) compiled files", reads.map(\.1).min()))
        print(milliseconds("large, only open + read the XML file", reads.map(\.2).min()))
        print(milliseconds("large, only open + read the \(largeParts.count) compiled parts", reads.map(\.3).min()))
    }

    /// The files loading a compiled form reads: the file itself, or every part of its folder (the
    /// folder's `Info.plist` is not read: the document part lists the parts).
    static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".nib") }
            .sorted().map { path + "/" + $0 }
    }

    /// One load of every file, timed with each archive freed before the next load and, in the
    /// same pass, inside the loading calls only.
    static func once(_ paths: [String], _ load: (String) -> ArchiveLoadResult) -> LoadTimes {
        let clock = ContinuousClock()
        let start = clock.now
        var loading = Duration.zero
        var objects = 0
        for path in paths {
            let before = clock.now
            let result = load(path)
            // The archive is alive when the clock is read, and freed after.
            withExtendedLifetime(result) { loading += clock.now - before }
            objects += result.archive.objects.count
        }
        let total = clock.now - start
        if objects == 0 { print("warning: no objects loaded") }
        return LoadTimes(withFreeing: seconds(total), loadingOnly: seconds(loading))
    }

    /// Seconds to open, read and close every file once.
    static func readOnly(_ paths: [String]) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        var bytes = 0
        for path in paths { bytes += FileBytes.read(path)?.count ?? 0 }
        if bytes == 0 { print("warning: nothing read") }
        return seconds(clock.now - start)
    }
}

/// The middle value (the mean of the two middle ones for an even count); 0 when empty.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
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
