import NibDiagnostics
import NibXML

/// What identifies a finding across edits of its document: the file, the rule, the id of the object
/// it is about and, for a connection, the connection's property, selector or segue. Never a line
/// or column, so a key survives Interface Builder re-saving, reindenting or reordering the file.
public struct FindingKey: Sendable, Hashable, Comparable {
    /// The file, relative to the folder keys are resolved against (the baseline's or configuration's).
    public var file: String
    /// The rule id.
    public var rule: String
    /// The id of the innermost object (element with an `id`) holding the finding; for a connection,
    /// the id of the object the connection belongs to; in a Swift file, the identifier at the
    /// finding. Nil when the finding is about the whole file.
    public var object: String?
    /// For a connection: `outlet:NAME`, `action:SELECTOR`, `segue:IDENTIFIER-OR-DESTINATION` (and
    /// `binding:NAME`); nil otherwise.
    public var connection: String?

    /// Creates a key.
    public init(file: String, rule: String, object: String?, connection: String?) {
        self.file = file
        self.rule = rule
        self.object = object
        self.connection = connection
    }

    /// Orders keys by file, rule, object and connection.
    public static func < (lhs: FindingKey, rhs: FindingKey) -> Bool {
        (lhs.file, lhs.rule, lhs.object ?? "", lhs.connection ?? "") < (
            rhs.file, rhs.rule, rhs.object ?? "", rhs.connection ?? ""
        )
    }
}

/// Finds, in a parsed document, the element a finding's position lies in and what it is keyed by.
struct FindingAnchors {
    /// The anchor of a position: the object id and the connection label.
    struct Anchor: Hashable {
        var object: String?
        var connection: String?
    }

    let tree: XMLTree

    /// The element whose start tag holds the position, or the last element starting before it.
    func element(at line: Int, _ column: Int) -> XMLTree.Index? {
        var low = 0
        var high = tree.elements.count
        while low < high {
            let middle = (low + high) / 2
            let element = tree.elements[middle]
            if (element.line, element.column) <= (line, column) { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The anchor of a position in the document.
    func anchor(at location: SourceLocation) -> Anchor {
        guard var current = element(at: location.line, location.column) else { return Anchor() }
        while true {
            let element = tree.elements[current]
            if let connection = Self.connectionLabel(element.name, tree: tree, index: current) {
                return Anchor(object: owner(ofConnection: current), connection: connection)
            }
            if let id = tree.attribute("id", of: current) { return Anchor(object: id) }
            if element.name == "scene", let id = tree.attribute("sceneID", of: current) { return Anchor(object: id) }
            guard let parent = element.parent else { return Anchor() }
            current = parent
        }
    }

    /// The id of the object a connection element belongs to (`<object><connections><outlet>`).
    private func owner(ofConnection index: XMLTree.Index) -> String? {
        var current = tree.elements[index].parent
        while let candidate = current {
            if tree.elements[candidate].name != "connections", let id = tree.attribute("id", of: candidate) {
                return id
            }
            current = tree.elements[candidate].parent
        }
        return nil
    }

    /// `outlet:NAME`, `action:SELECTOR`, … for connection elements; nil for other elements.
    static func connectionLabel(_ name: String, tree: XMLTree, index: XMLTree.Index) -> String? {
        switch name {
        case "outlet", "outletCollection":
            return "outlet:" + (tree.attribute("property", of: index) ?? "")
        case "action":
            return "action:" + (tree.attribute("selector", of: index) ?? "")
        case "segue":
            guard tree.attribute("reference", of: index) == nil else { return nil }
            return "segue:"
                + (tree.attribute("identifier", of: index) ?? tree.attribute("destination", of: index) ?? "")
        case "binding":
            return "binding:" + (tree.attribute("name", of: index) ?? "")
        default:
            return nil
        }
    }
}

/// Keys of findings in Swift (and other text) files: the identifier at the finding's position.
enum SourceAnchors {
    /// The identifier starting at or after the position on its line, else the line's text.
    static func identifier(in text: String, at location: SourceLocation) -> String? {
        var lineNumber = 1
        for line in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            defer { lineNumber += 1 }
            guard lineNumber == location.line else { continue }
            let bytes = Array(line)
            var index = max(0, location.column - 1)
            while index < bytes.count, !isIdentifierByte(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
            if index > start { return String(decoding: bytes[start..<index], as: UTF8.self) }
            let trimmed = String(decoding: bytes, as: UTF8.self).trimmingSpaces
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and carriage returns.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
