import Testing

@testable import NibXML

/// The reader's compact storage: name indexes by interned pointer, and elements with 32-bit
/// fields, give back exactly what was put in.
@Suite struct CompactTreeTests {
    @Test func thePointerTableFindsEveryPointerAfterGrowing() {
        var table = PointerNameTable()
        let base = UnsafeMutableRawPointer.allocate(byteCount: 80_000, alignment: 16)
        defer { base.deallocate() }
        // 5,000 pointers 16 bytes apart (libxml2's dictionary entries are aligned like this), in
        // an order that is not the address order; the table starts with 64 slots.
        let offsets = (0..<5_000).map { ($0 * 7_919) % 5_000 * 16 }
        for (value, offset) in offsets.enumerated() {
            #expect(table[UnsafeRawPointer(base + offset)] == nil)
            table.insert(UnsafeRawPointer(base + offset), value)
        }
        for (value, offset) in offsets.enumerated() {
            #expect(table[UnsafeRawPointer(base + offset)] == value)
        }
        #expect(table[UnsafeRawPointer(base + 3)] == nil)
    }

    @Test func namesGetOneIndexEachAcrossChunks() {
        // Small chunks: libxml2 interns names across chunk boundaries; equal names, equal indexes.
        let text =
            "<?xml version=\"1.0\"?>\n<document a=\"1\">"
            + String(repeating: "<view id=\"x\" b=\"2\"><rect key=\"frame\"/></view>", count: 300) + "</document>"
        let tree = XMLReader.parse(string: text, file: "names.xib", options: XMLReaderOptions(chunkSize: 97)).tree
        #expect(tree.names == ["document", "a", "view", "id", "b", "rect", "key"])
        let views = tree.elements.filter { $0.name == "view" }
        #expect(views.count == 300)
        #expect(Set(views.map(\.nameIndex)) == [2])
        #expect(Set(tree.attributes.map { "\($0.name)=\($0.nameIndex)" }) == ["a=1", "id=3", "b=4", "key=6"])
    }

    @Test func elementFieldsRoundTrip() {
        let text = """
            <?xml version="1.0"?>
            <document>
                <objects>
                    <view id="a">text<subviews/></view>
                    <label id="b"/>
                </objects>
            </document>
            """
        let tree = XMLReader.parse(string: text, file: "fields.xib").tree
        #expect(tree.elements.map(\.name) == ["document", "objects", "view", "subviews", "label"])
        #expect(tree.elements.map(\.parent) == [nil, 0, 1, 2, 1])
        #expect(tree.elements.map(\.depth) == [0, 1, 2, 3, 2])
        #expect(tree.elements.map(\.firstChild) == [1, 2, 3, nil, nil])
        #expect(tree.elements.map(\.nextSibling) == [nil, nil, 4, nil, nil])
        #expect(tree.elements.map(\.subtreeEnd) == [5, 5, 4, 4, 5])
        #expect(tree.elements.map(\.line) == [2, 3, 4, 4, 5])
        #expect(tree.elements.map(\.column) == [1, 5, 9, 26, 9])
        #expect(tree.elements.map(\.attributeRange) == [0..<0, 0..<0, 0..<1, 1..<1, 1..<2])
        #expect(tree.elements[2].text == "text")
        #expect(tree.elements[4].text == nil)
    }
}
