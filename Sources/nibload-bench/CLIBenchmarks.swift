import Foundation

/// What a user runs: whole `nibload` processes over the corpus, each timed interleaved with
/// `xmllint --noout` over the same files (so both see the same machine load), best of the repeats.
enum CLIBenchmarks {
    /// One path of the table.
    struct Path {
        let name: String
        let arguments: [String]
        /// What xmllint reads for the comparison.
        let reference: [String]
        let target: Double
    }

    /// The paths the table times, with the targets of the speed issue.
    static func timedPaths(files: [String], corpus: String, tiny: String) -> [Path] {
        [
            Path(name: "nibload FILE… (tree)", arguments: files, reference: files, target: 1.5),
            Path(
                name: "nibload --format json FILE…", arguments: ["--format", "json"] + files, reference: files,
                target: 1.5),
            Path(
                name: "nibload lint, default rules, --jobs 1", arguments: ["lint", corpus, "--jobs", "1", "--quiet"],
                reference: files, target: 1.5),
            Path(
                name: "nibload lint, every rule, --jobs 1",
                arguments: ["lint", corpus, "--all-rules", "--jobs", "1", "--quiet"], reference: files, target: 1.8),
            Path(
                name: "nibload --instantiate FILE…", arguments: ["--instantiate"] + files, reference: files, target: 2.5
            ),
            Path(name: "one tiny document (start-up)", arguments: [tiny], reference: [tiny], target: 2.0),
        ]
    }

    static func run(_ bench: Benchmarks, files: [String], large: String) {
        print("## CLI paths: whole processes, interleaved with xmllint --noout over the same files (issue 12)")
        let nibload = (ChildProcess.selfPath as NSString).deletingLastPathComponent + "/nibload"
        guard FileManager.default.isExecutableFile(atPath: nibload) else {
            print("nibload-bench: \(nibload) is missing (swift build -c release --product nibload)")
            print("")
            return
        }
        guard let corpus = bench.options.corpus else {
            print("(no corpus: skipped)")
            print("")
            return
        }
        let tiny = tinyDocument()
        defer { try? FileManager.default.removeItem(atPath: tiny) }
        let paths = timedPaths(files: files, corpus: corpus, tiny: tiny)
        let baseline = bench.options.baseline
        print("Wall time (CPU time, user + system, in brackets), best of \(bench.options.repeats) each; then")
        print("the median of each round's own ratio (its runs follow one another, so a slow stretch of the")
        print("shared machine slows them alike, where best times can come from differently loaded stretches).")
        print(
            "| path | xmllint s | nibload s | ratio of best | median ratio | \(baseline == nil ? "" : "baseline: best, median | ")target (best, median) |"
        )
        print("|---|---|---|---|---|\(baseline == nil ? "" : "---|")---|")
        for path in paths { measure(path, bench, nibload: nibload, baseline: baseline) }
        memory(bench, nibload: nibload, large: large)
        linearity(bench, nibload: nibload, files: files)
        print("")
    }

    static let xmllintPath = "/usr/bin/xmllint"

    /// One row: the path's runs interleaved with xmllint's (and the baseline's), best of the
    /// repeats and the median of each round's own ratio.
    private static func measure(_ path: Path, _ bench: Benchmarks, nibload: String, baseline: String?) {
        var reference = Best()
        var ours = Best()
        var before = Best()
        var (ourRatios, beforeRatios): ([Double], [Double]) = ([], [])
        for _ in 0..<bench.options.repeats {
            let xmllint = ChildProcess.run(xmllintPath, ["--noout"] + path.reference)
            let mine = ChildProcess.run(nibload, path.arguments)
            reference.add(xmllint)
            ours.add(mine)
            ourRatios.append((mine?.seconds ?? .nan) / (xmllint?.seconds ?? .nan))
            if let baseline {
                let theirs = ChildProcess.run(baseline, path.arguments)
                before.add(theirs)
                beforeRatios.append((theirs?.seconds ?? .nan) / (xmllint?.seconds ?? .nan))
            }
        }
        let ratio = ours.seconds / reference.seconds
        let pairedRatio = median(ourRatios)
        let baselineColumn =
            baseline == nil ? "" : "\(before.ratio(to: reference)), \(format(median(beforeRatios)))× | "
        func verdict(_ value: Double) -> String { value <= path.target ? "met" : "MISSED" }
        print(
            "| `\(path.name)` | \(reference.text) | \(ours.text) | \(ours.ratio(to: reference)) | \(format(pairedRatio))× | \(baselineColumn)≤ \(format(path.target))× \(verdict(ratio)), \(verdict(pairedRatio)) |"
        )
    }

