import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload compile` and dumping compiled nibs: the compiled form dumps exactly like its XML,
/// real compiled nibs dump as tree and JSON, malformed ones exit 65 at a byte offset.
@Suite @MainActor struct CompiledCommandTests {
    static func temporary(_ name: String) -> String {
        NSTemporaryDirectory() + "nibload-cli-" + UUID().uuidString + "-" + name
    }

    @Test(arguments: ["xib/OwnerOutlets.xib", "storyboard/Navigation.storyboard"])
    func theCompiledFormDumpsLikeTheXML(_ sample: String) throws {
        let output = Self.temporary(sample.hasSuffix("xib") ? "out.nib" : "out.storyboardc")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let compile = DumpCommandTests.run(["compile", "Samples/" + sample, "-o", output])
        #expect(compile.status == 0, "\(compile.err)")
        for format in ["text", "json"] {
            let xml = DumpCommandTests.run(["Samples/" + sample, "--format", format])
            let compiled = DumpCommandTests.run([output, "--format", format])
            #expect(compiled.status == 0)
            #expect(compiled.out == xml.out)
        }
    }

    /// `nibload run` and `--instantiate` on the compiled folder print what they print for the XML
    /// (the storyboard's segues, presentations and tabs included).
    @Test func runAndInstantiateOnTheCompiledFormMatchTheXML() throws {
        let output = Self.temporary("Navigation.storyboardc")
        defer { try? FileManager.default.removeItem(atPath: output) }
        #expect(
            DumpCommandTests.run(["compile", "Samples/storyboard/Navigation.storyboard", "-o", output]).status == 0)
        let script = "segue showDetail; pop; present Settings fullScreen; dismiss; rotate"
        let xml = RunCommandTests.run([
            "run", "Samples/storyboard/Navigation.storyboard", "--profile", "modern", "--script", script,
        ])
        let compiled = RunCommandTests.run(["run", output, "--profile", "modern", "--script", script])
        #expect(xml.status == 0, "\(xml.err)")
        #expect(compiled.status == 0, "\(compiled.err)")
        #expect(compiled.out.contains("Detail.viewDidAppear(animated: true)"))
        #expect(compiled.out == xml.out)
        let instantiatedXML = DumpCommandTests.run([
            "Samples/storyboard/Navigation.storyboard", "--instantiate", "--format", "json",
        ])
        let instantiated = DumpCommandTests.run([output, "--instantiate", "--format", "json"])
        #expect(instantiated.status == 0, "\(instantiated.err)")
        #expect(instantiated.out.contains("\"instantiation\""))
        #expect(instantiated.out == instantiatedXML.out)
    }

    @Test func aRealCompiledNibDumpsWithByteOffsets() throws {
        let folder = PackagePaths.shared("corpus-compiled")
        let file = folder + "/transmission+transmission__macosx_Sparkle.framework_Versions_B_Resources_SUStatus.nib"
        guard FileManager.default.fileExists(atPath: file) else {
            print("skipped: ../shared/corpus-compiled is absent")
            return
        }
        let tree = DumpCommandTests.run([file, "--no-color"])
        #expect(tree.status == 0)
        #expect(tree.out.contains("File's Owner: SUStatusController id=-2  @0x"))
        #expect(tree.out.contains("35 objects, 11 connections (4 outlets, 7 bindings)"))
        let json = DumpCommandTests.run([file, "--format", "json"])
        #expect(json.status == 0)
        #expect(json.out.contains("\"SUStatusController\""))
        #expect(json.out.contains("\"offset\""))
        #expect(try DumpCommandTests.schemaViolations(json.out).isEmpty)
    }

    @Test func aMalformedCompiledNibExits65AtItsOffset() throws {
        let file = Self.temporary("Broken.nib")
        defer { try? FileManager.default.removeItem(atPath: file) }
        var bytes = Array("NIBArchive".utf8) + [1, 0, 0, 0, 10, 0, 0, 0]
        bytes += [0xFF, 0xFF, 0xFF, 0x7F, 50, 0, 0, 0]  // 2^31 - 1 objects
        bytes += [UInt8](repeating: 0, count: 24)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let result = DumpCommandTests.run([file])
        #expect(result.status == 65)
        #expect(result.err.contains("Broken.nib@0x12: error: the header declares 2147483647 object entries"))
        #expect(result.err.contains("[compiled-nib-malformed]"))
    }

    @Test func compileNeedsAnOutput() {
        let result = DumpCommandTests.run(["compile", "Samples/xib/OwnerOutlets.xib"])
        #expect(result.status == 64)
        #expect(result.err.contains("-o OUT"))
    }
}
