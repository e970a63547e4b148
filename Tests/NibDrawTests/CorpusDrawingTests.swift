import NibArchive
import NibDraw
import NibTestSupport
import Testing

/// Draws every real document of the shared corpus (when it is beside the checkout): each SVG
/// passes the SVG check, every storyboard scene gets its box (counted independently, from the
/// `<scene` tags of the file's text), and the flow graph has a node per scene.
@Suite(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
struct CorpusDrawingTests {
    @Test func everyDocumentDrawsAsValidSVGWithABoxPerScene() throws {
        var storyboards = 0
        var xibsWithViews = 0
        var scenes = 0
        var arrows = 0
        for path in PackagePaths.corpusFiles {
            let result = ArchiveLoader.load(contentsOf: path)
            guard result.outcome == .ok || result.outcome == .errors, !result.archive.isLegacyFormat else { continue }
            let wireframe = try #require(Wireframe(archive: result.archive), "\(path)")
            let svg = SVGRenderer.render(wireframe, title: path)
            let check = SVGCheck.check(svg)
            #expect(check.problems.isEmpty, "\(path): \(check.problems.prefix(3))")
            if path.hasSuffix(".storyboard") {
                storyboards += 1
                let text = FileSystem.read(path) ?? ""
                let sceneTags = text.components(separatedBy: "<scene ").count - 1
                #expect(wireframe.scenes.count == sceneTags, "\(path)")
                #expect(FlowGraph(archives: [result.archive]).files[0].nodes.count == sceneTags, "\(path)")
                scenes += wireframe.scenes.count
                arrows += wireframe.arrows.count
            } else if !wireframe.scenes.isEmpty {
                xibsWithViews += 1
            }
        }
        #expect(storyboards > 20)
        #expect(xibsWithViews > 100)
        #expect(arrows > 50)
        print(
            "corpus drawn: \(storyboards) storyboards (\(scenes) scenes, \(arrows) arrows), \(xibsWithViews) xibs with views"
        )
    }
}
