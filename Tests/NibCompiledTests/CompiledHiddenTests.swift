import NibArchive
import NibTestSupport
import Testing

@testable import NibCompiled

/// A compiled nib's hidden state reads as IB's `hidden`: `UIHidden` and AppKit's `NSHidden`
/// (`NSTableColumn`) are true when hidden, not inverted; an AppKit view's is bit 31 of `NSvFlags`.
@Suite struct CompiledHiddenTests {
    /// An AppKit nib (`NSIBObjectData`): File's Owner, a hidden and a shown table column, a
    /// hidden and a shown view.
    static func appKitNib() -> NIBFixture {
        var nib = NIBFixture()
        nib.add("NSObject")
        let ownerClass = nib.string("NSObject")
        let owner = nib.add("NSCustomObject", [("NSClassName", ownerClass)])
        let hiddenColumn = nib.add("NSTableColumn", [("NSHidden", .bool(true)), ("NSWidth", .float(40))])
        let shownColumn = nib.add("NSTableColumn", [("NSHidden", .bool(false)), ("NSWidth", .float(60))])
        let hiddenView = nib.add("NSView", [("NSvFlags", .int32(Int32(bitPattern: 0x8000_0100)))])
        let shownView = nib.add("NSView", [("NSvFlags", .int16(0x100))])
        let members = [hiddenColumn, shownColumn, hiddenView, shownView]
        let keys = nib.array(members)
        let parents = nib.array(members.map { _ in owner })
        let connections = nib.array([])
        let data = nib.add(
            "NSIBObjectData",
            [
                ("NSRoot", .object(owner)), ("NSObjectsKeys", keys), ("NSObjectsValues", parents),
                ("NSConnections", connections),
            ])
        nib.objects[0].values = [("IB.objectdata", .object(data))]
        return nib
    }

    @Test func nsHiddenAndTheViewFlagMeanHidden() throws {
        let result = CompiledNibLoader.load(bytes: Self.appKitNib().file.encoded(), file: "Hidden.nib")
        #expect(result.outcome == .ok, "\(result.diagnostics)")
        let columns = result.archive.objects.filter { $0.defaultClass == "NSTableColumn" }
        #expect(columns.map { $0.attribute("hidden") } == ["YES", "NO"])
        #expect(columns.map { $0.attribute("width") ?? $0.attribute("NSWidth") } == ["40", "60"])
        let views = result.archive.objects.filter { $0.defaultClass == "NSView" }
        #expect(views.map { $0.attribute("hidden") } == ["YES", nil])
    }

    @Test func uiKitHiddenIsNotInvertedAndUserInteractionDisabledIs() throws {
        var nib = NIBFixture()
        nib.add("NSObject")
        let hidden = nib.add("UIView", [("UIHidden", .bool(true)), ("UIUserInteractionDisabled", .bool(true))])
        let shown = nib.add("UIView", [("UIHidden", .bool(false)), ("UIUserInteractionDisabled", .bool(false))])
        let top = nib.array([hidden, shown])
        nib.objects[0].values = [("UINibTopLevelObjectsKey", top)]
        let archive = CompiledNibLoader.load(bytes: nib.file.encoded(), file: "Views.nib").archive
        #expect(archive.objects.map { $0.attribute("hidden") } == ["YES", "NO"])
        #expect(archive.objects.map { $0.attribute("userInteractionEnabled") } == ["NO", "YES"])
    }

    static let counter = #"""
        def hidden(flags, hidden_key):
            return (isinstance(flags, int) and (flags & 0xFFFFFFFF) & 0x80000000 != 0) or hidden_key is True
        def nib_count(path):
            a = nib_archive(path)
            data, objs = nib_outline(a)
            return sum(1 for o in objs if hidden(field(a, o, 'NSvFlags'), field(a, o, 'NSHidden')))
        def plist_count(path):
            o, data, objs = plist_outline(path)
            return sum(1 for i in objs if isinstance(o[i], dict) and hidden(o[i].get('NSvFlags'), o[i].get('NSHidden')))
        for path in sys.argv[1:]:
            print(nib_count(path) if is_nib_archive(path) else plist_count(path))
        """#

    @Test func realNibsHaveAsManyHiddenObjectsAsTheIndependentParserFinds() throws {
        let entries = CompiledCorpus.entries
        guard !entries.isEmpty else {
            print("skipped: ../shared/corpus-compiled is absent")
            return
        }
        let paths = entries.map { CompiledCorpus.folder + "/" + $0.file }
        guard let output = CompiledCorpus.independentOutput(Self.counter, paths) else { return }
        let counts = output.split(separator: "\n").compactMap { Int($0) }
        #expect(counts.count == entries.count)
        var total = 0
        for (path, count) in zip(paths, counts) {
            let archive = DocumentLoader.load(contentsOf: path).archive
            #expect(archive.objects.filter { $0.attribute("hidden") == "YES" }.count == count, "\(path)")
            total += count
        }
        #expect(total > 0, "the real nibs hide some views")
    }
}
