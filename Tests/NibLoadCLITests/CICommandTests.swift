import Foundation
import NibLint
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// The command line as CI uses it: report pairs, shards, colour control, `rules ID`, mistyped commands.
@Suite @MainActor struct CICommandTests {
    static func run(
        _ arguments: [String], terminal: Bool = false, environment: [String: String] = [:]
    ) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments, terminal: terminal, environment: environment)
    }

    static let dangling = "Samples/invalid/DanglingOutlet.xib"
    static let escape = "\u{1B}["

    // MARK: reports

    @Test func sarifToAFileAndXcodeToTheLog() throws {
        let folder = try FileSystem.temporaryFolder()
        let result = Self.run([
            "lint", "--reporter", "sarif", "--output", folder + "/lint.sarif", "--reporter", "xcode", Self.dangling,
        ])
        #expect(result.status == 1)
        #expect(result.out.hasPrefix(Self.dangling + ":13:46: error: "))
        #expect(!result.out.contains("\"runs\""))
        let written = try #require(FileSystem.read(folder + "/lint.sarif"))
        #expect(written == Self.run(["lint", "--reporter", "sarif", Self.dangling]).out)
    }

    @Test func outputsPairWithReportersInOrder() throws {
        let folder = try FileSystem.temporaryFolder()
        let result = Self.run([
            "lint", "--reporter", "junit", "--reporter", "codeclimate", "--output", folder + "/a.xml", "--output",
            folder + "/b.json", Self.dangling,
        ])
        #expect(result.status == 1)
        #expect(result.out.isEmpty)
        #expect(FileSystem.read(folder + "/a.xml")?.contains("<testsuites") == true)
        #expect(FileSystem.read(folder + "/b.json")?.contains("\"check_name\"") == true)
        // One --output without --reporter: the xcode report goes there.
        let single = Self.run(["lint", "--output", folder + "/x.txt", Self.dangling])
        #expect(single.out.isEmpty)
        #expect(FileSystem.read(folder + "/x.txt")?.hasPrefix(Self.dangling + ":13:46: error:") == true)
    }

    @Test func badPairsAreUsageErrors() {
        let tooMany = Self.run([
            "lint", "--reporter", "sarif", "--output", "/tmp/a", "--output", "/tmp/b", Self.dangling,
        ])
        #expect(tooMany.status == 64)
        #expect(tooMany.err.contains("2 --output options but 1 --reporter option"))
        let twoOnStandardOutput = Self.run(["lint", "--reporter", "sarif", "--reporter", "json", Self.dangling])
        #expect(twoOnStandardOutput.status == 64)
        #expect(twoOnStandardOutput.err.contains("only one report can go to standard output"))
        let sameFile = Self.run([
            "lint", "-r", "sarif", "-o", "/tmp/same", "-r", "json", "-o", "/tmp/same", Self.dangling,
        ])
        #expect(sameFile.status == 64)
    }

    @Test func unwritableOutputIs73() {
        let result = Self.run([
            "lint", "--reporter", "sarif", "--output", "/nonexistent-folder/lint.sarif", Self.dangling,
        ])
        #expect(result.status == 73)
        #expect(result.err.contains("cannot write '/nonexistent-folder/lint.sarif'"))
    }

    /// A document whose finding has wide characters before its column on the line.
    static func wideDocument() throws -> (path: String, utf8: Int, characters: Int, utf16: Int) {
        let folder = try FileSystem.temporaryFolder()
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet userLabel="日本語😀" property="x" ↓destination="zz"/></connections></placeholder>
            </objects></document>
            """)
        try FileSystem.write(marked.text, to: folder + "/U.xib")
        let column = marked.markers[0].column
        let prefix = String(decoding: marked.text.split(separator: "\n")[2].utf8.prefix(column - 1), as: UTF8.self)
        return (folder + "/U.xib", column, prefix.unicodeScalars.count + 1, prefix.utf16.count + 1)
    }

    @Test func githubAndCheckstyleCountCharacters() throws {
        let wide = try Self.wideDocument()
        #expect(wide.characters != wide.utf8)
        #expect(wide.characters != wide.utf16)
        let github = Self.run(["lint", "--reporter", "github", wide.path])
        #expect(github.out.contains(",line=3,col=\(wide.characters),title=dangling-reference::"), "\(github.out)")
        let checkstyle = Self.run(["lint", "--reporter", "checkstyle", wide.path])
        #expect(checkstyle.out.contains("line=\"3\" column=\"\(wide.characters)\""), "\(checkstyle.out)")
        let xcode = Self.run(["lint", wide.path])
        #expect(xcode.out.contains("U.xib:3:\(wide.utf8): error:"))
    }

    @Test func junitNamesAsSwiftLintDoes() {
        let result = Self.run(["lint", "--reporter", "junit", Self.dangling, "Samples/xib/OwnerOutlets.xib"])
        #expect(result.out.contains("<testcase classname=\"nibload.dangling-reference\" name=\"\(Self.dangling):13\">"))
        #expect(result.out.contains("<testcase classname=\"nibload\" name=\"Samples/xib/OwnerOutlets.xib\"/>"))
        #expect(result.out.contains(" timestamp=\""))
        #expect(result.out.contains(" time=\""))
    }

    @Test(
        .enabled(
            if: OfficialSARIFSchema.unavailableReason == nil || OfficialSARIFSchema.isRequired,
            "SARIF schema validation skipped: \(OfficialSARIFSchema.unavailableReason ?? "")"))
    func realSARIFValidates() throws {
        if let reason = OfficialSARIFSchema.unavailableReason {
            Issue.record("CI must validate SARIF, but \(reason)")
            return
        }
        let wide = try Self.wideDocument()
        let result = Self.run(["lint", "--all-rules", "--reporter", "sarif", "Samples/invalid", wide.path])
        #expect(result.status == 1)
        let violations = try OfficialSARIFSchema.violations(of: result.out)
        #expect(violations.isEmpty, "\(violations)")
    }

    // MARK: shards

    @Test func shardsSplitEveryFileExactlyOnce() throws {
        let paths = ["Samples/invalid", "Samples/xib", "Samples/storyboard"]
        let whole = Self.run(["lint", "--reporter", "json"] + paths)
        for count in [1, 2, 3, 5] {
            var files: [String] = []
            var findings: [[String: Any]] = []
            for index in 1...count {
                let shard = Self.run(["lint", "--reporter", "json", "--shard", "\(index)/\(count)"] + paths)
                #expect(shard.err.contains("(shard \(index)/\(count))"))
                let array = try #require(
                    try JSONSerialization.jsonObject(with: Data(shard.out.utf8)) as? [[String: Any]])
                findings += array
                let junit = Self.run(["lint", "--reporter", "junit", "--shard", "\(index)/\(count)"] + paths)
                files += junit.out.split(separator: "\n").compactMap { line -> String? in
                    guard let range = line.range(of: " name=\"") else { return nil }
                    let rest = line[range.upperBound...]
                    return String(rest.prefix { $0 != "\"" && $0 != ":" })
                }.filter { !$0.isEmpty && $0 != "nibload" }
            }
            let wholeArray = try #require(
                try JSONSerialization.jsonObject(with: Data(whole.out.utf8)) as? [[String: Any]])
            func key(_ object: [String: Any]) -> String {
                "\(object["file"] ?? ""):\(object["line"] ?? ""):\(object["column"] ?? ""):\(object["rule"] ?? "")"
            }
            #expect(findings.map(key).sorted() == wholeArray.map(key).sorted(), "\(count) shards")
            let discovered = FileDiscovery.discover(paths: paths).files
            #expect(Set(files) == Set(discovered), "\(count) shards")
            #expect(Set(files).count == Set(discovered).count)
        }
    }

    @Test func shardAssignmentDependsOnlyOnThePath() throws {
        #expect(Shard.number(of: "./A/B.xib", count: 4) == Shard.number(of: "A/B.xib", count: 4))
        let names = (0..<400).map { "Module\($0)/View.xib" }
        var sizes = [0, 0, 0, 0]
        for name in names {
            let shards = (1...4).filter { Shard(index: $0, count: 4)?.contains(name) == true }
            #expect(shards.count == 1)
            sizes[Shard.number(of: name, count: 4) - 1] += 1
        }
        #expect(sizes.allSatisfy { $0 > 60 }, "\(sizes)")
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "a/b", "1", "1/2/3", "-1/2", "", "1/"])
    func badShardsAreUsageErrors(_ value: String) {
        let result = Self.run(["lint", "--shard", value, Self.dangling])
        #expect(result.status == 64)
        #expect(result.err.contains("--shard"))
    }

    // MARK: colour

    @Test func lintColoursATerminalUnlessToldNot() {
        #expect(Self.run(["lint", Self.dangling], terminal: true).out.contains(Self.escape + "1;31merror:"))
        #expect(!Self.run(["lint", Self.dangling]).out.contains(Self.escape))
        #expect(Self.run(["lint", "--color", Self.dangling]).out.contains(Self.escape))
        #expect(!Self.run(["lint", "--no-color", Self.dangling], terminal: true).out.contains(Self.escape))
        #expect(
            !Self.run(["lint", Self.dangling], terminal: true, environment: ["NO_COLOR": "1"]).out.contains(Self.escape)
        )
        #expect(
            !Self.run(["lint", Self.dangling], terminal: true, environment: ["TERM": "dumb"]).out.contains(Self.escape))
        #expect(
            Self.run(["lint", Self.dangling], terminal: true, environment: ["NO_COLOR": ""]).out.contains(Self.escape))
        #expect(Self.run(["lint", "--color", Self.dangling], environment: ["NO_COLOR": "1"]).out.contains(Self.escape))
        // A report written to a file is never coloured.
        let folder = (try? FileSystem.temporaryFolder()) ?? "/tmp"
        _ = Self.run(["lint", "--color", "--output", folder + "/c.txt", Self.dangling], terminal: true)
        #expect(FileSystem.read(folder + "/c.txt")?.contains(Self.escape) == false)
    }

    @Test func everyCommandHonoursNoColorAndDumbTerminals() {
        let sample = "Samples/storyboard/SingleScene.storyboard"
        let broken = "Samples/invalid/DanglingOutlet.xib"
        #expect(Self.run([sample], terminal: true).out.contains(Self.escape))
        #expect(Self.run([broken], terminal: true).err.contains(Self.escape))
        for environment in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
            let dump = Self.run([sample], terminal: true, environment: environment)
            #expect(!dump.out.contains(Self.escape), "\(environment)")
            let diagnostics = Self.run([broken], terminal: true, environment: environment)
            #expect(!diagnostics.err.contains(Self.escape), "\(environment)")
            let lint = Self.run(["lint", broken], terminal: true, environment: environment)
            #expect(!lint.out.contains(Self.escape) && !lint.err.contains(Self.escape), "\(environment)")
            let run = Self.run(
                ["run", "Samples/storyboard/Navigation.storyboard", "--script", "pop"], terminal: true,
                environment: environment)
            #expect(!run.err.contains(Self.escape), "\(environment)")
        }
        #expect(Self.run(["--color", sample], environment: ["NO_COLOR": "1"]).out.contains(Self.escape))
    }

    // MARK: commands

    @Test func rulesIDPrintsThatRule() throws {
        let result = Self.run(["rules", "dangling-reference"])
        #expect(result.status == 0)
        #expect(result.out.hasPrefix("### dangling-reference\n"))
        #expect(!result.out.contains("### duplicate-id"))
        let section = try #require(RulesReference.markdown(rule: "dangling-reference"))
        #expect(result.out == section)
        #expect(RulesReference.markdown().contains(section))
        let two = Self.run(["rules", "dangling-reference", "duplicate-id"])
        #expect(two.out.contains("### dangling-reference") && two.out.contains("### duplicate-id"))
    }

    @Test func unknownRuleIDSuggestsTheClosest() {
        let result = Self.run(["rules", "danglng-reference"])
        #expect(result.status == 64)
        #expect(result.err.contains("no rule has the id 'danglng-reference'; did you mean 'dangling-reference'?"))
    }

    @Test func mistypedCommandsAreUsageErrors() {
        let result = Self.run(["lnt", "Samples"])
        #expect(result.status == 64)
        #expect(result.err.hasPrefix("nibload: error: unknown command 'lnt'; did you mean 'lint'?\n"))
        #expect(!result.err.contains("cannot open"))
        #expect(Self.run(["rulez"]).err.contains("did you mean 'rules'?"))
        #expect(Self.run(["hlep"]).err.contains("did you mean 'help'?"))
        // Not close to a command, or a path: still a document to dump (and it cannot be opened).
        let file = Self.run(["zzzzzz"])
        #expect(file.status == 66)
        #expect(file.err.contains("cannot open"))
        #expect(Self.run(["lnt.xib"]).status == 66)
    }

    @Test func aFileNamedLikeACommandIsDumped() {
        #expect(MistypedCommand.suggestion(for: "lnt", exists: { _ in false }) == "lint")
        #expect(MistypedCommand.suggestion(for: "lnt", exists: { _ in true }) == nil)
        #expect(MistypedCommand.suggestion(for: "Main.xib", exists: { _ in false }) == nil)
        #expect(MistypedCommand.suggestion(for: "dir/lnt", exists: { _ in false }) == nil)
        #expect(MistypedCommand.suggestion(for: "ru", exists: { _ in false }) == "run")
    }

    @Test func helpHasHelp() {
        for arguments in [["help", "--help"], ["help", "-h"], ["help", "help"]] {
            let result = Self.run(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.out.hasPrefix("USAGE: nibload help [command]\n"), "\(arguments)")
        }
    }

    @Test func lintSchemaNamesRealOptions() throws {
        let text = try #require(FileSystem.read(PackagePaths.schema + "/nibload-lint.schema.json"))
        let names = Set((LintCommand.command.specs + CommandCatalog.commonSpecs).map { "--" + $0.name })
        var mentioned: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "--") {
            let name = "--" + rest[range.upperBound...].prefix { $0.isLetter || $0 == "-" }
            mentioned.append(name)
            rest = rest[range.upperBound...]
        }
        #expect(mentioned.contains("--reporter"))
        for name in mentioned { #expect(names.contains(name), "\(name) is not a lint option") }
    }
}
