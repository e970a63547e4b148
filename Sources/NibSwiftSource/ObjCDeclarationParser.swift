/// Reads `@interface`, `@implementation` and `@protocol` blocks from ``ObjCLexer`` tokens into the
/// declarations the Swift scanner produces, in one forward pass with no recursion.
///
/// - `@interface Name : Super <Protocols>` is a class whose inherited types are the superclass then
///   the protocols; lightweight generic parameters (`@interface Box<T> : NSObject`) are dropped.
/// - `@interface Name ()` (a class extension), `@interface Name (Category)` and every
///   `@implementation Name` are extensions: their members belong to the class, wherever it is
///   declared. So is `@interface Name` with no superclass (only root classes such as `NSObject` are
///   declared so), which keeps a class whose superclass the scanner cannot see unchecked.
/// - `@protocol Name <Protocols>` is a protocol; `@protocol Name;` and `@class A, B;` are skipped.
/// - Members: `@property` declarations (`IBOutlet`, `IBOutletCollection(T)`, any attributes and
///   nullability), instance variables in braces, and instance methods (`- (IBAction)tap:(id)sender`
///   is the action `tap:`; methods without `IBAction` are callable by selector, like Swift's `@objc`).
///   What key-value coding finds besides marked outlets (properties, instance variables, `set…:`
///   methods) is recorded as unmarked outlets, because loading a document sets outlets that way.
/// - Method bodies, C functions and anything else are skipped by balancing braces; a stray `@end`
///   or the next `@interface` ends a block that lacks its own.
struct ObjCDeclarationParser {
    private let tokens: [SwiftToken]
    private let file: String
    private let module: String?
    private var i = 0
    /// Whether an `NS_ASSUME_NONNULL_BEGIN` is open (for the outlets' optionality).
    private var assumeNonnull = false
    /// The declarations, in source order.
    private(set) var declarations: [SwiftTypeDeclaration] = []
    /// The directive comments, each with the declaration it applies to once that is parsed.
    private(set) var directives: [SwiftDirectiveComment]
    private let directivesBefore: [Int: [Int]]
    private let directivesOnLine: [Int: [Int]]
    /// What the code in method bodies names as selectors (see ``SwiftSourceFile/selectorReferences``).
    private(set) var selectorReferences: Set<String> = []

    init(tokens: [SwiftToken], file: String, module: String?, directives: [SwiftLexer.LexedDirective]) {
        self.tokens = tokens
        self.file = file
        self.module = module
        self.directives = directives.map {
            SwiftDirectiveComment(
                text: $0.text, position: SwiftSourcePosition(file: file, line: $0.line, column: $0.column),
                declaration: nil)
        }
        var before: [Int: [Int]] = [:]
        var onLine: [Int: [Int]] = [:]
        for (index, directive) in directives.enumerated() {
            if directive.isOwnLine {
                before[directive.nextToken, default: []].append(index)
            } else {
                onLine[directive.line, default: []].append(index)
            }
        }
        directivesBefore = before
        directivesOnLine = onLine
    }

    /// Reads the whole token stream.
    mutating func run() {
        while i < tokens.count {
            if startsContainer(at: i) {
                parseContainer()
            } else {
                trackNullability(tokens[i])
                i += 1
            }
        }
    }

    // MARK: - Tokens

    private func token(_ offset: Int = 0) -> SwiftToken? {
        let j = i + offset
        return j < tokens.count ? tokens[j] : nil
    }

    private func isPunct(_ c: String, _ offset: Int = 0) -> Bool { token(offset)?.isPunct(c) ?? false }

    private func identifier(_ offset: Int = 0) -> SwiftToken? {
        guard let t = token(offset), t.kind == .identifier(escaped: false) else { return nil }
        return t
    }

    private func position(_ token: SwiftToken) -> SwiftSourcePosition {
        SwiftSourcePosition(file: file, line: token.line, column: token.column)
    }

    /// Whether `@interface Name`, `@implementation Name` or `@protocol Name` starts at `index`
    /// (`@protocol(Name)` is an expression).
    private func startsContainer(at index: Int) -> Bool {
        let t = tokens[index]
        guard t.kind == .attribute, t.text == "interface" || t.text == "implementation" || t.text == "protocol",
            index + 1 < tokens.count
        else { return false }
        return tokens[index + 1].kind == .identifier(escaped: false)
    }

    /// Whether a token ends a block that lacks its `@end`: the next container.
    private func endsBlock(at index: Int) -> Bool {
        (tokens[index].kind == .attribute && tokens[index].text == "end") || startsContainer(at: index)
    }

    private mutating func trackNullability(_ t: SwiftToken) {
        if t.isKeyword("NS_ASSUME_NONNULL_BEGIN") { assumeNonnull = true }
        if t.isKeyword("NS_ASSUME_NONNULL_END") { assumeNonnull = false }
    }

