import Foundation
import NibArchive
import NibCompiled
import NibXML

/// The benchmark suite. Every figure is the best of `repeats` runs, printed with its ratio to the
/// reference run in the same process (`xmllint --noout` over the same files).
struct Benchmarks {
    let options: BenchOptions
    private let xmllint = "/usr/bin/xmllint"

    /// Loads one file (child mode for peak-memory measurement); exits 0 when it loaded.
    static func childLoad(_ path: String) -> Int32 {
        let result = DocumentLoader.load(contentsOf: path)
        return result.archive.objects.isEmpty ? 1 : 0
    }

    /// Loads every file once (XML or compiled) and prints how many objects they hold; exits 1
    /// when one held none.
    static func loadEach(_ paths: [String]) -> Int32 {
        var objects = 0
        var empty = 0
        for path in paths {
            let count = DocumentLoader.load(contentsOf: path).archive.objects.count
            objects += count
            if count == 0 { empty += 1 }
        }
        print("\(paths.count) files, \(objects) objects")
        return empty == 0 ? 0 : 1
    }

    /// Writes the synthetic storyboard of the default options to a file.
    static func writeLarge(_ path: String, scenes: Int? = nil) -> Int32 {
        let bench = Benchmarks(options: (try? BenchOptions.parse([])) ?? BenchOptions())
        let storyboards = bench.corpusFiles().filter { $0.hasSuffix(".storyboard") }.sorted {
            bench.size($0) > bench.size($1)
        }.prefix(20)
        return
            (try? SyntheticStoryboard.write(
                from: Array(storyboards), scenes: scenes ?? bench.options.syntheticScenes, to: path))
            == nil ? 1 : 0
    }

    func runAll() -> Int32 {
        guard FileManager.default.isExecutableFile(atPath: xmllint) else {
            print("nibload-bench: \(xmllint) is missing (apt-get install libxml2-utils)")
            return 69
        }
        let files = corpusFiles()
        print("nibload-bench — \(Date()) — \(ProcessInfo.processInfo.processorCount) cores, best of \(options.repeats)")
        print("corpus: \(files.count) files, \(megabytes(files.reduce(0) { $0 + size($1) })) MB")
        let large = NSTemporaryDirectory() + "nibload-bench-large.storyboard"
        let storyboards = files.filter { $0.hasSuffix(".storyboard") }.sorted { size($0) > size($1) }.prefix(20)
        do {
            _ = try SyntheticStoryboard.write(from: Array(storyboards), scenes: options.syntheticScenes, to: large)
        } catch {
            print("nibload-bench: cannot build the synthetic storyboard: \(error)")
            return 70
        }
        defer { try? FileManager.default.removeItem(atPath: large) }
        let lines = (FileManager.default.contents(atPath: large).map { $0.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }) ?? 0
        print(
            "large synthetic storyboard: \(megabytes(size(large))) MB, \(lines) lines, \(options.syntheticScenes) scenes"
        )
        print("")
        if want("parse") { parseBenchmark(files: files, large: large) }
        if want("cli") { CLIBenchmarks.run(self, files: files, large: large) }
        if want("compiled") { CompiledBenchmarks.run(self, files: files, large: large) }
        ExtraBenchmarks.run(options: options, files: files, large: large, reference: referenceSeconds(files))
        return 0
    }

    func want(_ name: String) -> Bool { options.only.isEmpty || options.only.contains(name) }

    /// `xmllint --noout` over the corpus files, best of the repeats.
    func referenceSeconds(_ files: [String]) -> Double {
        best { ChildProcess.run(xmllint, ["--noout"] + files)?.seconds ?? .nan }
    }

    private func parseBenchmark(files: [String], large: String) {
        print("## parse + archive (issue 2)")
        let reference = referenceSeconds(files)
        let ours = best {
            let clock = ContinuousClock()
            let start = clock.now
            var objects = 0
            for file in files { objects += ArchiveLoader.load(contentsOf: file).archive.objects.count }
            if objects == 0 { print("warning: no objects loaded") }
            return seconds(clock.now - start)
        }
        let parseOnly = best {
            let clock = ContinuousClock()
            let start = clock.now
            for file in files { _ = XMLReader.parse(contentsOf: file) }
            return seconds(clock.now - start)
        }
        row("corpus, xmllint --noout (one process)", reference, reference)
        row("corpus, nibload parse only (in process)", parseOnly, reference)
        row("corpus, nibload parse + archive (in process)", ours, reference)
        let referenceLarge = bestMeasurement { ChildProcess.run(xmllint, ["--noout", large]) }
        let oursLarge = bestMeasurement { ChildProcess.run(ChildProcess.selfPath, ["--child-load", large]) }
        row("large, xmllint --noout (child process)", referenceLarge.seconds, referenceLarge.seconds)
        row("large, nibload parse + archive (child process)", oursLarge.seconds, referenceLarge.seconds)
        print(
            "large, peak memory: xmllint \(referenceLarge.peakKiB / 1024) MiB, nibload \(oursLarge.peakKiB / 1024) MiB, ratio \(format(Double(oursLarge.peakKiB) / Double(max(1, referenceLarge.peakKiB))))x"
        )
        print("")
    }

    // MARK: Helpers

    func corpusFiles() -> [String] {
        guard let corpus = options.corpus, let enumerator = FileManager.default.enumerator(atPath: corpus) else {
            return ["Samples/storyboard/SingleScene.storyboard", "Samples/storyboard/Navigation.storyboard"]
        }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".xib") || next.hasSuffix(".storyboard") { files.append(corpus + "/" + next) }
        }
        return files.sorted()
    }

    func best(_ measure: () -> Double) -> Double {
        (0..<options.repeats).map { _ in measure() }.min() ?? .nan
    }

    func bestMeasurement(_ measure: () -> ChildProcess.Measurement?) -> ChildProcess.Measurement {
        let runs = (0..<options.repeats).compactMap { _ in measure() }
        return runs.min { $0.seconds < $1.seconds }.map { fastest in
            ChildProcess.Measurement(
                status: fastest.status, seconds: fastest.seconds, peakKiB: runs.map(\.peakKiB).max() ?? 0)
        } ?? ChildProcess.Measurement(status: -1, seconds: .nan, peakKiB: 0)
    }

    func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    func megabytes(_ bytes: Int) -> String { format(Double(bytes) / 1_000_000) }
}

/// Formatting shared by every benchmark line.
func format(_ value: Double) -> String { String(format: "%.2f", value) }

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// `label  1.234 s  ratio 1.10x`.
func row(_ label: String, _ value: Double, _ reference: Double) {
    let padded = label.count < 52 ? label + String(repeating: " ", count: 52 - label.count) : label
    print("\(padded) \(String(format: "%8.3f", value)) s   \(format(value / reference))x xmllint")
}
