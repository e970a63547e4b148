package import NibDiagnostics
package import NibXML

/// The attributes of one archived element, in document order.
///
/// A view into the parsed tree's attribute storage (or a compiled archive's attribute table):
/// building an archive copies no attribute, and an ``ArchivedAttribute`` (with its
/// `SourceLocation`) is made only when one is read. A list is a range of one shared
/// storage (one per parsed document or compiled part), so that making, copying
/// and dropping a list retains and releases one reference.
public struct AttributeList: RandomAccessCollection, Sendable {
    /// Where the attributes of a document (or of a compiled part) are, with the file their
    /// locations name: made once and shared by every list of the document.
    package final class Storage: Sendable {
        /// Which of the stores holds the attributes.
        fileprivate enum Kind: Sendable {
            /// In `tree`.
            case tree
            /// In `made`.
            case made
            /// In a compiled archive's attribute table.
            case compact(CompactAttributes)
        }

        fileprivate let kind: Kind
        /// A parsed tree's storage (empty for other kinds).
        fileprivate let tree: XMLTree.Attributes
        /// Attributes made by another reader (empty for other kinds).
        fileprivate let made: [XMLTree.Attribute]
        fileprivate let file: String
        /// Whether `made`'s `column` holds a byte offset in a binary file (line 0).
        fileprivate let byteOffsets: Bool

        private init(
            kind: Kind, tree: XMLTree.Attributes = .empty, made: [XMLTree.Attribute] = [], file: String,
            byteOffsets: Bool = false
        ) {
            self.kind = kind
            self.tree = tree
            self.made = made
            self.file = file
            self.byteOffsets = byteOffsets
        }

        /// A parsed tree's attributes, located in `file`.
        package convenience init(tree: XMLTree.Attributes, file: String) {
            self.init(kind: .tree, tree: tree, file: file)
        }

        /// Attributes made outside a parse (or, with `byteOffsets`, of a binary file's, whose
        /// `column` is a byte offset).
        package convenience init(made: [XMLTree.Attribute], file: String, byteOffsets: Bool = false) {
            self.init(kind: .made, made: made, file: file, byteOffsets: byteOffsets)
        }

        /// A compiled archive's attribute table (line and column locations).
        package convenience init(compact: CompactAttributes, file: String) {
            self.init(kind: .compact(compact), file: file)
        }

        /// No attributes.
        static let empty = Storage(kind: .made, file: "")
    }

    private let storage: Storage
    private let range: Range<Int>

    /// Wraps a range of a shared storage.
    package init(_ storage: Storage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// An empty list.
    package init() {
        self.init(Storage.empty, range: 0..<0)
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { range.count }

    /// The attribute at a position.
    public subscript(position: Int) -> ArchivedAttribute {
        let index = range.lowerBound + position
        let file = storage.file
        switch storage.kind {
        case .tree:
            let tree = storage.tree
            let (line, column) = tree.lineAndColumn(at: index)
            return ArchivedAttribute(
                name: tree.name(at: index), value: tree.value(at: index),
                location: SourceLocation(file: file, line: line, column: column))
        case .made:
            let raw = storage.made[index]
            let location =
                storage.byteOffsets
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
        guard let index = self.index(named: name) else { return nil }
        switch storage.kind {
        case .tree: return storage.tree.value(at: index)
        case .made: return storage.made[index].value
        case .compact(let compact): return compact.value(index)
        }
    }

    /// The value of the named attribute and where it is written, without building the attribute.
    package func valueAndLocation(named name: String) -> (value: String, location: SourceLocation)? {
        if case .tree = storage.kind {
            guard let index = storage.tree.firstPosition(named: name, in: range) else { return nil }
            let (line, column) = storage.tree.lineAndColumn(at: index)
            return (storage.tree.value(at: index), SourceLocation(file: storage.file, line: line, column: column))
        }
        return attribute(named: name).map { ($0.value, $0.location) }
    }

    /// The storage index of the named attribute. Lengths first: comparing two strings of
    /// different contents costs far more than comparing their lengths, and most names looked up
    /// are not there.
    private func index(named name: String) -> Int? {
        switch storage.kind {
        case .tree:
            return storage.tree.firstPosition(named: name, in: range)
        case .made:
            let made = storage.made
            let length = name.utf8.count
            for index in range where made[index].name.utf8.count == length && made[index].name == name {
                return index
            }
        case .compact(let compact):
            for index in range where compact.isNamed(index, name) { return index }
        }
        return nil
    }

    /// The name at a storage index.
    private func name(at index: Int) -> String {
        switch storage.kind {
        case .tree: storage.tree.name(at: index)
        case .made: storage.made[index].name
        case .compact(let compact): compact.name(index)
        }
    }

    /// The attribute names, in document order, without building the attributes.
    package var names: [String] { range.map { name(at: $0) } }

    /// The attribute names and values, in document order, without building the attributes.
    package var nameValuePairs: [(name: String, value: String)] {
        switch storage.kind {
        case .tree: range.map { (storage.tree.name(at: $0), storage.tree.value(at: $0)) }
        case .made: storage.made[range].map { ($0.name, $0.value) }
        case .compact(let compact): range.map { (compact.name($0), compact.value($0)) }
        }
    }

    /// The named attribute.
    public func attribute(named name: String) -> ArchivedAttribute? {
        index(named: name).map { self[$0 - range.lowerBound] }
    }
}
