/// Benchmarks of the later layers (lint, instantiation, lifecycle), added as they land.
enum ExtraBenchmarks {
    static func run(options: BenchOptions, files: [String], large: String, reference: Double) {}
}
