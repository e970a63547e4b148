import NibArchive
import NibDraw
import Testing

/// Storyboard references cross files in the flow graph when the referenced storyboard is given.
@Suite struct FlowGraphTests {
    static func storyboard(_ scenes: String, initial: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
          <scenes>
        \(scenes)
          </scenes>
        </document>
        """
    }

    static let main = storyboard(
        """
            <scene sceneID="s01-aa-bbb"><objects>
              <viewController storyboardIdentifier="Home" id="c01-aa-bbb" customClass="HomeViewController" sceneMemberID="viewController">
                <view key="view" id="v01-aa-bbb"><rect key="frame" x="0" y="0" width="393" height="852"/>
                  <subviews><button id="b01-aa-bbb"><rect key="frame" x="10" y="100" width="100" height="40"/><state key="normal" title="Settings"/>
                    <connections><segue destination="r01-aa-bbb" kind="show" identifier="openSettings" id="g01-aa-bbb"/></connections>
                  </button></subviews>
                </view>
              </viewController>
            </objects><point key="canvasLocation" x="0" y="0"/></scene>
            <scene sceneID="s02-aa-bbb"><objects>
              <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="r01-aa-bbb" sceneMemberID="viewController"/>
            </objects><point key="canvasLocation" x="600" y="0"/></scene>
            <scene sceneID="s03-aa-bbb"><objects>
              <viewControllerPlaceholder storyboardName="Other" id="r02-aa-bbb" sceneMemberID="viewController"/>
            </objects><point key="canvasLocation" x="600" y="300"/></scene>
        """, initial: "c01-aa-bbb")

    static let settings = storyboard(
        """
            <scene sceneID="t01-aa-bbb"><objects>
              <navigationController id="n01-aa-bbb" sceneMemberID="viewController">
                <connections><segue destination="p01-aa-bbb" kind="relationship" relationship="rootViewController" id="h01-aa-bbb"/></connections>
              </navigationController>
            </objects><point key="canvasLocation" x="0" y="0"/></scene>
            <scene sceneID="t02-aa-bbb"><objects>
              <viewController storyboardIdentifier="Privacy" id="p01-aa-bbb" customClass="PrivacyViewController" sceneMemberID="viewController"/>
            </objects><point key="canvasLocation" x="500" y="0"/></scene>
        """, initial: "n01-aa-bbb")

    static func archives() throws -> [Archive] {
        try [("App/Main.storyboard", main), ("App/Settings.storyboard", settings)].map { file, text in
            let result = ArchiveLoader.load(string: text, file: file)
            try #require(result.outcome == .ok, "\(result.diagnostics)")
            return result.archive
        }
    }

    @Test func referencesLinkToTheNamedSceneOfTheGivenFile() throws {
        let graph = FlowGraph(archives: try Self.archives())
        #expect(graph.files.map(\.name) == ["App/Main.storyboard", "App/Settings.storyboard"])
        #expect(
            graph.files[0].nodes.map(\.reference) == [nil, "Settings.storyboard \u{00B7} Privacy", "Other.storyboard"])
        #expect(
            graph.edges.map { "\($0.from) -> \($0.to) \($0.label)" } == [
                "f0s0 -> f0s1 show \u{00B7} openSettings",
                "f1s0 -> f1s1 root view controller",
                "f0s1 -> f1s1 reference",  // Other.storyboard is not given: no edge for the second reference
            ])
        #expect(graph.files.map(\.initial) == ["f0s0", "f1s0"])
        let mermaid = graph.mermaid()
        #expect(
            mermaid.contains("    f0s1[/\"Storyboard Reference<br/>\u{2192} Settings.storyboard \u{00B7} Privacy\"/]\n")
        )
        #expect(mermaid.contains("  f0s1 -.->|\"reference\"| f1s1\n"))
        #expect(graph.dot().contains("  f0s1 -> f1s1 [label=\"reference\", style=dashed, color=\"#8e8e93\"];\n"))
    }

    @Test func aReferenceWithoutIdentifierReachesTheInitialController() throws {
        let other = Self.storyboard(
            """
                <scene sceneID="u01-aa-bbb"><objects>
                  <viewController id="o01-aa-bbb" sceneMemberID="viewController"/>
                </objects></scene>
            """, initial: "o01-aa-bbb")
        let archives = try Self.archives() + [ArchiveLoader.load(string: other, file: "Other.storyboard").archive]
        let graph = FlowGraph(archives: archives)
        #expect(graph.edges.last.map { "\($0.from) -> \($0.to)" } == "f0s2 -> f2s0")
    }

    @Test func theWireframeDrawsReferencesAsTheirOwnBoxes() throws {
        let wireframe = try #require(Wireframe(archive: try Self.archives()[0]))
        #expect(wireframe.scenes.map(\.kind) == [.scene, .reference, .reference])
        #expect(wireframe.scenes[1].elements.first?.items == ["Settings.storyboard", "Privacy"])
        #expect(wireframe.scenes[2].elements.first?.items == ["Other.storyboard", "initial controller"])
        #expect(wireframe.arrows.map(\.label) == ["show \u{00B7} openSettings"])
    }
}
