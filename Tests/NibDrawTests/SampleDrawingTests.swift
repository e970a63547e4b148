import NibArchive
import NibDraw
import NibPrimitives
import NibTestSupport
import Testing

/// The Samples drawn: SVG, DOT and Mermaid goldens, every SVG checked as SVG, and what the
/// pictures must show.
@Suite struct SampleDrawingTests {
    static let samples = [
        "storyboard/Navigation.storyboard", "storyboard/SingleScene.storyboard", "storyboard/TabBar.storyboard",
        "xib/AppKitWindow.xib", "xib/OwnerOutlets.xib", "xib/TableViewCell.xib",
    ]

    static func archive(_ sample: String) throws -> Archive {
        let result = ArchiveLoader.load(contentsOf: PackagePaths.sample(sample), displayName: "Samples/" + sample)
        try #require(result.outcome == .ok)
        return result.archive
    }

    static func svg(_ sample: String, scene: String? = nil) throws -> String {
        let wireframe = try #require(Wireframe(archive: try archive(sample), scene: scene))
        return SVGRenderer.render(wireframe, title: String(sample.split(separator: "/").last ?? ""))
    }

    @Test(arguments: samples) func svgMatchesItsGoldenAndIsValidSVG(_ sample: String) throws {
        let svg = try Self.svg(sample)
        let name = String(sample.split(separator: "/").last ?? "")
        DrawingSnapshot.assert(svg, named: name + ".svg")
        let check = SVGCheck.check(svg)
        #expect(check.problems.isEmpty, "\(check.problems)")
    }

    @Test(arguments: ["storyboard/Navigation.storyboard", "storyboard/TabBar.storyboard"])
    func flowGraphsMatchTheirGoldens(_ sample: String) throws {
        let graph = FlowGraph(archives: [try Self.archive(sample)])
        let name = String(sample.split(separator: "/").last ?? "")
        DrawingSnapshot.assert(graph.dot(), named: name + ".dot")
        DrawingSnapshot.assert(graph.mermaid(), named: name + ".mmd")
    }

