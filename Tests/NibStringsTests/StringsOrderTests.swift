import NibStrings
import Testing

@Suite struct StringsOrderTests {
    /// The order of keys observed in ibtool-exported files: digit runs by value, then ASCII.
    @Test func ibtoolSortsByCharacterCode() {
        let keys = [
            "v9H-gj-TDs.text", "v14-0N-g2G.text", "57w-3n-3ZJ.headerTitle", "4vE-y9-cBN.text", "5RM-2p-CAh.text",
            "9sH-9f-gbE.title", "ALn-DJ-6QA.headerTitle", "1kK-cU-hBn.title", "1RW-sB-c5J.normalTitle",
        ]
        #expect(
            keys.sorted(by: StringsOrder.ibtool.precedes) == [
                "1RW-sB-c5J.normalTitle", "1kK-cU-hBn.title", "4vE-y9-cBN.text", "57w-3n-3ZJ.headerTitle",
                "5RM-2p-CAh.text",
                "9sH-9f-gbE.title", "ALn-DJ-6QA.headerTitle", "v14-0N-g2G.text", "v9H-gj-TDs.text",
            ])
    }

    @Test func numericOrderComparesDigitRunsByValue() {
        let keys = [
            "ALn-DJ-6QA.headerTitle", "57w-3n-3ZJ.headerTitle", "9sH-9f-gbE.title", "0bo-QE-Yzg.text",
            "0bB-1j-tkY.normalTitle", "678-30-R8h.text", "1kK-cU-hBn.title", "1RW-sB-c5J.normalTitle",
        ]
        #expect(
            keys.sorted(by: StringsOrder.numeric.precedes) == [
                "0bB-1j-tkY.normalTitle", "0bo-QE-Yzg.text", "1RW-sB-c5J.normalTitle", "1kK-cU-hBn.title",
                "9sH-9f-gbE.title",
                "57w-3n-3ZJ.headerTitle", "678-30-R8h.text", "ALn-DJ-6QA.headerTitle",
            ])
    }
}
