import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibArchive

@Suite struct ArchiveInterpretationTests {
    static func load(_ marked: MarkedText, file: String = "t.storyboard") -> ArchiveLoadResult {
        ArchiveLoader.load(string: marked.text, file: file)
    }

    @Test func forwardReferencesResolveAndMissingOnesAreDiagnosedAtTheAttribute() throws {
        let marked = MarkedText(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner">
                        <connections>
                            <outlet property="label" destination="lbl-1"/>
                            <outlet property="gone" ↓destination="nope-0"/>
                        </connections>
                    </placeholder>
                    <label text="Hi" id="lbl-1"/>
                </objects>
            </document>
            """)
        let result = Self.load(marked, file: "t.xib")
        let archive = result.archive
        #expect(archive.connections[0].destination == archive.object(withID: "lbl-1"))
        #expect(archive.connections[1].destination == nil)
        #expect(result.diagnostics.map(\.id) == ["dangling-reference"])
        let location = try #require(result.diagnostics.first?.location)
        #expect((location.line, location.column) == marked.markers[0])
        #expect(result.outcome == .errors)
    }

    @Test func unknownElementsAreKeptAndCountedInOneNote() throws {
        let marked = MarkedText(
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view id="v-1">
                        ↓<futureThing key="shiny" level="3"><futureThing/></futureThing>
                        <futureWidget id="w-1"/>
                    </view>
                </objects>
            </document>
            """)
        let result = Self.load(marked, file: "t.xib")
        let notes = result.diagnostics.filter { $0.id == "unknown-element" }
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note)
        #expect(notes.first.map { ($0.location?.line ?? 0, $0.location?.column ?? 0) } ?? (0, 0) == marked.markers[0])
        let archive = result.archive
        let view = try #require(archive.object(withID: "v-1"))
        let value = try #require(archive.value(forKey: "shiny", of: view))
        #expect(value.element == "futureThing")
        #expect(value.attribute("level") == "3")
        #expect(value.children.count == 1)
        let widget = try #require(archive.object(withID: "w-1"))
        #expect(archive[widget].defaultClass == nil)
        #expect(archive.unknownElements.map(\.element) == ["futureThing", "futureWidget"])
        #expect(archive.unknownElements.first?.count == 2)
    }

    @Test func crossSceneOutletIsKeptAndFlaggedButSeguesAreNot() {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch" initialViewController="a">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="a"><connections>
                            <outlet property="other" destination="lb"/>
                            <segue destination="b" kind="show" identifier="go" id="sg"/>
                        </connections></viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="b"><view key="view" id="vb"><subviews><label id="lb"/></subviews></view></viewController>
                    </objects></scene>
                </scenes>
                <inferredMetricsTieBreakers><segue reference="sg"/></inferredMetricsTieBreakers>
            </document>
            """
        let result = ArchiveLoader.load(string: text, file: "s.storyboard")
        let archive = result.archive
        #expect(archive.connections.map(\.crossesScenes) == [true, false])
        #expect(result.diagnostics.map(\.id) == ["cross-scene-connection"])
        #expect(archive.scenes.map(\.sceneID) == ["s1", "s2"])
        #expect(archive.topLevelObjects.map { archive[$0].id } == ["a", "b"])
        #expect(archive.initialViewController == archive.object(withID: "a"))
        #expect(archive.references.contains { $0.attribute == "reference" && $0.targetConnection == 1 })
        #expect(archive.connections.count == 2)
    }

    @Test func duplicateIDsAreRecorded() {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects>
            <view id="x"/><label id="x"/><button id="y"/></objects></document>
            """
        let archive = ArchiveLoader.load(string: text, file: "d.xib").archive
        #expect(archive.duplicateIDs.map(\.id) == ["x"])
        #expect(archive.duplicateIDs.first?.objects.count == 2)
    }

    @Test func legacyArchiveGetsANoteAndAnEmptyOneAnError() {
        let result = ArchiveLoader.load(
            string: "<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"/>", file: "l.xib")
        #expect(result.archive.isLegacyFormat)
        #expect(result.diagnostics.map(\.id) == ["legacy-format", "legacy-archive-invalid"])
        #expect(result.diagnostics.map(\.severity) == [.note, .error])
        #expect(result.outcome == .errors)
    }

    @Test func deepDocumentsDoNotRecurse() {
        var text = "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"><objects>"
        for level in 0..<990 { text += "<view id=\"v\(level)\"><subviews>" }
        for _ in 0..<990 { text += "</subviews></view>" }
        text += "</objects></document>"
        let result = ArchiveLoader.load(string: text, file: "deep.xib")
        #expect(result.outcome == .ok)
        #expect(result.archive.objects.count == 990)
        #expect(result.archive.descendants(of: ObjectIndex(0)).count == 989)
        #expect(result.archive.ancestors(of: ObjectIndex(989)).count == 989)
    }

    @Test func classMapMatchesTheSchemaFile() throws {
        let text = try #require(FileSystem.read(PackagePaths.schema + "/ib-class-map.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["cocoaTouch"] as? [String: String] == ClassMap.cocoaTouch)
        #expect(json["appKit"] as? [String: String] == ClassMap.appKit)
        #expect(json["watchKit"] as? [String: String] == ClassMap.watchKit)
        #expect(ClassMap.defaultClass(forElement: "button", family: .watchKit) == "WKInterfaceButton")
        #expect(ClassMap.defaultClass(forElement: "imageView", family: .watchKit) == "WKInterfaceImage")
        #expect(ClassMap.cocoaTouch["pongPressGestureRecognizer"] == "UILongPressGestureRecognizer")
        #expect(ClassMap.defaultClass(forElement: "button", family: .appKit) == "NSButton")
        #expect(ClassMap.defaultClass(forElement: "button", family: .cocoaTouch) == "UIButton")
    }
}
