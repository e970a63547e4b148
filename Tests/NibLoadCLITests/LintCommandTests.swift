import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload lint` and `nibload rules` through the command line.
@Suite @MainActor struct LintCommandTests {
    static func run(_ arguments: [String]) -> (status: Int32, out: String, err: String) {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        return CapturedConsole.run(arguments)
    }

    @Test func validSamplesLintClean() {
        let result = Self.run(["lint", "Samples/storyboard", "Samples/xib"])
        #expect(result.status == 0)
        #expect(result.out.isEmpty)
        #expect(result.err == "linted 6 files: 0 errors, 0 warnings\n")
    }

    @Test func errorsGiveStatusOneInXcodeForm() {
        let result = Self.run(["lint", "Samples/invalid/DanglingOutlet.xib"])
        #expect(result.status == 1)
        #expect(result.out.hasPrefix("Samples/invalid/DanglingOutlet.xib:13:46: error: "))
        #expect(result.out.contains("[dangling-reference]"))
    }

    @Test func warningsPassUnlessStrict() {
        let plain = Self.run(["lint", "Samples/invalid/UnwindWithoutAction.storyboard"])
        #expect(plain.status == 0)
        #expect(plain.out.contains("warning:"))
        let strict = Self.run(["lint", "--strict", "Samples/invalid/UnwindWithoutAction.storyboard"])
        #expect(strict.status == 1)
        let quiet = Self.run(["lint", "--quiet", "Samples/invalid/UnwindWithoutAction.storyboard"])
        #expect(quiet.out.isEmpty)
    }

    @Test(arguments: ["xcode", "json", "github", "sarif", "checkstyle", "junit", "codeclimate"])
    func everyReporterRuns(_ reporter: String) {
        let result = Self.run(["lint", "--reporter", reporter, "Samples/invalid/DanglingOutlet.xib"])
        #expect(result.status == 1)
        #expect(result.out.contains("dangling-reference"))
    }

    @Test func setupErrorsHaveTheirStatuses() throws {
        #expect(Self.run(["lint", "Samples/nope"]).status == 66)
        #expect(Self.run(["lint", "--reporter", "yaml"]).status == 64)
        #expect(Self.run(["lint", "--jobs", "0", "Samples"]).status == 64)
        #expect(Self.run(["lint", "--module", "NoEquals", "Samples"]).status == 64)
        let folder = try FileSystem.temporaryFolder()
        try FileSystem.write("{ \"rules\": { \"no-such-rule\": \"off\" } }", to: folder + "/.nibload.json")
        try FileSystem.write(FileSystem.read(PackagePaths.sample("xib/OwnerOutlets.xib")) ?? "", to: folder + "/A.xib")
        let config = Self.run(["lint", folder])
        #expect(config.status == 64)
        #expect(config.err.contains(".nibload.json:1:"))
        #expect(config.err.contains("no-such-rule"))
    }

    @Test func sarifColumnsCountUTF16CodeUnits() throws {
        let folder = try FileSystem.temporaryFolder()
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"><connections><outlet userLabel="日本語😀" property="x" ↓destination="zz"/></connections></placeholder>
            </objects></document>
            """)
        try FileSystem.write(marked.text, to: folder + "/U.xib")
        let xcode = Self.run(["lint", folder + "/U.xib"])
        let utf8Column = marked.markers[0].column
        #expect(xcode.out.contains("U.xib:3:\(utf8Column): error:"))
        let sarif = Self.run(["lint", "--reporter", "sarif", folder + "/U.xib"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(sarif.out.utf8)) as? [String: Any])
        let runs = try #require(json["runs"] as? [[String: Any]])
        let result = try #require((runs.first?["results"] as? [[String: Any]])?.first)
        let region = try #require(
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any])
        let line = marked.text.split(separator: "\n")[2]
        let prefix = line.utf8.prefix(utf8Column - 1)
        let expected = String(decoding: prefix, as: UTF8.self).utf16.count + 1
        #expect(expected != utf8Column)
        #expect(region["startColumn"] as? Int == expected)
    }

    @Test func rulesReferenceIsPrinted() {
        let full = Self.run(["rules"])
        #expect(full.status == 0)
        #expect(full.out.contains("dangling-reference"))
        #expect(full.out.contains("outlet-missing-in-source"))
        let list = Self.run(["rules", "--list"])
        #expect(list.out.split(separator: "\n").count >= 27)
    }
}
