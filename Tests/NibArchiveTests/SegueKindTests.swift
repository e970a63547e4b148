import NibArchive
import Testing

/// Segue kinds are read once, by the archive, into ``SegueKind``; the attribute as written stays
/// beside it for output that repeats the document.
@Suite struct SegueKindTests {
    static func segues(_ kinds: [String]) -> [SegueInfo] {
        let connections = kinds.enumerated().map { index, kind in
            #"<segue destination="b" kind="\#(kind)" customClass="FadeSegue" id="g\#(index)"/>"#
        }
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="a" sceneMemberID="viewController">
                                <connections>\(connections.joined())</connections>
                            </viewController>
                            <viewController id="b" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        return ArchiveLoader.load(string: text, file: "k.storyboard").archive.connections.compactMap(\.segue)
    }

    @Test func everySpellingMapsToOneKindAndKeepsItsAttribute() {
        let spellings = ["show", "modal", "presentation", "popover", "custom", "relationship", "fade-in", ""]
        let segues = Self.segues(spellings)
        #expect(
            segues.map(\.kind) == [
                .show, .presentation, .presentation, .popoverPresentation, .custom("FadeSegue"), .relationship,
                .other("fade-in"), .other(""),
            ])
        #expect(segues.map(\.kindAttribute) == spellings)
        #expect(segues.map(\.kind.isKnown) == [true, true, true, true, true, true, false, false])
        #expect(
            segues.map(\.kind.description) == [
                "show", "presentation", "presentation", "popoverPresentation", "custom(FadeSegue)", "relationship",
                "fade-in", "",
            ])
    }

    @Test func relationshipsAreOneTypeWithTheirSpelling() {
        let names = ["rootViewController", "window.shadowedContentViewController", "sidebar"]
        let relationships = names.map(SegueRelationship.init(ibValue:))
        #expect(relationships == [.rootViewController, .windowContent, .other("sidebar")])
        #expect(relationships.map(\.ibValue) == names)
    }
}
