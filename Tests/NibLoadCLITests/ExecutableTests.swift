import Foundation
import NibTestSupport
import Testing

/// Runs the built `nibload` binary, to check what only the process shows: the exit status and the
/// split between standard output and standard error.
@Suite struct ExecutableTests {
    /// The `nibload` executable in the build products folder that holds the test binary.
    static var binary: URL? {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            testBinary.deletingLastPathComponent(), Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("nibload") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        let executable = try #require(Self.binary, "the nibload binary is not beside the test bundle")
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: PackagePaths.root)
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    @Test func quickStartCommandWorks() throws {
        let result = try Self.run(["Samples/storyboard/SingleScene.storyboard"])
        #expect(result.status == 0)
        #expect(result.out.contains("HelloViewController (HelloApp)"))
        #expect(result.err.isEmpty)
    }

    @Test func statusesReachTheShell() throws {
        #expect(try Self.run(["Samples/invalid/DanglingOutlet.xib"]).status == 1)
        #expect(try Self.run(["Samples/invalid/NotWellFormed.xib"]).status == 65)
        #expect(try Self.run(["Samples/missing.xib"]).status == 66)
        let usage = try Self.run(["--bogus"])
        #expect(usage.status == 64)
        #expect(usage.out.isEmpty)
    }
}
