/// Builds an ``XMLTree`` element by element, for trees that are not parsed from text: a translation
/// of one dialect into another whose elements keep the positions of the elements they came from.
///
/// Elements are opened and closed in document order, like a SAX stream; ``finish()`` closes any
/// element still open.
public struct XMLTreeWriter: Sendable {
    private var tree: XMLTree
    private var stack: [XMLTree.Index] = []
    private var lastChild: [XMLTree.Index?] = []
    private var nameIndexes: [String: Int] = [:]

    /// One attribute to write, with the position it is reported at.
    public struct Attribute: Sendable {
        /// The name.
        public var name: String
        /// The value.
        public var value: String
        /// The 1-based line.
        public var line: Int
        /// The 1-based column.
        public var column: Int

        /// Creates an attribute.
        public init(name: String, value: String, line: Int, column: Int) {
            self.name = name
            self.value = value
            self.line = line
            self.column = column
        }
    }

    /// Starts an empty tree for a file.
    public init(file: String) {
        tree = XMLTree(file: file)
    }

    /// How many elements are open.
    public var depth: Int { stack.count }

    /// Opens an element (a child of the innermost open element) and returns its index.
    @discardableResult
    public mutating func open(_ name: String, attributes: [Attribute], line: Int, column: Int, text: String? = nil)
        -> XMLTree.Index
    {
        let first = tree.attributeRecords.count
        for attribute in attributes {
            tree.appendAttribute(
                nameIndex: intern(attribute.name), value: attribute.value, line: attribute.line,
                column: attribute.column)
        }
        let index = tree.elements.count
        tree.elements.append(
            XMLTree.Element(
                name: name, nameIndex: intern(name), parent: stack.last, depth: stack.count,
                attributeRange: first..<tree.attributeRecords.count, line: line, column: column, text: text,
                firstChild: nil,
                nextSibling: nil, subtreeEnd: index + 1))
        if let parent = stack.last {
            if let previous = lastChild[lastChild.count - 1] {
                tree.elements[previous].nextSibling = index
            } else {
                tree.elements[parent].firstChild = index
            }
            lastChild[lastChild.count - 1] = index
        }
        stack.append(index)
        lastChild.append(nil)
        return index
    }

    /// Closes the innermost open element.
    public mutating func close() {
        guard let index = stack.popLast() else { return }
        lastChild.removeLast()
        tree.elements[index].subtreeEnd = tree.elements.count
    }

    /// Closes every open element and returns the tree.
    public mutating func finish() -> XMLTree {
        while !stack.isEmpty { close() }
        return tree
    }

    private mutating func intern(_ name: String) -> Int {
        if let known = nameIndexes[name] { return known }
        tree.names.append(name)
        nameIndexes[name] = tree.names.count - 1
        return tree.names.count - 1
    }
}
