import NibArchive
import NibDraw
import Testing

/// Text from the document reaches the SVG, DOT and Mermaid only escaped: markup, quotes, CDATA
/// ends and control characters in labels, identifiers and class names cannot break out.
@Suite struct HostileTextTests {
    static let hostile = #"<script>alert("x")</script> & ]]> 'q' --> |pipe| #1"#

    /// A storyboard whose every text is hostile (written escaped in the XML, as IB writes it).
    static func storyboard() -> String {
        let text = hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="vc1-aa-bbb">
              <scenes>
                <scene sceneID="sc1-aa-bbb">
                  <objects>
                    <viewController storyboardIdentifier="\(text)" id="vc1-aa-bbb" customClass="\(text)" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="2000" height="600"/>
                        <subviews>
                          <label opaque="NO" text="\(text)" id="lb1-aa-bbb">
                            <rect key="frame" x="10" y="10" width="1900" height="40"/>
                          </label>
                          <button opaque="NO" id="bt1-aa-bbb">
                            <rect key="frame" x="10" y="60" width="1900" height="40"/>
                            <state key="normal" title="\(text)"/>
                            <connections>
                              <segue destination="vc2-aa-bbb" kind="show" identifier="\(text)" id="sg1-aa-bbb"/>
                            </connections>
                          </button>
                        </subviews>
                      </view>
                    </viewController>
                  </objects>
                  <point key="canvasLocation" x="0" y="0"/>
                </scene>
                <scene sceneID="sc2-aa-bbb">
                  <objects>
                    <viewController id="vc2-aa-bbb" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="vw2-aa-bbb">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      </view>
                    </viewController>
                  </objects>
                  <point key="canvasLocation" x="2400" y="0"/>
                </scene>
              </scenes>
            </document>
            """
    }

    static func archive() throws -> Archive {
        let result = ArchiveLoader.load(string: storyboard(), file: "Hostile.storyboard")
        try #require(result.outcome == .ok, "\(result.diagnostics)")
        return result.archive
    }

    @Test func svgCarriesHostileTextAsTextOnly() throws {
        let wireframe = try #require(Wireframe(archive: try Self.archive()))
        let svg = SVGRenderer.render(wireframe, title: Self.hostile)
        let check = SVGCheck.check(svg)
        #expect(check.problems.isEmpty, "\(check.problems)")
        #expect(!check.tree.elements.contains { $0.name == "script" })
        #expect(!svg.contains("<script"))
        // Read back, the label, the button title, the segue label and the title are the text itself.
        let texts = SVGCheck.texts(of: check.tree)
        #expect(texts.filter { $0 == Self.hostile }.count == 2, "\(texts)")
        // Arrow labels are cut at 48 characters.
        #expect(texts.contains("show \u{00B7} " + Self.hostile.prefix(40) + "\u{2026}"))
        #expect(check.tree.elements.first { $0.name == "title" }?.text == Self.hostile)
        // The heading: the class, then the identifier, as given.
        #expect(texts.contains(Self.hostile + " \u{00B7} " + Self.hostile))
    }

    @Test func controlCharactersBecomeReplacementCharacters() throws {
        var wireframe = try #require(Wireframe(archive: try Self.archive()))
        wireframe.scenes[0].elements[1].text = "a\u{01}b\u{0B}c\u{FFFE}d\u{85}e"
        let svg = SVGRenderer.render(wireframe, title: "t")
        let check = SVGCheck.check(svg)
        #expect(check.problems.isEmpty, "\(check.problems)")
        #expect(SVGCheck.texts(of: check.tree).contains("a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e"))
    }

    @Test func dotAndMermaidKeepHostileTextInsideTheirLabels() throws {
        let graph = FlowGraph(archives: [try Self.archive()])
        let dot = graph.dot()
        #expect(
            dot.contains(
                #"f0s0 [label="<script>alert(\"x\")</script> & ]]> 'q' --> |pipe| #1\n<script>alert(\"x\")</script> & ]]> 'q' --> |pipe| #1"];"#
            ), "\(dot)")
        #expect(
            dot.contains(
                ##"f0s0 -> f0s1 [label="show · <script>alert(\"x\")</script> & ]]> 'q' --> |pipe| #1", color="#0a6cff"];"##
            ))
        let mermaid = graph.mermaid()
        let escaped = "#lt;script#gt;alert(#quot;x#quot;)#lt;/script#gt; #amp; ]]#gt; 'q' --#gt; #124;pipe#124; #35;1"
        #expect(mermaid.contains("    f0s0[\"\(escaped)<br/>\(escaped)\"]\n"), "\(mermaid)")
        #expect(mermaid.contains("  f0s0 -->|\"show \u{00B7} \(escaped)\"| f0s1\n"))
        // No label holds a raw quote, angle bracket or pipe that could end it.
        for line in mermaid.split(separator: "\n") where line.contains("f0s0") {
            let inside = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for label in inside {
                #expect(!label.contains("<script") && !label.contains(">") || label.contains("<br/>"), "\(label)")
                #expect(!label.contains("|"))
            }
        }
    }

    @Test func theCheckerRejectsWhatItMust() {
        let good =
            #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="10" height="10" viewBox="0 0 10 10"><rect x="0" y="0" width="1" height="1"/></svg>"#
        #expect(SVGCheck.check(good).problems.isEmpty)
        let bad = [
            good.replacingOccurrences(of: "<rect", with: "<script>x</script><rect"),
            good.replacingOccurrences(of: "<rect ", with: "<image href=\"http://e/x.png\"/><rect "),
            good.replacingOccurrences(of: "x=\"0\"", with: "x=\"left\""),
            good.replacingOccurrences(of: "<rect ", with: "<path d=\"M0,0\" marker-end=\"url(#none)\"/><rect "),
            good.replacingOccurrences(of: "<rect ", with: "<style>@font-face{src:url(x.woff)}</style><rect "),
            good.replacingOccurrences(of: "height=\"10\" viewBox", with: "height=\"30\" viewBox"),
            good.replacingOccurrences(of: "version=\"1.1\"", with: "version=\"2\""),
            good.replacingOccurrences(of: "</svg>", with: ""),
            good.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: ""),
            good.replacingOccurrences(of: "height=\"1\"/>", with: "height=\"1\" style=\"fill:url(http://e/x)\"/>"),
        ]
        for svg in bad { #expect(!SVGCheck.check(svg).problems.isEmpty, "\(svg)") }
    }
}
