package import NibDiagnostics
package import NibXML

/// The attributes of one archived element, in document order.
///
/// A view into the parsed tree's attribute storage (or a compiled archive's attribute table):
/// building an archive copies no attribute, and an ``ArchivedAttribute`` (with its
/// `SourceLocation`) is made only when one is read.
public struct AttributeList: RandomAccessCollection, Sendable {
    /// Where the attributes are: a parsed tree's storage, attributes made by another reader, or a
    /// compiled archive's table.
    private enum Backing: Sendable {
        /// In ``tree``.
        case tree
        case made([XMLTree.Attribute])
        case compact(CompactAttributes)
    }

    private let backing: Backing
    /// A parsed tree's storage (empty for other backings), outside the enum: a lookup by name reads
    /// it in place, where binding an enum payload copied (retained and released) its arrays on
    /// every lookup.
    private let tree: XMLTree.Attributes
    private let range: Range<Int>
    private let file: String
    /// Whether the storage's `column` holds a byte offset in a binary file (line 0).
    private let byteOffsets: Bool

    /// Wraps a range of attributes made outside a parse (or, with `byteOffsets`, of a binary
    /// file's, whose `column` is a byte offset).
    package init(storage: [XMLTree.Attribute], range: Range<Int>, file: String, byteOffsets: Bool = false) {
        backing = .made(storage)
        tree = .empty
        self.range = range
        self.file = file
        self.byteOffsets = byteOffsets
    }

    /// Wraps a range of a parsed tree's attributes.
    package init(storage: XMLTree.Attributes, range: Range<Int>, file: String) {
        backing = .tree
        tree = storage
        self.range = range
        self.file = file
        self.byteOffsets = false
    }

    /// Wraps a range of a compiled archive's attribute table (line and column locations).
    package init(compact: CompactAttributes, range: Range<Int>, file: String) {
        backing = .compact(compact)
        tree = .empty
        self.range = range
        self.file = file
        self.byteOffsets = false
    }

    /// An empty list.
    package init() {
        self.init(storage: [XMLTree.Attribute](), range: 0..<0, file: "")
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { range.count }

    /// The attribute at a position.
    public subscript(position: Int) -> ArchivedAttribute {
        let index = range.lowerBound + position
        switch backing {
        case .tree:
            let (line, column) = tree.lineAndColumn(at: index)
            return ArchivedAttribute(
                name: tree.name(at: index), value: tree.value(at: index),
                location: SourceLocation(file: file, line: line, column: column))
        case .made(let storage):
            let raw = storage[index]
            let location =
                byteOffsets
                ? SourceLocation(file: file, byteOffset: raw.column)
                : SourceLocation(file: file, line: raw.line, column: raw.column)
            return ArchivedAttribute(name: raw.name, value: raw.value, location: location)
        case .compact(let compact):
            return ArchivedAttribute(
                name: compact.name(index), value: compact.value(index),
                location: SourceLocation(file: file, line: compact.line(index), column: compact.column(index)))
        }
    }

    /// The value of the named attribute, without building the attribute.
    public subscript(named name: String) -> String? {
        if case .tree = backing {
            guard let index = tree.firstPosition(named: name, in: range) else { return nil }
            return tree.value(at: index)
        }
        guard let index = self.index(named: name) else { return nil }
        switch backing {
        case .tree: return tree.value(at: index)
        case .made(let storage): return storage[index].value
        case .compact(let compact): return compact.value(index)
        }
    }

    /// The value of the named attribute and where it is written, without building the attribute.
    package func valueAndLocation(named name: String) -> (value: String, location: SourceLocation)? {
        if case .tree = backing {
            guard let index = tree.firstPosition(named: name, in: range) else { return nil }
            let (line, column) = tree.lineAndColumn(at: index)
            return (tree.value(at: index), SourceLocation(file: file, line: line, column: column))
        }
        return attribute(named: name).map { ($0.value, $0.location) }
    }

    /// The storage index of the named attribute. Lengths first: comparing two strings of
    /// different contents costs far more than comparing their lengths, and most names looked up
    /// are not there.
    private func index(named name: String) -> Int? {
        switch backing {
        case .tree:
            return tree.firstPosition(named: name, in: range)
        case .made(let storage):
            let length = name.utf8.count
            for index in range where storage[index].name.utf8.count == length && storage[index].name == name {
                return index
            }
        case .compact(let compact):
            for index in range where compact.isNamed(index, name) { return index }
        }
        return nil
    }

    /// The name at a storage index.
    private func name(at index: Int) -> String {
        switch backing {
        case .tree: tree.name(at: index)
        case .made(let storage): storage[index].name
        case .compact(let compact): compact.name(index)
        }
    }

    /// The attribute names, in document order, without building the attributes.
    package var names: [String] { range.map { name(at: $0) } }

    /// The attribute names and values, in document order, without building the attributes.
    package var nameValuePairs: [(name: String, value: String)] {
        switch backing {
        case .tree: range.map { (tree.name(at: $0), tree.value(at: $0)) }
        case .made(let storage): storage[range].map { ($0.name, $0.value) }
        case .compact(let compact): range.map { (compact.name($0), compact.value($0)) }
        }
    }

    /// The named attribute.
    public func attribute(named name: String) -> ArchivedAttribute? {
        index(named: name).map { self[$0 - range.lowerBound] }
    }
}
