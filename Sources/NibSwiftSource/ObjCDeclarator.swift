/// Reads one Objective-C property or instance variable declaration (the tokens after
/// `@property (…)`, or an instance variable statement, without the `;`) into outlets.
///
/// `IBOutlet UILabel *a, *b` gives two marked outlets typed `UILabel`;
/// `IBOutletCollection(UIButton) NSArray<UIButton *> *buttons` a marked collection of `UIButton`;
/// anything else an unmarked outlet, since key-value coding sets it all the same. Nullability
/// qualifiers, ownership qualifiers, `__kindof`, `__attribute__((…))` and macros written in capitals
/// (`NS_SWIFT_NAME(…)`, `API_AVAILABLE(…)`, `UI_APPEARANCE_SELECTOR`) are dropped. A block
/// (`void (^handler)(void)`) has its name after `^` and no type; `id` and protocol-typed
/// declarations have no type to check. An instance variable `_name` (or `isName`, `_isName`) also
/// answers the key `name`, as key-value coding looks those up.
enum ObjCDeclarator {
    private static let qualifiers: Set<String> = [
        "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__block", "__kindof", "const", "volatile",
        "static", "extern", "nullable", "nonnull", "null_unspecified", "null_resettable", "_Nullable", "_Nonnull",
        "_Null_unspecified", "__nullable", "__nonnull", "__null_unspecified", "__covariant", "__contravariant",
        "IBInspectable", "_Nullable_result", "struct", "enum", "union", "unsigned", "signed",
    ]

    private static let collectionTypes: Set<String> = [
        "NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "NSMutableOrderedSet",
    ]

