internal import Glibc
public import NibDiagnostics
import NibXML

/// What `nibload lint --fix` changes in one document: elements removed, every other byte kept.
public struct DocumentFix: Sendable {
    /// One removed element.
    public struct Removal: Sendable, Hashable {
        /// `outlet 'titleLabel'`, `constraint 'k2'`, …
        public var what: String
        /// The rule whose finding it fixes.
        public var rule: String
        /// Where the element was.
        public var location: SourceLocation
    }

    /// The file.
    public var file: String
    /// Its bytes before.
    public var original: [UInt8]
    /// Its bytes after.
    public var fixed: [UInt8]
    /// What was removed, in document order.
    public var removals: [Removal]

    /// A unified diff (3 lines of context) from the original to the fixed bytes.
    public func unifiedDiff() -> String {
        UnifiedDiff.render(file: file, original: original, changes: changes)
    }

    /// The changed line ranges.
    var changes: [UnifiedDiff.Change] = []
}

/// Plans the mechanical fixes of `--fix`: a connection that is dangling (`dangling-reference` at
/// its destination), crosses scenes (`cross-scene-connection`), or names an outlet or action the
/// class does not declare (`outlet-missing-in-source`, `action-missing-in-source`), and an exact
/// duplicate constraint (`duplicate-constraint`), are removed. Nothing else is touched: the
/// element's bytes go (its whole line when it stands alone on it), and a `<connections>` or
/// `<constraints>` element left empty goes too. An element whose id something else in the document
/// names is kept, since removing it would leave a dangling reference.
public enum Fixer {
    /// The rules whose findings `--fix` removes.
    public static let fixableRules: Set<String> = {
        let rules: [any Rule.Type] = [
            DanglingReferenceRule.self, CrossSceneConnectionRule.self, OutletMissingInSourceRule.self,
            ActionMissingInSourceRule.self, DuplicateConstraintRule.self,
        ]
        return Set(rules.map { $0.description.id })
    }()

    private static let connectionElements: Set<String> = ["outlet", "outletCollection", "action", "segue"]

    /// The fixes for the findings of a run, reading each document once.
    /// - Parameter findings: The findings (those of other rules are ignored).
    /// - Returns: One fix per document with something to remove, in file order; documents that
    ///   cannot be read are skipped.
    public static func plan(for findings: [Diagnostic]) -> [DocumentFix] {
        var byFile: [String: [Diagnostic]] = [:]
        for finding in findings where fixableRules.contains(finding.id.rawValue) {
            guard let file = finding.location?.file else { continue }
            byFile[file, default: []].append(finding)
        }
        return byFile.keys.sorted().compactMap { file in
            guard let bytes = FilePath.readBytes(file) else { return nil }
            return plan(file: file, bytes: bytes, findings: byFile[file] ?? [])
        }
    }

