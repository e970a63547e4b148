/// The entities one entity lists, by index: an object's values, children and connections, a
/// value's nested values and members.
///
/// A list is either a range of a table that many lists share (nibload's compiled form keeps one
/// table per kind and part, so that loading it allocates nothing per list) or a list of its own.
/// Either way it reads as a zero-based random-access collection, compares by its elements, and
/// can be written as an array literal.
public struct EntityList<Element: Sendable>: RandomAccessCollection, Sendable {
    /// The table the list is a range of (all of it, for a list of its own).
    private var table: [Element]
    /// Where the list starts in ``table``.
    private var start: Int
    /// One past its last entry in ``table``.
    private var end: Int

    /// An empty list.
    public init() {
        table = []
        start = 0
        end = 0
    }

    /// A list of its own holding `elements`.
    public init(_ elements: [Element]) {
        table = elements
        start = 0
        end = elements.count
    }

    /// The entries of `table` in `range` (within the table: the caller checks it, and reading an
    /// entry outside the table would trap in the table's subscript). Not checked again here: the
    /// check cost 0.6 % of loading the compiled corpus, one per list.
    package init(table: [Element], range: Range<Int>) {
        self.table = table
        start = range.lowerBound
        end = range.upperBound
    }

    /// The first position (always 0).
    public var startIndex: Int { 0 }
    /// One past the last position: the number of entries.
    public var endIndex: Int { end - start }

    /// The entry at a position (below ``endIndex``, as for an array).
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < end - start, "EntityList index out of range")
        return table[start + position]
    }

    /// The entries as an array.
    public var array: [Element] { start == 0 && end == table.count ? table : Array(table[start..<end]) }

    /// Appends an entry; a list that is a range of a shared table first takes a copy of its own.
    package mutating func append(_ element: Element) {
        ownTable()
        table.append(element)
        end += 1
    }

    /// Makes room for `count` entries in all.
    package mutating func reserveCapacity(_ count: Int) {
        ownTable()
        table.reserveCapacity(count)
    }

    /// Makes ``table`` the list's own entries (from position 0 to its end).
    private mutating func ownTable() {
        guard start != 0 || end != table.count else { return }
        table = Array(table[start..<end])
        start = 0
        end = table.count
    }
}

extension EntityList: Equatable where Element: Equatable {
    /// Whether two lists hold the same entries in the same order.
    public static func == (lhs: EntityList, rhs: EntityList) -> Bool { lhs.elementsEqual(rhs) }
}

extension EntityList: Hashable where Element: Hashable {
    /// Hashes the entries in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension EntityList: ExpressibleByArrayLiteral {
    /// A list of its own holding the literal's entries.
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension EntityList: CustomStringConvertible, CustomReflectable {
    /// The entries, written as an array's are.
    public var description: String { array.description }

    /// The entries, as `dump` and debuggers show an array's (not the shared table).
    public var customMirror: Mirror { Mirror(self, unlabeledChildren: array, displayStyle: .collection) }
}