    /// Whether an identifier is written like a macro: capitals, digits and underscores, with at least
    /// one underscore (`NS_ASSUME_NONNULL_BEGIN`, `API_AVAILABLE`), or `__attribute__`.
    static func isMacroName(_ text: String) -> Bool {
        if text == "__attribute__" || text == "__deprecated" || text == "__unused" { return true }
        var hasUnderscore = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "_") {
                hasUnderscore = true
            } else if !(byte >= 0x41 && byte <= 0x5A) && !(byte >= 0x30 && byte <= 0x39) {
                return false
            }
        }
        return hasUnderscore && text.utf8.first != UInt8(ascii: "_")
    }

    /// The identifiers of a protocol or generic list, without qualifiers (`UITableViewDelegate`).
    static func identifiers(in tokens: ArraySlice<SwiftToken>) -> [String] {
        tokens.filter { $0.kind == .identifier(escaped: false) && !qualifiers.contains($0.text) }.map(\.text)
    }

    /// The key a `set…:` method answers for key-value coding (`setTitleLabel` → `titleLabel`).
    static func key(ofSetter keyword: String) -> String? {
        guard keyword.hasPrefix("set"), let first = keyword.dropFirst(3).first, first.isUppercase else { return nil }
        return first.lowercased() + keyword.dropFirst(4)
    }

    /// The outlets (marked and unmarked) one declaration gives.
    /// - Parameters:
    ///   - tokens: The declaration's tokens.
    ///   - declaringType: The class (or protocol) it belongs to.
    ///   - file: The path for positions.
    ///   - assumeNonnull: Whether `NS_ASSUME_NONNULL_BEGIN` is in effect.
    ///   - isInstanceVariable: Whether it is an instance variable (which adds `_name` → `name` keys).
    ///   - propertyAttributes: The tokens of a property's `(…)` attributes (`nullable`, `nonnull`).
    static func members(
        in tokens: ArraySlice<SwiftToken>, declaringType: String, file: String, assumeNonnull: Bool,
        isInstanceVariable: Bool, propertyAttributes: ArraySlice<SwiftToken> = []
    ) -> [SwiftOutlet] {
        var marks = Marks()
        for attribute in propertyAttributes {
            if attribute.isKeyword("nullable") || attribute.isKeyword("null_resettable") {
                marks.nullability = .optional
            }
            if attribute.isKeyword("nonnull") { marks.nullability = .nonOptional }
            if attribute.isKeyword("null_unspecified") { marks.nullability = .implicitlyUnwrapped }
        }
        let declarators = split(cleaned(tokens, marks: &marks))
        guard let first = declarators.first, let (firstName, firstType) = nameAndType(first) else { return [] }
        let type = TypeSpelling(firstType)
        var result: [SwiftOutlet] = []
        for (index, declarator) in declarators.enumerated() {
            let name: SwiftToken
            var stars = type.stars
            if index == 0 {
                name = firstName
            } else {
                guard let (other, rest) = nameAndType(declarator) else { continue }
                name = other
                stars = rest.filter { $0.isPunct("*") }.count
            }
            let isBlock = declarator.contains { $0.isPunct("^") }
            let outlet = outlet(
                named: name, type: type, stars: stars, isBlock: isBlock, marks: marks,
                context: (declaringType, file, assumeNonnull))
            result.append(outlet)
            if isInstanceVariable, let key = key(ofInstanceVariable: name.text) {
                var alias = outlet
                alias.name = key
                alias.isMarkedOutlet = false
                result.append(alias)
            }
        }
        return result
    }

    /// What the markers and qualifiers of a declaration say about all its declarators.
    private struct Marks {
        /// `IBOutlet` or `IBOutletCollection` is written.
        var marked = false
        /// The element class of `IBOutletCollection(…)`.
        var collectionElement: String?
        /// `IBOutletCollection` is written.
        var isMarkedCollection = false
        /// The nullability the qualifiers (or property attributes) give.
        var nullability: SwiftOutlet.Optionality?
    }

    /// The declaration's tokens without markers, qualifiers and macros (with their arguments),
    /// noting in `marks` what the markers and nullability qualifiers say.
    private static func cleaned(_ tokens: ArraySlice<SwiftToken>, marks: inout Marks) -> [SwiftToken] {
        var cleaned: [SwiftToken] = []
        var j = tokens.startIndex
        while j < tokens.endIndex {
            let t = tokens[j]
            j += 1
            guard t.kind == .identifier(escaped: false) else {
                cleaned.append(t)
                continue
            }
            let hasArguments = j < tokens.endIndex && tokens[j].isPunct("(")
            switch t.text {
            case "IBOutlet":
                marks.marked = true
                continue
            case "IBOutletCollection":
                marks.marked = true
                marks.isMarkedCollection = true
                if hasArguments {
                    let group = skipGroup(tokens, from: &j)
                    marks.collectionElement = identifiers(in: group).first
                }
                continue
            case "nullable", "_Nullable", "__nullable":
                marks.nullability = .optional
            case "nonnull", "_Nonnull", "__nonnull":
                marks.nullability = .nonOptional
            default:
                break
            }
            if qualifiers.contains(t.text) { continue }
            if isMacroName(t.text) {
                if hasArguments { _ = skipGroup(tokens, from: &j) }
                continue
            }
            cleaned.append(t)
        }
        return cleaned
    }

    /// The outlet one declarator gives: its element type (for collections), the type to check
    /// (none for `id`, `Class`, blocks and values), its optionality and its spelled type.
    private static func outlet(
        named name: SwiftToken, type: TypeSpelling, stars: Int, isBlock: Bool, marks: Marks,
        context: (declaringType: String, file: String, assumeNonnull: Bool)
    ) -> SwiftOutlet {
        var typeName = ""
        var isCollection = false
        if marks.isMarkedCollection {
            isCollection = true
            typeName = marks.collectionElement ?? ""
        } else if collectionTypes.contains(type.base) {
            isCollection = true
            typeName = type.genericArguments.first ?? ""
        } else if stars > 0, type.base != "id", type.base != "Class", !isBlock {
            typeName = type.base
        }
        let optionality: SwiftOutlet.Optionality =
            stars == 0
            ? .nonOptional : marks.nullability ?? (context.assumeNonnull ? .nonOptional : .implicitlyUnwrapped)
        let declaredType = isBlock ? "block" : type.spelled(stars: stars)
        let namePosition = SwiftSourcePosition(file: context.file, line: name.line, column: name.column)
        return SwiftOutlet(
            name: name.text, typeName: typeName, declaredType: declaredType, isCollection: isCollection,
            optionality: optionality, declaringType: context.declaringType, position: namePosition,
            isMarkedOutlet: marks.marked)
    }

    /// The key an instance variable also answers: `_name`, `_isName`, `isName` → `name`.
    private static func key(ofInstanceVariable name: String) -> String? {
        var rest = Substring(name)
        if rest.hasPrefix("_") { rest = rest.dropFirst() }
        if rest.hasPrefix("is"), let next = rest.dropFirst(2).first, next.isUppercase {
            rest = rest.dropFirst(2)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        guard rest.count < name.count, let first = rest.first, first.isLetter || first == "_" else { return nil }
        return String(rest)
    }

    /// At the `(` after `tokens[j - 1]`: the tokens inside its group; `j` ends past the `)`.
    private static func skipGroup(_ tokens: ArraySlice<SwiftToken>, from j: inout Int) -> ArraySlice<SwiftToken> {
        let start = j + 1
        var depth = 0
        while j < tokens.endIndex {
            if tokens[j].isPunct("(") { depth += 1 }
            if tokens[j].isPunct(")") {
                depth -= 1
                if depth == 0 {
                    j += 1
                    return tokens[start..<(j - 1)]
                }
            }
            j += 1
        }
        return tokens[min(start, tokens.endIndex)..<tokens.endIndex]
    }

    /// Splits at commas outside `()`, `[]`, `{}` and `<>`.
    private static func split(_ tokens: [SwiftToken]) -> [[SwiftToken]] {
        var parts: [[SwiftToken]] = [[]]
        var depth = 0
        for t in tokens {
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") || t.isPunct("<") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") || t.isPunct(">") { depth = max(0, depth - 1) }
            if depth == 0, t.isPunct(",") {
                parts.append([])
            } else {
                parts[parts.count - 1].append(t)
            }
        }
        return parts
    }

    /// The declared name of a declarator and the tokens of its type: the identifier after `^` for a
    /// block, else the last identifier outside brackets (before a bit-field width or initializer).
    private static func nameAndType(_ tokens: [SwiftToken]) -> (SwiftToken, [SwiftToken])? {
        if let caret = tokens.firstIndex(where: { $0.isPunct("^") }), caret + 1 < tokens.count,
            tokens[caret + 1].kind == .identifier(escaped: false)
        {
            return (tokens[caret + 1], Array(tokens[..<caret]))
        }
        var depth = 0
        var nameIndex: Int?
        for (index, t) in tokens.enumerated() {
            if depth == 0, t.isPunct(":") || t.isPunct("=") { break }
            if t.isPunct("(") || t.isPunct("[") || t.isPunct("{") || t.isPunct("<") { depth += 1 }
            if t.isPunct(")") || t.isPunct("]") || t.isPunct("}") || t.isPunct(">") { depth = max(0, depth - 1) }
            if depth == 0, t.kind == .identifier(escaped: false) { nameIndex = index }
        }
        guard let nameIndex else { return nil }
        return (tokens[nameIndex], Array(tokens[..<nameIndex]))
    }
}

