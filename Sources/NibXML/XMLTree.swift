public import NibDiagnostics

/// An immutable XML element tree with exact source positions, stored flat.
///
/// Elements are kept in document order (pre-order) in one array, children linked by index, so that
/// walking, copying and freeing a tree never recurses, however deep the input nests.
public struct XMLTree: Sendable {
    /// The index of an element in ``elements``.
    public typealias Index = Int

    /// One element.
    ///
    /// Stored compactly (32-bit positions and indexes, -1 for none): on a large document the
    /// element array is one of the largest parts of the peak memory.
    public struct Element: Sendable {
        /// The element name as written (`prefix:local` when prefixed).
        public let name: String
        /// The character content, when it has any that is not only white space.
        public internal(set) var text: String?
        @usableFromInline let storedNameIndex: Int32
        @usableFromInline let storedParent: Int32
        @usableFromInline let storedDepth: Int32
        @usableFromInline let storedAttributeStart: Int32
        @usableFromInline let storedAttributeEnd: Int32
        @usableFromInline let storedLine: Int32
        @usableFromInline let storedColumn: Int32
        @usableFromInline var storedFirstChild: Int32
        @usableFromInline var storedNextSibling: Int32
        @usableFromInline var storedSubtreeEnd: Int32

        /// The position of the name in ``XMLTree/names``: equal names have equal indexes, so
        /// callers can cache per name without hashing strings.
        @inlinable public var nameIndex: Int { Int(storedNameIndex) }
        /// The enclosing element, or nil for the root.
        @inlinable public var parent: Index? { storedParent < 0 ? nil : Int(storedParent) }
        /// The depth below the root (the root is 0).
        @inlinable public var depth: Int { Int(storedDepth) }
        /// The attributes of this element in ``XMLTree/attributes``.
        @inlinable public var attributeRange: Range<Int> { Int(storedAttributeStart)..<Int(storedAttributeEnd) }
        /// The 1-based line of the element's `<`.
        @inlinable public var line: Int { Int(storedLine) }
        /// The 1-based column (UTF-8 bytes) of the element's `<`.
        @inlinable public var column: Int { Int(storedColumn) }
        /// The first child element.
        @inlinable public internal(set) var firstChild: Index? {
            get { storedFirstChild < 0 ? nil : Int(storedFirstChild) }
            set { storedFirstChild = Self.stored(newValue) }
        }
        /// The next sibling element.
        @inlinable public internal(set) var nextSibling: Index? {
            get { storedNextSibling < 0 ? nil : Int(storedNextSibling) }
            set { storedNextSibling = Self.stored(newValue) }
        }
        /// One past the last descendant: descendants are `index + 1 ..< subtreeEnd`.
        @inlinable public internal(set) var subtreeEnd: Index {
            get { Int(storedSubtreeEnd) }
            set { storedSubtreeEnd = Int32(truncatingIfNeeded: newValue) }
        }

        init(
            name: String, nameIndex: Int, parent: Index?, depth: Int, attributeRange: Range<Int>, line: Int,
            column: Int,
            text: String?, firstChild: Index?, nextSibling: Index?, subtreeEnd: Index
        ) {
            self.name = name
            self.text = text
            storedNameIndex = Int32(truncatingIfNeeded: nameIndex)
            storedParent = Self.stored(parent)
            storedDepth = Int32(truncatingIfNeeded: depth)
            storedAttributeStart = Int32(truncatingIfNeeded: attributeRange.lowerBound)
            storedAttributeEnd = Int32(truncatingIfNeeded: attributeRange.upperBound)
            storedLine = Int32(truncatingIfNeeded: line)
            storedColumn = Int32(truncatingIfNeeded: column)
            storedFirstChild = Self.stored(firstChild)
            storedNextSibling = Self.stored(nextSibling)
            storedSubtreeEnd = Int32(truncatingIfNeeded: subtreeEnd)
        }

        @usableFromInline static func stored(_ index: Index?) -> Int32 {
            index.map { Int32(truncatingIfNeeded: $0) } ?? -1
        }
    }

    /// One attribute.
    ///
    /// Made when read from ``XMLTree/attributes``: the tree stores each attribute without its
    /// name (a name index into ``XMLTree/names``), a 16-byte saving on each of millions.
    public struct Attribute: Sendable {
        /// The attribute name.
        public let name: String
        /// The value, with character references and the predefined entities replaced.
        public let value: String
        @usableFromInline let storedNameIndex: Int32
        @usableFromInline let storedLine: Int32
        @usableFromInline let storedColumn: Int32

