import Foundation

// nibload-bench: release-build benchmarks that print ratios against a reference run in the same
// process (xmllint as a child process over the same files). Run with
//     swift run -c release nibload-bench [--corpus DIR] [--repeat N]
// A child mode (`--child-load FILE`) loads one file (XML or compiled) so that its peak memory can be
// read by wait4; `--write-large FILE [SCENES]` writes the synthetic storyboard (of SCENES scenes) there and `--compile IN OUT`
// compiles a document and `--load-each FILE...` loads every file once (for profiling, e.g. under
// callgrind).

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child-load", arguments.count == 2 {
    exit(Benchmarks.childLoad(arguments[1]))
}
if arguments.first == "--write-large", arguments.count == 2 || arguments.count == 3 {
    exit(Benchmarks.writeLarge(arguments[1], scenes: arguments.count == 3 ? Int(arguments[2]) : nil))
}
if arguments.first == "--compile", arguments.count == 3 {
    exit(CompiledBenchmarks.compile(arguments[1], to: arguments[2]))
}
if arguments.first == "--load-each" {
    exit(Benchmarks.loadEach(Array(arguments.dropFirst())))
}
var options = BenchOptions()
do {
    options = try BenchOptions.parse(arguments)
} catch {
    FileHandle.standardError.write(Data("nibload-bench: \(error)\n".utf8))
    exit(64)
}
exit(Benchmarks(options: options).runAll())
