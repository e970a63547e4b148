import Foundation

/// The benchmark's command line.
struct BenchOptions {
    /// The corpus folder (default: `../shared/corpus` beside the package, or `NIBLOAD_CORPUS`).
    var corpus: String?
    /// How many times each measurement is repeated; the best run counts.
    var repeats = 5
    /// How many copies of real scenes the large synthetic storyboard has.
    var syntheticScenes = 2_000
    /// Which benchmarks to run (empty: all).
    var only: Set<String> = []
    /// Another `nibload` executable (an earlier build) that the CLI paths also time, interleaved.
    var baseline: String?

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var index = 0
        func value() throws -> String {
            index += 1
            guard index < arguments.count else {
                throw Failure(description: "missing value for \(arguments[index - 1])")
            }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--corpus": options.corpus = try value()
            case "--repeat":
                guard let count = Int(try value()), count > 0 else {
                    throw Failure(description: "--repeat takes a positive number")
                }
                options.repeats = count
            case "--scenes":
                guard let count = Int(try value()), count > 0 else {
                    throw Failure(description: "--scenes takes a positive number")
                }
                options.syntheticScenes = count
            case "--only": options.only.insert(try value())
            case "--baseline": options.baseline = try value()
            case let other:
                throw Failure(
                    description:
                        "unknown argument '\(other)' (use --corpus DIR, --repeat N, --scenes N, --only NAME, --baseline NIBLOAD)"
                )
            }
            index += 1
        }
        if options.corpus == nil {
            let candidates = [ProcessInfo.processInfo.environment["NIBLOAD_CORPUS"], "../shared/corpus"].compactMap {
                $0
            }
            options.corpus = candidates.first { FileManager.default.fileExists(atPath: $0) }
        }
        return options
    }
}
