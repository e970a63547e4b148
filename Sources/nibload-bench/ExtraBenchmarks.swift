import Foundation
import NibArchive
import NibKit
import NibLint

/// Benchmarks of the layers above the archive: lint, instantiation and the lifecycle runner.
enum ExtraBenchmarks {
    static func run(options: BenchOptions, files: [String], large: String, reference: Double) {
        let bench = Benchmarks(options: options)
        if bench.want("lint") { lint(bench, files: files, reference: reference) }
        if bench.want("instantiate") { LoadingBenchmarks.instantiation(bench, large: large) }
        if bench.want("draw") { DrawBenchmark.run(bench, files: files) }
        if bench.want("lifecycle") {
            lifecycle(bench)
            LoadingBenchmarks.storyboardPushPop(bench)
        }
    }

    /// `nibload lint` with every rule on over the corpus, against `xmllint --noout` over the same files.
    static func lint(_ bench: Benchmarks, files: [String], reference: Double) {
        print("## lint, every rule on (issue 5)")
        var findings = 0
        let all = bench.best {
            var options = LintOptions()
            options.enableAllRules = true
            let clock = ContinuousClock()
            let start = clock.now
            let result = try? LintRunner.run(LintRunner.Request(paths: files, options: options))
            findings = result?.findings.count ?? -1
            return seconds(clock.now - start)
        }
        let defaults = bench.best {
            let clock = ContinuousClock()
            let start = clock.now
            _ = try? LintRunner.run(LintRunner.Request(paths: files))
            return seconds(clock.now - start)
        }
        let oneJob = bench.best {
            var options = LintOptions()
            options.enableAllRules = true
            options.jobs = 1
            let clock = ContinuousClock()
            let start = clock.now
            _ = try? LintRunner.run(LintRunner.Request(paths: files, options: options))
            return seconds(clock.now - start)
        }
        row("corpus, xmllint --noout (one process)", reference, reference)
        row("corpus, nibload lint, default rules", defaults, reference)
        row("corpus, nibload lint, every rule (\(findings) findings)", all, reference)
        row("corpus, nibload lint, every rule, --jobs 1", oneJob, reference)
        print("")
    }

    /// Push and pop of a controller with a 200-view hierarchy, 1,000 times, with and without tracing.
    static func lifecycle(_ bench: Benchmarks) {
        print("## lifecycle: push/pop of a 200-view controller, 1,000 cycles (issue 4)")
        MainActor.assumeIsolated {
            for tracing in [false, true] {
                let total = bench.best {
                    seconds(LifecycleBenchmark.pushPopCycles(viewCount: 200, cycles: 1_000, tracing: tracing))
                }
                print(
                    "tracing \(tracing ? "on " : "off"): \(String(format: "%.3f", total)) s total, \(String(format: "%.1f", total * 1_000)) µs per cycle"
                )
            }
        }
        print("")
    }
}

/// Instantiation of whole documents and push/pop of a storyboard scene.
enum LoadingBenchmarks {
    /// Instantiating every scene (views loaded) of the large synthetic storyboard, as a ratio to
    /// its parse + archive time.
    static func instantiation(_ bench: Benchmarks, large: String) {
        print("## instantiation (issue 3)")
        MainActor.assumeIsolated {
            let parse = bench.best {
                let clock = ContinuousClock()
                let start = clock.now
                _ = ArchiveLoader.load(contentsOf: large)
                return seconds(clock.now - start)
            }
            let archive = ArchiveLoader.load(contentsOf: large).archive
            var figures = NibLoadStatistics()
            let instantiate = bench.best {
                let clock = ContinuousClock()
                let start = clock.now
                figures = InstantiationReport.instantiateAll(archive: archive).statistics
                return seconds(clock.now - start)
            }
            print("large, parse + archive                               \(String(format: "%8.3f", parse)) s")
            print(
                "large, instantiate every scene, views loaded         \(String(format: "%8.3f", instantiate)) s   \(format(instantiate / parse))x parse + archive"
            )
            print(
                "  (\(figures.objects) objects, \(figures.outlets) outlets, \(figures.actions) actions, \(figures.awakeFromNib) awakeFromNib)"
            )
        }
        print("")
    }

    /// Push and pop of a storyboard scene whose view holds 200 views, 1,000 times.
    static func storyboardPushPop(_ bench: Benchmarks) {
        print("## lifecycle: push/pop of a storyboard scene with 200 views, 1,000 cycles (issue 4)")
        MainActor.assumeIsolated {
            guard let storyboard = try? Storyboard(string: sceneStoryboard(views: 200), name: "Bench.storyboard") else {
                print("cannot build the benchmark storyboard")
                return
            }
            for tracing in [false, true] {
                var events = 0
                let total = bench.best {
                    let result = LifecycleBenchmark.run(cycles: 1_000, tracing: tracing) {
                        try storyboard.instantiateViewController(identifier: "Heavy")
                    }
                    events = result.recordedEvents
                    return seconds(result.elapsed)
                }
                print(
                    "tracing \(tracing ? "on " : "off"): \(String(format: "%.3f", total)) s total, \(String(format: "%.1f", total * 1_000)) µs per cycle, \(events) events recorded"
                )
            }
        }
        print("")
    }

    /// A storyboard with one scene whose view holds `views` labels in rows of containers.
    static func sceneStoryboard(views: Int) -> String {
        var subviews = ""
        var made = 1
        var row = 0
        while made < views {
            var labels = ""
            for column in 0..<4 where made + 1 + column < views {
                labels +=
                    "<label opaque=\"NO\" text=\"L\(row)-\(column)\" id=\"lb-\(row)-\(column)\"><rect key=\"frame\" x=\"\(column * 90)\" y=\"0\" width=\"80\" height=\"20\"/></label>"
            }
            let count = labels.components(separatedBy: "<label").count - 1
            subviews +=
                "<view contentMode=\"scaleToFill\" id=\"row-\(row)\"><rect key=\"frame\" x=\"0\" y=\"\(row * 22)\" width=\"390\" height=\"20\"/><subviews>\(labels)</subviews></view>"
            made += 1 + count
            row += 1
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes><scene sceneID="s-1"><objects>
            <viewController storyboardIdentifier="Heavy" id="vc-1"><view key="view" contentMode="scaleToFill" id="root-1">
            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/><subviews>\(subviews)</subviews></view></viewController>
            </objects></scene></scenes></document>
            """
    }
}