        /// The position of the name in ``XMLTree/names``.
        @inlinable public var nameIndex: Int { Int(storedNameIndex) }
        /// The 1-based line of the attribute name.
        @inlinable public var line: Int { Int(storedLine) }
        /// The 1-based column (UTF-8 bytes) of the attribute name.
        @inlinable public var column: Int { Int(storedColumn) }

        /// Creates an attribute outside a parse (readers of other formats that build archives).
        package init(name: String, nameIndex: Int, value: String, line: Int, column: Int) {
            self.name = name
            self.value = value
            storedNameIndex = Int32(truncatingIfNeeded: nameIndex)
            storedLine = Int32(truncatingIfNeeded: line)
            storedColumn = Int32(truncatingIfNeeded: column)
        }

        @inlinable init(_ stored: StoredAttribute, name: String) {
            self.name = name
            value = stored.value
            storedNameIndex = stored.storedNameIndex
            storedLine = stored.storedLine
            storedColumn = stored.storedColumn
        }
    }

    /// An attribute as the tree stores it: the value, and the name as an index into the names.
    @usableFromInline struct StoredAttribute: Sendable {
        @usableFromInline let value: String
        @usableFromInline let storedNameIndex: Int32
        @usableFromInline let storedLine: Int32
        @usableFromInline let storedColumn: Int32

        init(nameIndex: Int, value: String, line: Int, column: Int) {
            self.value = value
            storedNameIndex = Int32(truncatingIfNeeded: nameIndex)
            storedLine = Int32(truncatingIfNeeded: line)
            storedColumn = Int32(truncatingIfNeeded: column)
        }
    }

    /// Every attribute of a tree, in document order: each element owns a contiguous range.
    ///
    /// A view into the tree's storage; an ``Attribute`` (with its name) is made when one is read.
    public struct Attributes: RandomAccessCollection, Sendable {
        @usableFromInline let records: [StoredAttribute]
        @usableFromInline let names: [String]

        @inlinable init(records: [StoredAttribute], names: [String]) {
            self.records = records
            self.names = names
        }

        /// The first position.
        @inlinable public var startIndex: Int { 0 }
        /// One past the last position.
        @inlinable public var endIndex: Int { records.count }

        /// The attribute at a position.
        @inlinable public subscript(position: Int) -> Attribute {
            let stored = records[position]
            return Attribute(stored, name: names[Int(stored.storedNameIndex)])
        }

        /// The name index of the attribute at a position, without making the attribute.
        @inlinable public func nameIndex(at position: Int) -> Int { Int(records[position].storedNameIndex) }

        /// The name of the attribute at a position, without making the attribute.
        @inlinable public func name(at position: Int) -> String { names[Int(records[position].storedNameIndex)] }

        /// The value of the attribute at a position, without making the attribute.
        @inlinable public func value(at position: Int) -> String { records[position].value }

        /// The 1-based line and column (UTF-8 bytes) of the attribute's name at a position.
        @inlinable public func lineAndColumn(at position: Int) -> (line: Int, column: Int) {
            (Int(records[position].storedLine), Int(records[position].storedColumn))
        }

        /// No attributes (a list whose attributes are stored elsewhere).
        package static var empty: Attributes { Attributes(records: [], names: []) }

        /// The first position in `range` whose attribute is named `name`, reading the storage in
        /// place. Lengths first: most names looked up are absent, and comparing two strings of
        /// different contents costs far more than comparing their lengths.
        package func firstPosition(named name: String, in range: Range<Int>) -> Int? {
            let length = name.utf8.count
            for position in range {
                let nameIndex = Int(records[position].storedNameIndex)
                if names[nameIndex].utf8.count == length && names[nameIndex] == name { return position }
            }
            return nil
        }
    }

    /// A comment, kept because linters read directives from comments.
    public struct Comment: Sendable {
        /// The text between `<!--` and `-->`.
        public let text: String
        /// The 1-based line of `<!--`.
        public let line: Int
        /// The 1-based column of `<!--`.
        public let column: Int
        /// The first element that starts after the comment, if any.
        public internal(set) var nextElement: Index?
        /// The element the comment is inside, if any.
        public let parent: Index?
    }