    /// The best wall and CPU times of repeated runs.
    private struct Best {
        var seconds = Double.infinity
        var cpuSeconds = Double.infinity
        mutating func add(_ run: ChildProcess.Measurement?) {
            seconds = min(seconds, run?.seconds ?? .nan)
            cpuSeconds = min(cpuSeconds, run?.cpuSeconds ?? .nan)
        }
        var text: String { "\(CLIBenchmarks.time(seconds)) (\(CLIBenchmarks.time(cpuSeconds)))" }
        func ratio(to reference: Best) -> String {
            "\(format(seconds / reference.seconds))× (\(format(cpuSeconds / reference.cpuSeconds))×)"
        }
    }

    /// Peak resident memory of the tree dump of the large storyboard against xmllint's.
    private static func memory(_ bench: Benchmarks, nibload: String, large: String) {
        var referencePeak = 0
        var oursPeak = Int.max
        var baselinePeak = Int.max
        for _ in 0..<max(1, min(3, bench.options.repeats)) {
            referencePeak = max(referencePeak, ChildProcess.run(xmllintPath, ["--noout", large])?.peakKiB ?? 0)
            oursPeak = min(oursPeak, ChildProcess.run(nibload, [large])?.peakKiB ?? Int.max)
            if let baseline = bench.options.baseline {
                baselinePeak = min(baselinePeak, ChildProcess.run(baseline, [large])?.peakKiB ?? Int.max)
            }
        }
        let ratio = Double(oursPeak) / Double(max(1, referencePeak))
        let baselineColumn =
            bench.options.baseline == nil
            ? "" : "\(baselinePeak / 1024) MiB, \(format(Double(baselinePeak) / Double(max(1, referencePeak))))× | "
        print(
            "| peak memory, `nibload` tree of the \(bench.megabytes(bench.size(large))) MB storyboard | \(referencePeak / 1024) MiB | \(oursPeak / 1024) MiB | \(format(ratio))× | \(baselineColumn)≤ 0.60× \(ratio <= 0.6 ? "met" : "MISSED") |"
        )
    }

    /// The tree dump of synthetic storyboards of growing size (about 12, 25 and 50 MB), best of
    /// the repeats each (best of 3 let one slow run of the smallest move the exponent by 0.15): the
    /// exponent of time against size, fitted between the smallest and the largest; and
    /// `xmllint --noout`'s over the same files, interleaved, for what the machine itself does with
    /// larger inputs.
    private static func linearity(_ bench: Benchmarks, nibload: String, files: [String]) {
        let storyboards = files.filter { $0.hasSuffix(".storyboard") }.sorted { bench.size($0) > bench.size($1) }
            .prefix(20)
        var points: [(bytes: Double, seconds: Double, reference: Double)] = []
        for scenes in [800, 1_600, 3_200] {
            let path = NSTemporaryDirectory() + "nibload-bench-linear-\(scenes).storyboard"
            guard (try? SyntheticStoryboard.write(from: Array(storyboards), scenes: scenes, to: path)) != nil else {
                continue
            }
            defer { try? FileManager.default.removeItem(atPath: path) }
            var best = Double.infinity
            var reference = Double.infinity
            for _ in 0..<max(1, bench.options.repeats) {
                best = min(best, ChildProcess.run(nibload, [path])?.seconds ?? .nan)
                reference = min(reference, ChildProcess.run(xmllintPath, ["--noout", path])?.seconds ?? .nan)
            }
            points.append((Double(bench.size(path)), best, reference))
        }
        guard let first = points.first, let last = points.last, points.count > 1 else { return }
        let sizeRatio = log(last.bytes / first.bytes)
        let exponent = log(last.seconds / first.seconds) / sizeRatio
        let referenceExponent = log(last.reference / first.reference) / sizeRatio
        let sizes = points.map { "\(format($0.bytes / 1_000_000)) MB \(time($0.seconds)) s" }.joined(separator: ", ")
        print(
            "| linear in size, `nibload` tree (\(sizes)); xmllint --noout exponent \(format(referenceExponent)) | | | exponent \(format(exponent)) | ≤ 1.05 \(exponent <= 1.05 ? "met" : "MISSED") |"
        )
    }

    /// A one-scene storyboard written to a temporary file.
    private static func tinyDocument() -> String {
        let path = NSTemporaryDirectory() + "nibload-bench-tiny.storyboard"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-1">
                <scenes>
                    <scene sceneID="s-1">
                        <objects>
                            <viewController id="vc-1" customClass="HelloViewController" customModule="HelloApp" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-1">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
                                        <label opaque="NO" text="Hello" id="l-1">
                                            <rect key="frame" x="20" y="100" width="350" height="21"/>
                                        </label>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="titleLabel" destination="l-1" id="o-1"/>
                                </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>

            """
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    private static func time(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