/// The type part of a declaration: `NSArray<UIButton *> *` is the base `NSArray`, the generic
/// arguments `UIButton` and one `*`.
private struct TypeSpelling {
    var base = ""
    var genericText = ""
    var genericArguments: [String] = []
    var stars = 0

    init(_ tokens: [SwiftToken]) {
        var depth = 0
        for t in tokens {
            if t.isPunct("<") {
                depth += 1
                if depth == 1 { continue }
            }
            if t.isPunct(">") {
                depth = max(0, depth - 1)
                if depth == 0 { continue }
            }
            if depth > 0 {
                if t.kind == .identifier(escaped: false) {
                    if genericText.last.map({ $0.isLetter || $0.isNumber || $0 == "_" }) ?? false { genericText += " " }
                    genericText += t.text
                    if depth == 1, !genericArguments.contains(t.text) { genericArguments.append(t.text) }
                } else if t.isPunct("*") {
                    genericText += " *"
                } else if t.isPunct(",") {
                    genericText += ", "
                } else {
                    genericText += t.text
                }
            } else if t.isPunct("*") {
                stars += 1
            } else if base.isEmpty, t.kind == .identifier(escaped: false) {
                base = t.text
            }
        }
    }

    /// `UILabel *`, `NSArray<UIButton *> *`, `id<Delegate>`.
    func spelled(stars: Int) -> String {
        var text = base
        if !genericText.isEmpty { text += "<" + genericText + ">" }
        if stars > 0 { text += " " + String(repeating: "*", count: stars) }
        return text
    }
}
