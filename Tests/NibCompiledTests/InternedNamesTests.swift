import NibArchive
import Testing

/// Long names of Interface Builder's vocabulary read from a stored string table are the
/// program's literals (shared, never reference counted); any other string is made as before.
@Suite struct InternedNamesTests {
    /// Where a string's UTF-8 bytes lie: the same address for two strings means one storage.
    private static func address(_ text: String) -> UInt? {
        text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? nil
    }

    private static func literal(_ text: String) -> String? {
        Array(text.utf8).withUnsafeBytes { InternedNames.literal($0) }
    }

    @Test func everyNameIsFoundAndOnlyLongNamesAreKept() {
        let names = InternedNames.all
        // The class map alone has well over a hundred long names; the table must hold them all.
        #expect(names.count > 300)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(name.utf8.count > 15, "\(name)")
            #expect(Self.literal(name) == name, "\(name)")
        }
        for expected in [
            "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "UITableViewCellContentView",
            "tableViewCellContentView", "NSLayoutConstraint", "highlightedColor", "userDefinedRuntimeAttribute",
            "toggleAutomaticSpellingCorrection:",
        ] {
            #expect(names.contains(expected), "\(expected)")
        }
    }

    @Test func otherBytesAreNotNames() {
        #expect(Self.literal("NSLayoutConstrainz") == nil)
        #expect(Self.literal("NSLayoutConstraint ") == nil)
        #expect(Self.literal("MyAppCustomViewController") == nil)
        // The same length and the same first and last eight bytes as a name, another middle.
        #expect(Self.literal("UITableViewXellContentView") == nil)
        #expect(Self.literal("UITableViewCellContentView") == "UITableViewCellContentView")
        // Short strings are stored inline by Swift and never looked up.
        #expect(Self.literal("label") == nil)
        #expect(Self.literal("UIViewController") == "UIViewController")
        #expect(Self.literal("") == nil)
    }

    @Test func storedNamesShareTheLiteralsStorage() throws {
        let table = StoredStrings.fixture([
            "UITableViewCellContentView", "MyAppCustomViewController", "navigationController", "label",
        ])
        let cell = table.string(0)
        #expect(cell == "UITableViewCellContentView")
        let literal = try #require(InternedNames.all.first { $0 == "UITableViewCellContentView" })
        // Without interning each read makes its own storage.
        #expect(Self.address(cell) != nil)
        #expect(Self.address(cell) == Self.address(literal))
        #expect(Self.address(table.string(0)) == Self.address(cell))
        // A name that is not IB's is made anew on every read, equal but in storage of its own.
        let custom = table.string(1)
        #expect(custom == "MyAppCustomViewController")
        #expect(Self.address(custom) != Self.address(table.string(1)))
        #expect(table.string(2) == "navigationController")
        #expect(table.string(3) == "label")
    }
}
