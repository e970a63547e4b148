import NibRuntime
import Testing

/// `import NibRuntime` alone brings NibVocabulary's types: this file imports nothing else (not
/// NibKit, not NibArchive), so it does not compile when NibRuntime stops re-exporting them.
@Suite @MainActor struct RuntimeVocabularyReexportTests {
    /// IB's spelling of any vocabulary, through the protocol NibVocabulary declares.
    static func spelling<Value: IBAttributeVocabulary>(_ value: Value) -> String { value.ibValue }

    @Test func segueTemplatesTakeTheVocabularysKinds() {
        let kind: SegueKind = .embed
        let template = SegueTemplate(identifier: "child", kind: kind)
        #expect(template.kind == .embed && template.performsOnViewLoad)
        #expect(!SegueTemplate(identifier: "next", kind: SegueKind(ibKind: "modal")).performsOnViewLoad)
        #expect(SegueKind(ibKind: "modal") == .presentation)
    }

    @Test func runtimeEnumsAreVocabularies() {
        #expect(Self.spelling(TextAlignment(ibValue: "center")) == "center")
        #expect(Self.spelling(SegueRelationship.viewControllers) == "viewControllers")
        #expect(TextAlignment(ibValue: "sideways") == .other("sideways"))
    }
}
