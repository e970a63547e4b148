import NibArchive
import NibDraw
import NibPrimitives
import Testing

/// Scenes that share a canvas location (copied scenes, a merge) are stacked, never drawn on top of
/// each other; scenes without a location follow in a row.
@Suite struct CanvasLayoutTests {
    static func storyboard(scenes: Int, located: Bool) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch">
            <scenes>

            """
        for index in 0..<scenes {
            text += """
                <scene sceneID="s\(index)"><objects>
                  <viewController id="c\(index)" sceneMemberID="viewController">
                    <view key="view" id="v\(index)"><rect key="frame" x="0" y="0" width="\(200 + index % 3 * 50)" height="400"/></view>
                  </viewController>
                </objects>\(located ? "<point key=\"canvasLocation\" x=\"\(index % 2 * 100)\" y=\"0\"/>" : "")</scene>

                """
        }
        return text + "</scenes></document>\n"
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    @Test(arguments: [true, false]) func scenesNeverOverlap(located: Bool) throws {
        let result = ArchiveLoader.load(
            string: Self.storyboard(scenes: 300, located: located), file: "Stack.storyboard")
        try #require(result.outcome == .ok, "\(result.diagnostics.prefix(2))")
        let wireframe = try #require(Wireframe(archive: result.archive))
        #expect(wireframe.scenes.count == 300)
        let frames = wireframe.scenes.map(\.frame)
        var overlaps = 0
        for (index, first) in frames.enumerated() {
            for second in frames[(index + 1)...] where Self.overlap(first, second) { overlaps += 1 }
        }
        #expect(overlaps == 0)
        if located {
            // Same column, stacked downwards in document order.
            #expect(frames.map(\.minY) == frames.map(\.minY).sorted())
        } else {
            #expect(Set(frames.map(\.minY)).count == 1)
            #expect(frames.map(\.minX) == frames.map(\.minX).sorted())
            // A row of 300 scenes opens at half size, not squeezed into 1,600 pixels.
            #expect(SVGRenderer.scale(of: wireframe) == 0.5)
            let svg = SVGRenderer.render(wireframe, title: "Row")
            #expect(svg.contains(" width=\"\(Int((wireframe.size.width / 2).rounded(.up)))\" "))
        }
        for frame in frames {
            #expect(frame.minX >= 0 && frame.maxX <= wireframe.size.width && frame.maxY <= wireframe.size.height)
        }
    }
}