    /// The file the tree was read from, as the user named it.
    public let file: String
    /// Every element, in document order.
    public internal(set) var elements: [Element]
    /// Every attribute as stored; each element owns a contiguous range.
    @usableFromInline var attributeRecords: [StoredAttribute]
    /// Every attribute; each element owns a contiguous range.
    @inlinable public var attributes: Attributes { Attributes(records: attributeRecords, names: names) }
    /// Every comment, in document order.
    public internal(set) var comments: [Comment]
    /// Every distinct element and attribute name, in order of first appearance.
    public internal(set) var names: [String]

    /// Creates an empty tree for a file.
    public init(file: String) {
        self.file = file
        elements = []
        attributeRecords = []
        comments = []
        names = []
    }

    /// The root element, if the document got that far.
    @inlinable public var root: Index? { elements.isEmpty ? nil : 0 }

    /// The element at an index.
    @inlinable public subscript(index: Index) -> Element { elements[index] }

    /// The attributes of an element.
    @inlinable public func attributes(of index: Index) -> Attributes.SubSequence {
        attributes[elements[index].attributeRange]
    }

    /// Makes room for about as many elements and attributes as a document of `documentBytes` bytes
    /// holds, so that the two largest lists are not copied each time they double (a large
    /// document's lists were about a third larger than what they held, and each doubling touched
    /// fresh pages). Room that is never written costs address space only.
    mutating func reserveCapacity(forDocumentBytes documentBytes: Int, limits: ReaderLimits) {
        let expected = Self.expectedSize(ofDocumentBytes: documentBytes, limits: limits)
        elements.reserveCapacity(expected.elements)
        attributeRecords.reserveCapacity(expected.attributes)
    }

    /// How many elements and attributes a document of `documentBytes` bytes holds at most, as
    /// far as real documents go (current ones take 115 or more bytes per element and 31 or more per
    /// attribute; legacy archives about 56 per element and 40 per attribute); never more than the
    /// limits allow.
    static func expectedSize(ofDocumentBytes documentBytes: Int, limits: ReaderLimits)
        -> (elements: Int, attributes: Int)
    {
        let bytes = max(0, documentBytes)
        return (
            min(bytes / 96 + 16, max(0, limits.maximumElements)),
            min(bytes / 28 + 16, max(0, limits.maximumAttributes))
        )
    }

    /// Appends an attribute to the storage (the element that owns it is appended after it).
    mutating func appendAttribute(nameIndex: Int, value: String, line: Int, column: Int) {
        attributeRecords.append(StoredAttribute(nameIndex: nameIndex, value: value, line: line, column: column))
    }

    /// The value of the named attribute of an element.
    @inlinable public func attribute(_ name: String, of index: Index) -> String? {
        let length = name.utf8.count
        for position in elements[index].attributeRange {
            let stored = attributeRecords[position]
            let candidate = names[Int(stored.storedNameIndex)]
            if candidate.utf8.count == length && candidate == name { return stored.value }
        }
        return nil
    }

    /// The location of the named attribute of an element (or of the element when it has no such
    /// attribute).
    @inlinable public func location(ofAttribute name: String, of index: Index) -> SourceLocation {
        let length = name.utf8.count
        for position in elements[index].attributeRange {
            let stored = attributeRecords[position]
            let candidate = names[Int(stored.storedNameIndex)]
            if candidate.utf8.count == length && candidate == name {
                return SourceLocation(file: file, line: Int(stored.storedLine), column: Int(stored.storedColumn))
            }
        }
        return location(of: index)
    }

    /// The location of an element's `<`.
    @inlinable public func location(of index: Index) -> SourceLocation {
        SourceLocation(file: file, line: elements[index].line, column: elements[index].column)
    }

    /// The child elements of an element, in order.
    @inlinable public func children(of index: Index) -> Children {
        Children(tree: self, upcoming: elements[index].firstChild)
    }

    /// A sequence of sibling elements.
    public struct Children: Sequence, IteratorProtocol, Sendable {
        @usableFromInline let tree: XMLTree
        @usableFromInline var upcoming: Index?
        @inlinable init(tree: XMLTree, upcoming: Index?) {
            self.tree = tree
            self.upcoming = upcoming
        }
        /// The next child.
        @inlinable public mutating func next() -> Index? {
            guard let current = upcoming else { return nil }
            upcoming = tree.elements[current].nextSibling
            return current
        }
    }

    /// The descendants of an element in document order (not including the element).
    @inlinable public func descendants(of index: Index) -> Range<Index> { (index + 1)..<elements[index].subtreeEnd }
}