    /// The fix of one document.
    /// - Parameters:
    ///   - file: Its name, as the findings name it.
    ///   - bytes: Its bytes.
    ///   - findings: Findings in it.
    /// - Returns: The fix, or nil when nothing can be removed.
    public static func plan(file: String, bytes: [UInt8], findings: [Diagnostic]) -> DocumentFix? {
        let parsed = XMLReader.parse(bytes: bytes, file: file)
        guard parsed.failure == nil, !parsed.tree.elements.isEmpty else { return nil }
        let tree = parsed.tree
        let text = ByteText(bytes: bytes)
        let chosen = chosenElements(for: findings, in: tree)
        guard !chosen.isEmpty else { return nil }
        var ranges: [Range<Int>] = []
        for index in removedElements(Set(chosen.keys), in: tree).sorted() {
            guard let range = text.range(ofElement: index, in: tree) else { return nil }
            ranges.append(text.widenedToLines(range))
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var fixed: [UInt8] = []
        fixed.reserveCapacity(bytes.count)
        var cursor = 0
        for range in ranges where range.lowerBound >= cursor {
            fixed += bytes[cursor..<range.lowerBound]
            cursor = range.upperBound
        }
        fixed += bytes[cursor...]
        let removals = chosen.sorted { $0.key < $1.key }.map { index, reason in
            DocumentFix.Removal(what: describe(index, in: tree), rule: reason.rule, location: reason.location)
        }
        var fix = DocumentFix(file: file, original: bytes, fixed: fixed, removals: removals)
        fix.changes = UnifiedDiff.changes(removing: ranges, from: text)
        return fix
    }

    /// The elements the findings ask to remove, each with the first finding's rule and the
    /// element's position: connections (a dangling one only when its destination or target is
    /// what dangles) and duplicate constraints, never an element something else refers to.
    private static func chosenElements(
        for findings: [Diagnostic], in tree: XMLTree
    ) -> [XMLTree.Index: (rule: String, location: SourceLocation)] {
        let anchors = FindingAnchors(tree: tree)
        var chosen: [XMLTree.Index: (rule: String, location: SourceLocation)] = [:]
        for finding in findings where fixableRules.contains(finding.id.rawValue) {
            guard let location = finding.location, let start = anchors.element(at: location.line, location.column)
            else {
                continue
            }
            let element = tree[start].name
            let wanted =
                finding.id.rawValue == DuplicateConstraintRule.description.id
                ? element == "constraint" : connectionElements.contains(element)
            guard wanted else { continue }
            if finding.id.rawValue == DanglingReferenceRule.description.id {
                // Only a connection whose destination is what dangles.
                let attribute = tree.attributes(of: start).first {
                    $0.line == location.line && $0.column == location.column
                }
                guard attribute?.name == "destination" || attribute?.name == "target" else { continue }
            }
            if let id = tree.attribute("id", of: start), isReferenced(id, outside: start, in: tree) { continue }
            if chosen[start] == nil { chosen[start] = (finding.id.rawValue, tree.location(of: start)) }
        }
        return chosen
    }

    /// The elements to cut: the chosen ones, except that a `<connections>` or `<constraints>`
    /// element all of whose children go, goes itself instead of them.
    private static func removedElements(_ chosen: Set<XMLTree.Index>, in tree: XMLTree) -> Set<XMLTree.Index> {
        var removed = chosen
        var containers: [XMLTree.Index: Int] = [:]
        for index in removed {
            guard let parent = tree[index].parent, ["connections", "constraints"].contains(tree[parent].name) else {
                continue
            }
            containers[parent, default: 0] += 1
        }
        for (container, count) in containers where Array(tree.children(of: container)).count == count {
            for child in tree.children(of: container) { removed.remove(child) }
            removed.insert(container)
        }
        return removed
    }

    private static func describe(_ index: XMLTree.Index, in tree: XMLTree) -> String {
        let element = tree[index].name
        switch element {
        case "outlet", "outletCollection": return "\(element) '\(tree.attribute("property", of: index) ?? "")'"
        case "action": return "action '\(tree.attribute("selector", of: index) ?? "")'"
        case "segue":
            return "segue '\(tree.attribute("identifier", of: index) ?? tree.attribute("id", of: index) ?? "")'"
        default: return "\(element) '\(tree.attribute("id", of: index) ?? "")'"
        }
    }

    /// Whether an attribute outside the element's subtree holds its id.
    private static func isReferenced(_ id: String, outside index: XMLTree.Index, in tree: XMLTree) -> Bool {
        let own = index..<tree[index].subtreeEnd
        for element in tree.elements.indices where !own.contains(element) {
            for attribute in tree.attributes(of: element) where attribute.value == id && attribute.name != "id" {
                return true
            }
        }
        return false
    }
}

/// A document's bytes with its line starts, for turning positions into offsets.
struct ByteText {
    let bytes: [UInt8]
    /// Offsets where each line starts (line 1 at index 0).
    let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// Where each line starts: at 0 and after every line feed (an empty text has one empty line).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            // memchr finds each line feed many bytes at a time.
            while offset < raw.count, let found = memchr(base + offset, 0x0A, raw.count - offset) {
                offset = base.distance(to: UnsafeRawPointer(found)) + 1
                starts.append(offset)
            }
        }
        return starts
    }

    /// The bytes of a 1-based line without its line feed, or nil when there is no such line.
    func line(_ number: Int) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        return bytes[lineStarts[number - 1]..<end]
    }

    /// The offset of a 1-based line and UTF-8 column.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        let offset = lineStarts[line - 1] + column - 1
        return offset < bytes.count ? offset : nil
    }

    /// The line (0-based) holding an offset.
    func lineIndex(of offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The bytes of an element from its `<` to the end of its end tag (or of `/>`).
    func range(ofElement index: XMLTree.Index, in tree: XMLTree) -> Range<Int>? {
        let element = tree[index]
        guard let start = offset(line: element.line, column: element.column), bytes[start] == UInt8(ascii: "<") else {
            return nil
        }
        guard let tagEnd = endOfTag(from: start) else { return nil }
        if bytes[tagEnd - 2] == UInt8(ascii: "/") { return start..<tagEnd }
        // Find the matching end tag, counting nested elements of the same name.
        let name = Array(element.name.utf8)
        var depth = 1
        var cursor = tagEnd
        while cursor < bytes.count {
            guard bytes[cursor] == UInt8(ascii: "<") else {
                cursor += 1
                continue
            }
            let closing = cursor + 1 < bytes.count && bytes[cursor + 1] == UInt8(ascii: "/")
            let nameStart = cursor + (closing ? 2 : 1)
            let matches =
                nameStart + name.count <= bytes.count && bytes[nameStart..<(nameStart + name.count)].elementsEqual(name)
                && nameStart + name.count < bytes.count
                && [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/"), 0x0A, 0x09, 0x0D].contains(
                    bytes[nameStart + name.count])
            guard let end = endOfTag(from: cursor) else { return nil }
            if matches {
                if closing {
                    depth -= 1
                    if depth == 0 { return start..<end }
                } else if bytes[end - 2] != UInt8(ascii: "/") {
                    depth += 1
                }
            }
            cursor = end
        }
        return nil
    }

    /// The offset just past the `>` closing the tag that starts at `start`, skipping quoted values.
    private func endOfTag(from start: Int) -> Int? {
        var cursor = start + 1
        var quote: UInt8?
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return cursor + 1
            }
            cursor += 1
        }
        return nil
    }

    /// The range grown to whole lines when only spaces surround it on its first and last lines.
    func widenedToLines(_ range: Range<Int>) -> Range<Int> {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
        let lineStart = lineStarts[lineIndex(of: range.lowerBound)]
        guard bytes[lineStart..<range.lowerBound].allSatisfy(isSpace) else { return range }
        var end = range.upperBound
        while end < bytes.count, isSpace(bytes[end]) || bytes[end] == 0x0D { end += 1 }
        guard end == bytes.count || bytes[end] == 0x0A else { return range }
        return lineStart..<min(bytes.count, end + 1)
    }
}

extension DocumentFix {
    /// Writes the fixed bytes over the file.
    /// - Returns: nil on success, else why it could not be written.
    public func write() -> String? { FilePath.write(fixed, to: file) }
}
