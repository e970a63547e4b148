import NibArchive
import Testing

/// `import NibArchive` alone brings NibVocabulary's types: this file imports nothing else, so it
/// does not compile when NibArchive stops re-exporting them.
@Suite struct VocabularyReexportTests {
    /// IB's spelling of any vocabulary, through the protocol NibVocabulary declares.
    static func spelling<Value: IBAttributeVocabulary>(_ value: Value) -> String { value.ibValue }

    @Test func segueKindsAndRelationshipsAreVisibleThroughTheArchive() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <navigationController id="n" sceneMemberID="viewController">
                                <connections><segue destination="r" kind="relationship" relationship="rootViewController" id="g"/></connections>
                            </navigationController>
                            <viewController id="r" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let segue = try #require(
            ArchiveLoader.load(string: text, file: "r.storyboard").archive.connections.compactMap(\.segue).first)
        let kind: SegueKind = segue.kind
        let relationship: SegueRelationship? = segue.relationship
        #expect(kind == .relationship)
        #expect(relationship == .rootViewController)
        #expect(Self.spelling(try #require(relationship)) == "rootViewController")
    }
}