    @Test func navigationShowsEveryScenePlacedByCanvasLocationWithoutOverlap() throws {
        let wireframe = try #require(Wireframe(archive: try Self.archive("storyboard/Navigation.storyboard")))
        let titles = wireframe.scenes.map(\.title)
        #expect(
            titles == [
                "AppNavigationController \u{00B7} Navigation", "MasterViewController \u{00B7} Master",
                "DetailViewController \u{00B7} Detail", "SettingsViewController \u{00B7} Settings",
                "ChildViewController \u{00B7} Child",
            ])
        let frames = wireframe.scenes.map(\.frame)
        // Canvas x: -640, 130, 900, 130, 900; the scenes keep that order left to right.
        #expect(frames[0].minX < frames[1].minX && frames[1].minX < frames[2].minX)
        #expect(frames[3].minX == frames[1].minX && Self.center(frames[4]).x == Self.center(frames[2]).x)
        // Settings (canvas y 760) would overlap Master (852 tall); it is moved below it.
        #expect(frames[3].minY > frames[1].maxY)
        for (a, first) in frames.enumerated() {
            for second in frames[(a + 1)...] { #expect(!Self.overlap(first, second)) }
        }
        #expect(frames[1].size == Size(width: 393, height: 852))
        #expect(frames[4].size == Size(width: 353, height: 200))
        #expect(wireframe.initialScene == 0)
        #expect(
            wireframe.arrows.map(\.label) == [
                "root view controller", "show \u{00B7} showDetail", "presentation \u{00B7} showSettings", "embed",
            ])
        #expect(wireframe.arrows.map(\.style) == [.relationship, .segue, .segue, .embed])
        // The show segue starts at its button, inside the Master scene, and ends on Detail's edge.
        let show = wireframe.arrows[1]
        let button = try #require(wireframe.scenes[1].elements.first { $0.text == "Show Detail" })
        #expect(show.start == Self.center(button.rect))
        #expect(abs(show.end.x - frames[2].minX) < 0.001)
        // The Master scene has its navigation bar (title and the add item), its buttons and container.
        let master = wireframe.scenes[1].elements
        #expect(master.contains { $0.kind == .bar && $0.text == "Master" && $0.items == ["add"] })
        #expect(master.contains { $0.kind == .view && $0.caption == "Container View" })
        #expect(master.contains { $0.kind == .safeArea })
        // The button frame is IB's (x 143, y 127 in a 393-wide view).
        #expect(
            abs(button.rect.minX - frames[1].minX - 143) < 0.001 && abs(button.rect.minY - frames[1].minY - 127) < 0.001
        )
        // The unwind segue is a tag under the Done button of Settings.
        #expect(wireframe.scenes[3].elements.contains { $0.text == "\u{21A9} unwind unwindToMaster:" })
    }

    @Test func tabBarScenesShowTabsAndPrototypeCells() throws {
        let wireframe = try #require(Wireframe(archive: try Self.archive("storyboard/TabBar.storyboard")))
        let tabs = try #require(wireframe.scenes[0].elements.first { $0.kind == .bar })
        #expect(tabs.items == ["Home", "Library", "Settings"])
        #expect(abs(tabs.rect.maxY - wireframe.scenes[0].frame.maxY) < 0.001)
        let library = try #require(wireframe.scenes.first { $0.title.hasPrefix("LibraryViewController") })
        let cell = try #require(library.elements.first { $0.kind == .cell })
        #expect(cell.caption == "UITableViewCell \u{201C}BookCell\u{201D}")
        // The cell (y 50 in the table) shows below the navigation bar (59 + 44), as UIKit insets it.
        #expect(abs(cell.rect.minY - library.frame.minY - (50 + 103)) < 0.001)
        #expect(library.elements.contains { $0.kind == .label && $0.text == "Title" })
        #expect(wireframe.arrows.filter { $0.label == "view controllers" }.count == 3)
    }

    @Test func xibsDrawTopLevelViewsSideBySide() throws {
        let window = try #require(Wireframe(archive: try Self.archive("xib/AppKitWindow.xib")))
        #expect(window.scenes.map(\.title) == ["NSWindow \u{201C}Preferences\u{201D}", "NSMenu"])
        #expect(window.scenes[0].frame.maxX < window.scenes[1].frame.minX)
        #expect(window.scenes[0].frame.minY == window.scenes[1].frame.minY)
        #expect(window.scenes[1].elements.first?.items == ["Save", "\u{2014}", "Close"])
        // AppKit counts y from the bottom: the Save button (y 13, 32 high) sits near the bottom.
        let save = try #require(window.scenes[0].elements.first { $0.text == "Save" })
        #expect(abs(window.scenes[0].frame.maxY - save.rect.maxY - 13) < 0.001)
        let field = try #require(window.scenes[0].elements.first { $0.kind == .field })
        #expect(field.text == "Your name" && field.isPlaceholder)

        let owner = try #require(Wireframe(archive: try Self.archive("xib/OwnerOutlets.xib")))
        let kinds = owner.scenes.flatMap(\.elements).map(\.kind)
        #expect(kinds.contains(.image) && kinds.contains(.field) && kinds.contains(.button))
        #expect(owner.scenes.flatMap(\.elements).contains { $0.kind == .image && $0.text == "person.crop.circle" })
    }

    @Test func sceneOptionDrawsOneScene() throws {
        let archive = try Self.archive("storyboard/Navigation.storyboard")
        for name in ["Detail", "R6w-Gm-4Jc", "Dt3-eL-wK8"] {
            let wireframe = try #require(Wireframe(archive: archive, scene: name))
            #expect(wireframe.scenes.map(\.title) == ["DetailViewController \u{00B7} Detail"])
            #expect(wireframe.arrows.isEmpty)
        }
        #expect(Wireframe(archive: archive, scene: "Nowhere") == nil)
        #expect(Wireframe(archive: try Self.archive("xib/OwnerOutlets.xib"), scene: "x") == nil)
    }

    static func center(_ rect: Rect) -> Point { Point(x: rect.minX + rect.width / 2, y: rect.minY + rect.height / 2) }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
