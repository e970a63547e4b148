import Foundation
import NibTestSupport
import Testing

/// The git configuration of the README, run for real in a temporary repository: a `textconv`
/// driver for `git diff` and `git log -p`, and `nibload diff --git` as `GIT_EXTERNAL_DIFF`.
/// The git executable, when installed.
let gitExecutable: String? = ["/usr/bin/git", "/usr/local/bin/git"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}

@Suite(.enabled(if: gitExecutable != nil, "needs git"))
struct GitIntegrationTests {
    static var git: String? { gitExecutable }

    @discardableResult
    static func run(_ arguments: [String], in folder: String, environment: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(git))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var variables = ProcessInfo.processInfo.environment
        for key in variables.keys where key.hasPrefix("GIT_") { variables[key] = nil }
        variables["GIT_CONFIG_NOSYSTEM"] = "1"
        variables["HOME"] = folder
        variables["GIT_PAGER"] = "cat"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self)
    }

    /// A repository with two commits of `Main.storyboard`: a label's text changed, toolsVersion bumped.
    static func repository() throws -> (folder: String, nibload: String) {
        let nibload = try #require(ExecutableTests.binary?.path, "the nibload binary is not beside the test bundle")
        let folder = try FileSystem.temporaryFolder()
        var text = try #require(FileSystem.read(PackagePaths.sample("storyboard/SingleScene.storyboard")))
        try run(["init", "-q"], in: folder)
        try run(["config", "user.name", "nibload tests"], in: folder)
        try run(["config", "user.email", "tests@nibload.invalid"], in: folder)
        try FileSystem.write("*.storyboard diff=nibload\n", to: folder + "/.gitattributes")
        try FileSystem.write(text, to: folder + "/Main.storyboard")
        try run(["add", "."], in: folder)
        try run(["commit", "-q", "-m", "first"], in: folder)
        text = text.replacingOccurrences(of: #"text="Hello, Linux!""#, with: #"text="Title""#)
        text = text.replacingOccurrences(of: #"toolsVersion="23504""#, with: #"toolsVersion="24127""#)
        try FileSystem.write(text, to: folder + "/Main.storyboard")
        try run(["commit", "-q", "-am", "second"], in: folder)
        return (folder, nibload)
    }

    @Test func textconvDriverShowsTheSemanticChange() throws {
        let (folder, nibload) = try Self.repository()
        try Self.run(["config", "diff.nibload.textconv", "\(nibload) outline"], in: folder)
        let diff = try Self.run(["diff", "HEAD~1", "HEAD"], in: folder)
        let changed = diff.split(separator: "\n").filter {
            ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
        }
        #expect(
            changed == [
                "-    ↳ outlet `titleLabel` → UILabel 'Hello, Linux!' (id Qm7-aT-h3L)",
                "+    ↳ outlet `titleLabel` → UILabel 'Title' (id Qm7-aT-h3L)",
                "-        @text = Hello, Linux!", "+        @text = Title",
            ], "\(diff)")
        let log = try Self.run(["log", "-p", "--format=commit %s"], in: folder)
        #expect(log.contains("+        @text = Title"))
        #expect(!log.contains("toolsVersion"))
    }

    @Test func externalDiffCommand() throws {
        let (folder, nibload) = try Self.repository()
        try Self.run(["config", "diff.nibload.command", "\(nibload) diff --git"], in: folder)
        let diff = try Self.run(["diff", "HEAD~1", "HEAD"], in: folder)
        #expect(
            diff == """
                diff --nibload a/Main.storyboard b/Main.storyboard
                Main.storyboard:20:157: UILabel 'Hello, Linux!': text is now 'Title' (was 'Hello, Linux!')
                1 change (1 made by Interface Builder on save hidden; --all shows them)

                """)
        let log = try Self.run(["log", "-p", "--ext-diff", "--format=commit %s"], in: folder)
        #expect(log.contains("Main.storyboard:20:157: UILabel 'Hello, Linux!': text is now 'Title'"))
        #expect(
            log.contains("Main.storyboard:13:9: scene tne-QT-ifu (HelloViewController) added with 11 objects"), "\(log)"
        )
        let external = try Self.run(
            ["diff", "HEAD~1", "HEAD"], in: folder, environment: ["GIT_EXTERNAL_DIFF": "\(nibload) diff --git"])
        #expect(external == diff)
    }
}
