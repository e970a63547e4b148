import Foundation
import NibKit
import NibLint

/// Benchmarks of the layers above the archive: lint, instantiation and the lifecycle runner.
enum ExtraBenchmarks {
    static func run(options: BenchOptions, files: [String], large: String, reference: Double) {
        let bench = Benchmarks(options: options)
        if bench.want("lint") { lint(bench, files: files, reference: reference) }
        if bench.want("lifecycle") { lifecycle(bench) }
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
                print("tracing \(tracing ? "on " : "off"): \(String(format: "%.3f", total)) s total, \(String(format: "%.1f", total * 1_000)) µs per cycle")
            }
        }
        print("")
    }
}
