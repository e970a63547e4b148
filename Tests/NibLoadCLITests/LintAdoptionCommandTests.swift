import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload lint --write-baseline/--baseline` and `--fix [--dry-run]` through the command line.
@Suite @MainActor struct LintAdoptionCommandTests {
    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments)
    }

    /// A folder holding a copy of a sample with findings.
    static func folder(with sample: String) throws -> (folder: String, file: String) {
        let folder = try FileSystem.temporaryFolder()
        let file = folder + "/" + URL(fileURLWithPath: sample).lastPathComponent
        try FileSystem.write(try #require(FileSystem.read(PackagePaths.sample(sample))), to: file)
        return (folder, file)
    }

    @Test func writeBaselineThenOnlyNewFindingsFail() throws {
        let (folder, file) = try Self.folder(with: "invalid/DanglingOutlet.xib")
        let baseline = folder + "/nibload-baseline.json"
        let written = Self.run(["lint", folder, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.err.hasSuffix("wrote 1 findings to the baseline '\(baseline)'\n"))
        let text = try #require(FileSystem.read(baseline))
        #expect(text.contains("\"file\": \"DanglingOutlet.xib\",\n      \"rule\": \"dangling-reference\""))

        let clean = Self.run(["lint", folder, "--baseline", baseline])
        #expect(clean.status == 0)
        #expect(clean.out.isEmpty)
        #expect(
            clean.err
                == "linted 1 file: 0 errors, 0 warnings; 1 in the baseline not reported, 0 stale baseline entries\n")

        // Fix the problem: the entry is stale, listed as a note at its line in the baseline.
        let original = try #require(FileSystem.read(file))
        try FileSystem.write(original.replacingOccurrences(of: "Zz9-No-0ne", with: "Do2-Vw-5eE"), to: file)
        let stale = Self.run(["lint", folder, "--baseline", baseline])
        #expect(
            stale.err.contains("\(baseline):4:5: note: baseline entry 'dangling-reference' in 'DanglingOutlet.xib'"))
        #expect(stale.err.contains("[stale-baseline-entry]"))
        #expect(stale.err.hasSuffix("0 in the baseline not reported, 1 stale baseline entry\n"))
    }

    @Test func baselineErrorsHaveTheirStatuses() throws {
        let (folder, _) = try Self.folder(with: "invalid/DanglingOutlet.xib")
        #expect(Self.run(["lint", folder, "--baseline", folder + "/none.json"]).status == 66)
        try FileSystem.write("{\"version\": 1, \"findings\": [{\"file\": 1}]}", to: folder + "/bad.json")
        let bad = Self.run(["lint", folder, "--baseline", folder + "/bad.json"])
        #expect(bad.status == 64)
        #expect(bad.err.contains("bad.json:1:38: error: 'file' must be a string"))
        #expect(Self.run(["lint", folder, "--baseline", "a", "--write-baseline", "b"]).status == 64)
        #expect(Self.run(["lint", folder, "--dry-run"]).status == 64)
    }

    @Test func ignoreEntriesDropFindingsAndMalformedOnesAreUsageErrors() throws {
        let (folder, _) = try Self.folder(with: "invalid/DanglingOutlet.xib")
        try FileSystem.write(
            #"{"ignore": [{"file": "DanglingOutlet.xib", "rule": "dangling-reference", "object": "-1"}]}"#,
            to: folder + "/.nibload.json")
        let ignored = Self.run(["lint", folder])
        #expect(ignored.status == 0)
        #expect(ignored.err == "linted 1 file: 0 errors, 0 warnings; 1 ignored by the configuration\n")
        try FileSystem.write(
            #"{"ignore": [{"file": "DanglingOutlet.xib", "objet": "-1"}]}"#, to: folder + "/.nibload.json")
        let bad = Self.run(["lint", folder])
        #expect(bad.status == 64)
        #expect(
            bad.err.contains(
                ".nibload.json:1:44: error: unknown key 'objet' in an 'ignore' entry; did you mean 'object'?"))
    }

    @Test func fixDryRunPrintsADiffAndWritesNothing() throws {
        let (folder, file) = try Self.folder(with: "invalid/DanglingOutlet.xib")
        let before = try #require(FileSystem.read(file))
        let dry = Self.run(["lint", folder, "--fix", "--dry-run"])
        #expect(dry.out.hasPrefix("--- a/\(file)\n+++ b/\(file)\n@@ "))
        #expect(dry.out.contains("\n-") && dry.out.contains("Zz9-No-0ne"))
        #expect(dry.err.contains("note: would remove outlet 'nameLabel' [dangling-reference]"))
        #expect(dry.err.contains("--fix --dry-run: would remove 1 element in 1 file; nothing written"))
        #expect(FileSystem.read(file) == before)

        let fixed = Self.run(["lint", folder, "--fix"])
        #expect(fixed.status == 0)
        #expect(fixed.err.contains("--fix: removed 1 element in 1 file\nlinted 1 file: 0 errors, 0 warnings\n"))
        let after = try #require(FileSystem.read(file))
        #expect(!after.contains("Zz9-No-0ne"))
        #expect(after.components(separatedBy: "\n").count == before.components(separatedBy: "\n").count - 1)
    }
}
