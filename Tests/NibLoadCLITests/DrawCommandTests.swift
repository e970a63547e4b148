import Foundation
import NibTestSupport
import Testing

/// `nibload draw`: options, output to a file or standard output, and exit statuses.
@Suite @MainActor struct DrawCommandTests {
    static let navigation = PackagePaths.sample("storyboard/Navigation.storyboard")

    @Test func svgGoesToStandardOutputOrToTheFileGiven() throws {
        let result = CapturedConsole.run(["draw", Self.navigation])
        #expect(result.status == 0)
        #expect(
            result.out.hasPrefix(
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.out.contains(">MasterViewController \u{00B7} Master</text>"))
        #expect(result.err.isEmpty)

        let folder = try FileSystem.temporaryFolder()
        let output = folder + "/out.svg"
        let written = CapturedConsole.run(["draw", Self.navigation, "-o", output])
        #expect(written.status == 0 && written.out.isEmpty)
        #expect(FileSystem.read(output) == result.out)
    }

    @Test func flowGraphFormats() {
        let mermaid = CapturedConsole.run(["draw", Self.navigation, "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.out.hasPrefix("flowchart LR\n"))
        #expect(mermaid.out.contains("  f0s1 -->|\"show \u{00B7} showDetail\"| f0s2\n"))
        let dot = CapturedConsole.run([
            "draw", Self.navigation, PackagePaths.sample("storyboard/TabBar.storyboard"), "-f", "dot",
        ])
        #expect(dot.status == 0)
        #expect(dot.out.hasPrefix("digraph storyboards {\n"))
        #expect(dot.out.contains("subgraph cluster_1 {"))
    }

    @Test func sceneOptionSelectsOneScene() {
        let result = CapturedConsole.run(["draw", Self.navigation, "--scene", "Detail"])
        #expect(result.status == 0)
        #expect(result.out.contains("DetailViewController \u{00B7} Detail"))
        #expect(!result.out.contains("MasterViewController"))
        let missing = CapturedConsole.run(["draw", Self.navigation, "--scene", "Nowhere"])
        #expect(missing.status == 64)
        #expect(missing.err.contains("no scene has the id or storyboard identifier 'Nowhere' [no-such-scene]"))
        #expect(missing.out.isEmpty)
    }

    @Test func usageAndInputErrors() {
        #expect(CapturedConsole.run(["draw"]).status == 64)
        let two = CapturedConsole.run(["draw", Self.navigation, Self.navigation])
        #expect(two.status == 64 && two.err.contains("the SVG picture takes one document"))
        #expect(CapturedConsole.run(["draw", Self.navigation, "--format", "png"]).status == 64)
        #expect(CapturedConsole.run(["draw", "/nonexistent/x.storyboard"]).status == 66)
        #expect(CapturedConsole.run(["draw", PackagePaths.sample("invalid/NotWellFormed.xib")]).status == 65)
        let unwritable = CapturedConsole.run(["draw", Self.navigation, "-o", "/nonexistent/folder/out.svg"])
        #expect(unwritable.status == 64 && unwritable.err.contains("cannot write"))
        let help = CapturedConsole.run(["help", "draw"])
        #expect(help.status == 0 && help.out.contains("USAGE: nibload draw FILE..."))
    }
}
