import NibDiagnostics
package import NibXML

/// The attributes of one archived element, in document order.
///
/// A view into the parsed tree's attribute storage (or a compiled archive's attribute table):
/// building an archive copies no attribute, and an ``ArchivedAttribute`` (with its
/// `SourceLocation`) is made only when one is read.
public struct AttributeList: RandomAccessCollection, Sendable {
    private let storage: [XMLTree.Attribute]
    /// The compiled form's table, when the list is a view into one (then `storage` is empty).
    private let compact: CompactAttributes?
    private let range: Range<Int>
    private let file: String
    /// Whether the storage's `column` holds a byte offset in a binary file (line 0).
    private let byteOffsets: Bool

    /// Wraps a range of a tree's attributes (or, with `byteOffsets`, of a binary file's, whose
    /// `column` is a byte offset).
    package init(storage: [XMLTree.Attribute], range: Range<Int>, file: String, byteOffsets: Bool = false) {
        self.storage = storage
        self.compact = nil
        self.range = range
        self.file = file
        self.byteOffsets = byteOffsets
    }

    /// Wraps a range of a compiled archive's attribute table (line and column locations).
    package init(compact: CompactAttributes, range: Range<Int>, file: String) {
        self.storage = []
        self.compact = compact
        self.range = range
        self.file = file
        self.byteOffsets = false
    }

    /// An empty list.
    package init() {
        self.init(storage: [], range: 0..<0, file: "")
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { range.count }

    /// The attribute at a position.
    public subscript(position: Int) -> ArchivedAttribute {
        if let compact {
            let index = range.lowerBound + position
            return ArchivedAttribute(
                name: compact.name(index), value: compact.value(index),
                location: SourceLocation(file: file, line: compact.line(index), column: compact.column(index)))
        }
        let raw = storage[range.lowerBound + position]
        let location =
            byteOffsets
            ? SourceLocation(file: file, byteOffset: raw.column)
            : SourceLocation(file: file, line: raw.line, column: raw.column)
        return ArchivedAttribute(name: raw.name, value: raw.value, location: location)
    }

    /// The value of the named attribute, without building the attribute.
    public subscript(named name: String) -> String? {
        if let compact {
            for index in range where compact.name(index) == name { return compact.value(index) }
            return nil
        }
        // Lengths first: comparing two strings of different contents costs far more than
        // comparing their lengths, and most names looked up are not there.
        let length = name.utf8.count
        for index in range where storage[index].name.utf8.count == length && storage[index].name == name {
            return storage[index].value
        }
        return nil
    }

    /// The attribute names, in document order, without building the attributes.
    package var names: [String] {
        if let compact { return range.map { compact.name($0) } }
        return storage[range].map(\.name)
    }

    /// The attribute names and values, in document order, without building the attributes.
    package var nameValuePairs: [(name: String, value: String)] {
        if let compact { return range.map { (compact.name($0), compact.value($0)) } }
        return storage[range].map { ($0.name, $0.value) }
    }

    /// The named attribute.
    public func attribute(named name: String) -> ArchivedAttribute? {
        if let compact {
            for index in range where compact.name(index) == name { return self[index - range.lowerBound] }
            return nil
        }
        let length = name.utf8.count
        for index in range where storage[index].name.utf8.count == length && storage[index].name == name {
            return self[index - range.lowerBound]
        }
        return nil
    }
}
