import NibDiagnostics
import NibSwiftSource
import NibXML

/// The `nibload:disable` comments of one document, ready to filter findings.
///
/// - `<!-- nibload:disable rule-id -->` silences the rule for the next element and everything inside
///   it; several ids may be given, separated by spaces or commas; without an id it silences every
///   rule there.
/// - `<!-- nibload:disable-file rule-id -->` silences the rule in the whole document; without an id,
///   every rule (except `parse-error`, which no comment can silence).
struct Suppressions: Sendable {
    /// Rules silenced in the whole file; nil in the set's place means every rule.
    private(set) var fileWide: Set<String> = []
    private(set) var fileWideAll = false
    /// Element ranges (an element and its descendants) and the rules silenced there (nil: all).
    private(set) var ranges: [(rules: Set<String>?, elements: Range<Int>)] = []
    /// Element start positions, kept only when there are ranges, to find the element of a location.
    private var starts: [(line: Int, column: Int)] = []
    /// The file the comments belong to.
    let file: String

    /// The prefix every directive starts with.
    static let prefix = "nibload:"

    /// Reads the directives of a tree.
    init(tree: XMLTree) {
        file = tree.file
        for comment in tree.comments {
            guard let (directive, rules) = Self.parse(comment.text) else { continue }
            switch directive {
            case .file:
                if let rules { fileWide.formUnion(rules) } else { fileWideAll = true }
            case .element:
                guard let element = comment.nextElement else { continue }
                ranges.append((rules, element..<tree[element].subtreeEnd))
            }
        }
        if !ranges.isEmpty {
            starts = tree.elements.map { ($0.line, $0.column) }
        }
    }

    /// Whether nothing is suppressed.
    var isEmpty: Bool { !fileWideAll && fileWide.isEmpty && ranges.isEmpty }

    enum Directive {
        case file
        case element
    }

    /// Reads one comment: the directive and its rule ids (nil when none are named).
    static func parse(_ text: String) -> (Directive, Set<String>?)? {
        let trimmed = text.drop { $0.isWhitespace }
        guard trimmed.hasPrefix(prefix) else { return nil }
        let body = trimmed.dropFirst(prefix.count)
        let directive: Directive
        let rest: Substring
        if body.hasPrefix("disable-file") {
            directive = .file
            rest = body.dropFirst("disable-file".count)
        } else if body.hasPrefix("disable") {
            directive = .element
            rest = body.dropFirst("disable".count)
        } else {
            return nil
        }
        // The directive must end at a word boundary (`nibload:disabled` is not one).
        if let next = rest.first, !(next.isWhitespace || next == ",") { return nil }
        let ids = rest.split { $0.isWhitespace || $0 == "," }.flatMap { RuleRegistry.expanding(String($0)) }
        return (directive, ids.isEmpty ? nil : Set(ids))
    }

    /// Whether a finding of a rule at a location is silenced.
    func silences(_ ruleID: String, at location: SourceLocation?) -> Bool {
        guard ruleID != ParseErrorRule.id else { return false }
        if fileWideAll || fileWide.contains(ruleID) { return true }
        guard !ranges.isEmpty, let location, location.file == file, let element = element(at: location) else {
            return false
        }
        for (rules, elements) in ranges where elements.contains(element) {
            if rules?.contains(ruleID) ?? true { return true }
        }
        return false
    }

    /// The innermost element whose start tag contains a location: the last element starting at or
    /// before it (attributes sit inside their element's start tag, before any child starts).
    private func element(at location: SourceLocation) -> Int? {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            let start = starts[middle]
            if (start.line, start.column) <= (location.line, location.column) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low == 0 ? nil : low - 1
    }
}

/// The `// nibload:disable` comments of the Swift sources, for findings reported in Swift files
/// (`unused-outlet`, `unused-action`).
///
/// - `// nibload:disable rule-id` on the line before a declaration (comments and blank lines may
///   come between), or at the end of one of its lines, silences the rule for findings at that
///   declaration; without an id, every rule.
/// - `// nibload:disable-file rule-id` anywhere in a Swift file silences the rule in that file.
struct SourceSuppressions: Sendable {
    /// Rules silenced in a whole file (nil: every rule).
    private var files: [String: Set<String>?] = [:]
    /// Rules silenced at a declaration's name (nil: every rule).
    private var declarations: [SwiftSourcePosition: Set<String>?] = [:]

    /// Reads the directives.
    init(directives: [SwiftDirectiveComment]) {
        for directive in directives {
            guard let (kind, rules) = Suppressions.parse(directive.text) else { continue }
            switch kind {
            case .file:
                files[directive.position.file] = Self.union(files[directive.position.file], rules)
            case .element:
                guard let declaration = directive.declaration else { continue }
                declarations[declaration] = Self.union(declarations[declaration], rules)
            }
        }
    }

    /// The rules silenced by two directives at one place; nil (every rule) wins.
    private static func union(_ existing: Set<String>??, _ added: Set<String>?) -> Set<String>? {
        switch (existing, added) {
        case (nil, _): added
        case (let rules??, let added?): rules.union(added)
        default: nil
        }
    }

    /// Whether nothing is suppressed.
    var isEmpty: Bool { files.isEmpty && declarations.isEmpty }

    /// Whether a finding of a rule at a location in a Swift file is silenced.
    func silences(_ ruleID: String, at location: SourceLocation?) -> Bool {
        guard let location, !isEmpty else { return false }
        if let rules = files[location.file], rules?.contains(ruleID) ?? true { return true }
        let position = SwiftSourcePosition(file: location.file, line: location.line, column: location.column)
        if let rules = declarations[position], rules?.contains(ruleID) ?? true { return true }
        return false
    }
}