    /// At an opening `(`, `[`, `{` or `<`: moves past its partner (or to a token that ends a block,
    /// which is not consumed, or to the end). Returns the tokens inside.
    @discardableResult
    private mutating func skipGroup() -> ArraySlice<SwiftToken> {
        guard let open = token()?.text else { return [] }
        let close: String
        switch open {
        case "(": close = ")"
        case "[": close = "]"
        case "{": close = "}"
        case "<": close = ">"
        default: return []
        }
        let start = i + 1
        var depth = 0
        while i < tokens.count {
            let t = tokens[i]
            if endsBlock(at: i) { return tokens[start..<i] }
            if t.isPunct(open) {
                depth += 1
            } else if t.isPunct(close) {
                depth -= 1
                if depth == 0 {
                    i += 1
                    return tokens[start..<(i - 1)]
                }
            }
            i += 1
        }
        return tokens[min(start, tokens.count)..<tokens.count]
    }

    /// Moves past the next `;` at this nesting level (not past a token that ends a block); returns
    /// the tokens before it.
    private mutating func skipStatement() -> ArraySlice<SwiftToken> {
        let start = i
        while i < tokens.count, !isPunct(";"), !endsBlock(at: i) {
            if isPunct("(") || isPunct("[") || isPunct("{") { skipGroup() } else { i += 1 }
        }
        let end = i
        if isPunct(";") { i += 1 }
        return tokens[start..<end]
    }

    // MARK: - Blocks

    /// At `@interface`, `@implementation` or `@protocol` followed by a name.
    private mutating func parseContainer() {
        let start = i
        let keyword = tokens[i].text
        let nameToken = tokens[i + 1]
        i += 2
        var kind: SwiftTypeDeclaration.Kind = .extension
        var inherited: [String] = []
        switch keyword {
        case "protocol":
            if isPunct(";") || isPunct(",") {
                _ = skipStatement()  // a forward declaration
                return
            }
            kind = .protocol
            if isPunct("<") { inherited = ObjCDeclarator.identifiers(in: skipGroup()) }
        case "interface":
            if isPunct("<") { skipGroup() }  // generic parameters, or a root class's protocols
            if isPunct("(") {
                skipGroup()  // a class extension or category
                if isPunct("<") { skipGroup() }
            } else if isPunct(":"), let superclass = identifier(1) {
                kind = .class
                inherited = [superclass.text]
                i += 2
                if isPunct("<") { inherited += ObjCDeclarator.identifiers(in: skipGroup()) }
            }
        default:
            if isPunct("(") { skipGroup() }
            if isPunct(":"), identifier(1) != nil { i += 2 }
        }
        attachDirectives(start: start, name: nameToken)
        var members = Members(typeName: nameToken.text)
        if isPunct("{") { parseInstanceVariables(into: &members) }
        parseBody(into: &members)
        declarations.append(
            SwiftTypeDeclaration(
                kind: kind, name: nameToken.text, qualifiedName: nameToken.text, module: module,
                inheritedTypes: inherited,
                objcName: kind == .class ? nameToken.text : nil, outlets: members.outlets, actions: members.actions,
                position: position(nameToken), language: .objectiveC))
    }

    private struct Members {
        let typeName: String
        var outlets: [SwiftOutlet] = []
        var actions: [SwiftAction] = []
    }

    /// The members up to `@end` (consumed) or the next block (not consumed).
    private mutating func parseBody(into members: inout Members) {
        var atStatementStart = true
        while let t = token() {
            if t.kind == .attribute {
                if t.text == "end" {
                    i += 1
                    return
                }
                if startsContainer(at: i) { return }
                switch t.text {
                case "property":
                    parseProperty(into: &members)
                    atStatementStart = true
                case "synthesize", "dynamic":
                    _ = skipStatement()
                    atStatementStart = true
                case "optional", "required", "public", "private", "protected", "package":
                    i += 1
                    atStatementStart = true
                default:
                    i += 1
                    atStatementStart = false
                }
            } else if (t.isPunct("-") || t.isPunct("+")) && atStatementStart {
                parseMethod(into: &members)
                atStatementStart = true
            } else if t.isPunct("{") {
                recordSelectorReferences(in: skipGroup())
                atStatementStart = true
            } else if t.isPunct(";") || t.isPunct("}") {
                i += 1
                atStatementStart = true
            } else if t.kind == .identifier(escaped: false) && ObjCDeclarator.isMacroName(t.text) {
                trackNullability(t)
                i += 1
                if isPunct("(") { skipGroup() }
            } else {
                i += 1
                atStatementStart = false
            }
        }
    }

    /// At the `{` of an instance variable block.
    private mutating func parseInstanceVariables(into members: inout Members) {
        i += 1
        while let t = token(), !t.isPunct("}"), !endsBlock(at: i) {
            if t.kind == .attribute {
                i += 1  // @private, @public, @protected, @package
                continue
            }
            let start = i
            let statement = skipStatement()
            guard !statement.isEmpty else {
                if i == start { i += 1 }
                continue
            }
            let found = ObjCDeclarator.members(
                in: statement, declaringType: members.typeName, file: file, assumeNonnull: assumeNonnull,
                isInstanceVariable: true)
            for outlet in found where outlet.isMarkedOutlet {
                if let name = statement.first(where: {
                    $0.line == outlet.position?.line && $0.column == outlet.position?.column
                }) {
                    attachDirectives(start: start, name: name)
                }
            }
            members.outlets += found
        }
        if isPunct("}") { i += 1 }
    }

