import Testing

@testable import NibArchive

/// An entity list reads the same whether it is a range of a shared table or a list of its own, and
/// appending to a range gives it entries of its own.
@Suite struct EntityListTests {
    private static let table = (0..<10).map { ObjectIndex($0 * 3) }

    @Test func aRangeOfATableReadsFromPositionZero() {
        let list = EntityList(table: Self.table, range: 4..<7)
        #expect(list.count == 3)
        #expect(list.startIndex == 0 && list.endIndex == 3)
        #expect(list[0] == ObjectIndex(12) && list[2] == ObjectIndex(18))
        #expect(list.array == [ObjectIndex(12), ObjectIndex(15), ObjectIndex(18)])
        #expect(list.first == ObjectIndex(12) && list.last == ObjectIndex(18))
        #expect(Array(list.reversed()) == [ObjectIndex(18), ObjectIndex(15), ObjectIndex(12)])
        #expect(EntityList(table: Self.table, range: 5..<5).isEmpty)
    }

    @Test func listsCompareAndHashByTheirEntries() {
        let range = EntityList(table: Self.table, range: 1..<3)
        let own: EntityList<ObjectIndex> = [ObjectIndex(3), ObjectIndex(6)]
        #expect(range == own)
        #expect(range.hashValue == own.hashValue)
        #expect(range != EntityList(table: Self.table, range: 1..<4))
        #expect(range != EntityList(table: Self.table, range: 2..<4))
        #expect(Set([range, own]).count == 1)
        #expect(range.description == "[" + ObjectIndex(3).description + ", " + ObjectIndex(6).description + "]")
        // `dump` shows the entries, not the table the list is a range of.
        var dumped = ""
        dump(range, to: &dumped)
        #expect(dumped.contains(ObjectIndex(6).description) && !dumped.contains(ObjectIndex(9).description))
    }

    @Test func appendingToARangeGivesItEntriesOfItsOwn() {
        let table = Self.table
        var first = EntityList(table: table, range: 2..<4)
        first.append(ObjectIndex(100))
        #expect(first.array == [ObjectIndex(6), ObjectIndex(9), ObjectIndex(100)])
        #expect(first.count == 3 && first[2] == ObjectIndex(100))
        var own = EntityList([1, 2])
        own.reserveCapacity(8)
        own.append(3)
        #expect(own.array == [1, 2, 3])
        var empty = EntityList<Int>()
        empty.append(7)
        #expect(empty == [7])
    }
}