    /// At `@property`.
    private mutating func parseProperty(into members: inout Members) {
        let start = i
        i += 1
        let attributes = isPunct("(") ? skipGroup() : []
        let statement = skipStatement()
        guard !attributes.contains(where: { $0.isKeyword("class") }) else { return }
        let found = ObjCDeclarator.members(
            in: statement, declaringType: members.typeName, file: file, assumeNonnull: assumeNonnull,
            isInstanceVariable: false, propertyAttributes: attributes)
        if let first = found.first?.position,
            let name = statement.first(where: { $0.line == first.line && $0.column == first.column })
        {
            attachDirectives(start: start, name: name)
        }
        members.outlets += found
    }

    /// At the `-` or `+` of a method declaration or definition.
    private mutating func parseMethod(into members: inout Members) {
        let start = i
        let isInstanceMethod = tokens[i].isPunct("-")
        i += 1
        var isIBAction = false
        if isPunct("(") { isIBAction = skipGroup().contains { $0.isKeyword("IBAction") } }
        var parts: [String] = []
        var nameToken: SwiftToken?
        while true {
            if let keyword = identifier(), isPunct(":", 1) {
                parts.append(keyword.text)
                nameToken = nameToken ?? keyword
                i += 2
            } else if !parts.isEmpty, isPunct(":") {
                parts.append("")
                i += 1
            } else {
                break
            }
            if isPunct("(") { skipGroup() }
            if identifier() != nil { i += 1 }
        }
        var selector = parts.map { $0 + ":" }.joined()
        if parts.isEmpty, let unary = identifier() {
            selector = unary.text
            nameToken = unary
            i += 1
        }
        // Attributes, `, ...`, then a body or `;`.
        while let t = token(), !t.isPunct(";"), !t.isPunct("{"), !endsBlock(at: i),
            !t.isPunct("-") || t.line == tokens[start].line
        {
            if t.isPunct("(") || t.isPunct("[") { skipGroup() } else { i += 1 }
        }
        if isPunct(";") { i += 1 }
        if isPunct("{") { recordSelectorReferences(in: skipGroup()) }
        guard isInstanceMethod, let nameToken, !selector.isEmpty else { return }
        attachDirectives(start: start, name: nameToken)
        members.actions.append(
            SwiftAction(
                name: parts.first ?? selector, swiftSignature: selector, selector: selector,
                kind: isIBAction ? .ibAction : .objc, parameterCount: parts.count, declaringType: members.typeName,
                position: position(nameToken)))
        if parts.count == 1, let key = ObjCDeclarator.key(ofSetter: parts[0]) {
            members.outlets.append(
                SwiftOutlet(
                    name: key, typeName: "", declaredType: "", isCollection: false, optionality: .implicitlyUnwrapped,
                    declaringType: members.typeName, position: position(nameToken), isMarkedOutlet: false))
        }
    }

    /// Records `@selector(…)` and the keywords of message sends in a body (an identifier after an
    /// identifier, `]` or `)` and before `:` or `]`).
    private mutating func recordSelectorReferences(in body: ArraySlice<SwiftToken>) {
        var k = body.startIndex
        while k < body.endIndex {
            let t = body[k]
            if t.kind == .attribute, t.text == "selector", k + 1 < body.endIndex, body[k + 1].isPunct("(") {
                var selector = ""
                k += 2
                while k < body.endIndex, !body[k].isPunct(")") {
                    if body[k].kind == .identifier(escaped: false) || body[k].isPunct(":") { selector += body[k].text }
                    k += 1
                }
                if !selector.isEmpty { selectorReferences.insert(selector) }
                continue
            }
            if t.kind == .identifier(escaped: false), k > body.startIndex, k + 1 < body.endIndex {
                let before = body[k - 1]
                let after = body[k + 1]
                if before.kind == .identifier(escaped: false) || before.isPunct("]") || before.isPunct(")"),
                    after.isPunct(":") || after.isPunct("]")
                {
                    selectorReferences.insert(after.isPunct(":") ? t.text + ":" : t.text)
                }
            }
            k += 1
        }
    }

    /// Gives the directives that stand before a declaration starting at token `start`, or at the end
    /// of its first line or its name's line, the name's position.
    private mutating func attachDirectives(start: Int, name: SwiftToken) {
        guard !directives.isEmpty else { return }
        var matching = directivesBefore[start] ?? []
        for line in Set([tokens[start].line, name.line]) { matching += directivesOnLine[line] ?? [] }
        for index in matching where directives[index].declaration == nil {
            directives[index].declaration = position(name)
        }
    }
}
