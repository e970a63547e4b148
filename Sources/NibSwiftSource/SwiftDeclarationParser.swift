/// The token-level half of `SwiftSourceScanner`: walks tokens once, keeping a stack of brace scopes.
struct SwiftDeclarationParser {
    private let tokens: [SwiftToken]
    private let file: String
    private let module: String?
    private(set) var declarations: [SwiftTypeDeclaration] = []
    /// The modules the file imports (`UIKit`, `AppKit`), first component only.
    private(set) var imports: [String] = []
    /// `typealias Name = Type` declarations, name qualified by enclosing types.
    private(set) var typealiases: [String: String] = [:]
    /// Names used as a call (`name(`) or inside `#selector(…)`, outside their declarations.
    private(set) var referencedNames: Set<String> = []
    /// The directive comments, each with the declaration it applies to once that is parsed.
    private(set) var directives: [SwiftDirectiveComment]
    /// Own-line directives by the index of the token after them; trailing ones by line.
    private let directivesBefore: [Int: [Int]]
    private let directivesOnLine: [Int: [Int]]

    private enum Scope {
        /// The body of `declarations[index]`.
        case type(Int)
        /// Any other braces (function bodies, closures, accessors), and the innermost type body
        /// around them, so that nested declarations find it without walking the stack.
        case other(innermostType: Int?)
    }

    private struct Attribute {
        var name: String
        var argument: String?
    }

    private var k = 0
    private var scopes: [Scope] = []
    /// One entry per open `#if`: the scope depth at the `#if`, and how many `}` of the current
    /// branch closed scopes opened before it (applied at `#endif`).
    private var conditionals: [(floor: Int, underflow: Int)] = []
    private var attributes: [Attribute] = []

    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "weak", "unowned", "lazy", "final",
        "override", "static", "dynamic", "required", "convenience", "optional", "nonisolated", "mutating",
        "nonmutating", "indirect", "prefix", "postfix", "infix", "distributed", "isolated", "consuming",
        "borrowing", "sending",
    ]

    private static let typeKeywords: [String: SwiftTypeDeclaration.Kind] = [
        "class": .class, "struct": .struct, "enum": .enum, "actor": .actor, "protocol": .protocol,
        "extension": .extension,
    ]

    /// Words that cannot be a type name after `class` (as in `class func`, `class var`).
    private static let notTypeNames: Set<String> = [
        "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override",
        "class", "public", "private", "open", "internal", "fileprivate", "required", "convenience", "where",
        "in", "dynamic", "nonisolated", "lazy", "weak", "unowned", "mutating", "async", "throws",
    ]

    init(tokens: [SwiftToken], file: String, module: String?, directives: [SwiftLexer.LexedDirective] = []) {
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

    /// Gives the directives that stand before a declaration, or at the end of one of its lines, the
    /// declaration's name position.
    /// - Parameters:
    ///   - keyword: The index of its `var`, `func`, `class`, … keyword.
    ///   - name: Its name token.
    private mutating func attachDirectives(keyword: Int, name: SwiftToken) {
        guard !directives.isEmpty else { return }
        let start = declarationStart(keyword: keyword)
        var matching = directivesBefore[start] ?? []
        for line in Set([tokens[start].line, name.line]) { matching += directivesOnLine[line] ?? [] }
        for index in matching where directives[index].declaration == nil {
            directives[index].declaration = position(name)
        }
    }

    /// The index of the first token of the declaration whose keyword is at `keyword`: its attributes
    /// (with their arguments) and modifiers (with `(set)`) come before it.
    private func declarationStart(keyword: Int) -> Int {
        var start = keyword
        var j = keyword - 1
        while j >= 0 {
            var head = j
            if tokens[j].isPunct(")") {
                // An argument list: `@objc(name:)`, `@available(*, deprecated)`, `private(set)`.
                var depth = 0
                while head >= 0 {
                    if tokens[head].isPunct(")") { depth += 1 }
                    if tokens[head].isPunct("(") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    head -= 1
                }
                head -= 1
                guard head >= 0 else { break }
            }
            let t = tokens[head]
            let isPrefix =
                t.kind == .attribute
                || (t.kind == .identifier(escaped: false) && (Self.modifiers.contains(t.text) || t.text == "class"))
            guard isPrefix, head == j || t.kind == .attribute || Self.modifiers.contains(t.text) else { break }
            start = head
            j = head - 1
        }
        return start
    }

    private func token(_ index: Int) -> SwiftToken? { index < tokens.count ? tokens[index] : nil }

    private func position(_ token: SwiftToken) -> SwiftSourcePosition {
        SwiftSourcePosition(file: file, line: token.line, column: token.column)
    }

    /// The index of the type whose body directly encloses the current token, if any.
    private var enclosingType: Int? {
        if case .type(let index)? = scopes.last { return index }
        return nil
    }

    /// The index of the innermost type body around the current token, however deep.
    private var innermostType: Int? {
        switch scopes.last {
        case .type(let index)?: index
        case .other(let index)?: index
        case nil: nil
        }
    }

    mutating func run() {
        while k < tokens.count {
            let t = tokens[k]
            switch t.kind {
            case .pound:
                handleDirective(t)
            case .attribute:
                parseAttribute()
            case .identifier(escaped: false):
                handleWord(t)
            case .punct where t.text == "{":
                scopes.append(.other(innermostType: innermostType))
                attributes.removeAll()
                k += 1
            case .punct where t.text == "}":
                closeScope()
                attributes.removeAll()
                k += 1
            default:
                attributes.removeAll()
                k += 1
            }
        }
    }

    // MARK: Scopes and conditional compilation

    private mutating func closeScope() {
        if let last = conditionals.last, scopes.count <= last.floor {
            conditionals[conditionals.count - 1].underflow += 1
        } else if !scopes.isEmpty {
            scopes.removeLast()
        }
    }

    private mutating func handleDirective(_ t: SwiftToken) {
        k += 1
        switch t.text {
        case "if":
            conditionals.append((scopes.count, 0))
            skipRestOfLine(t.line)
        case "elseif", "else":
            if let last = conditionals.last {
                if scopes.count > last.floor { scopes.removeLast(scopes.count - last.floor) }
                conditionals[conditionals.count - 1].underflow = 0
            }
            skipRestOfLine(t.line)
        case "endif":
            if let last = conditionals.popLast() {
                for _ in 0..<last.underflow { closeScope() }
            }
        case "selector":
            attributes.removeAll()
            guard let open = token(k), open.isPunct("(") else { return }
            let start = k
            _ = collectBalanced()
            for index in start..<k where tokens[index].isIdentifier { referencedNames.insert(tokens[index].text) }
        default:
            attributes.removeAll()
        }
    }

    private mutating func skipRestOfLine(_ line: Int) {
        while let t = token(k), t.line == line { k += 1 }
    }

    // MARK: Attributes

    private mutating func parseAttribute() {
        let name = tokens[k].text
        let line = tokens[k].line
        k += 1
        var argument: String?
        if let open = token(k), open.isPunct("("), open.line == line {
            argument = collectBalanced()
        }
        attributes.append(Attribute(name: name, argument: argument))
    }

    /// At an opening `(`, `[` or `<`: skips to just after its match and returns the text between,
    /// tokens joined without spaces. Stops early at a `}` that closes braces opened before it.
    private mutating func collectBalanced() -> String {
        var depth = 0
        var braces = 0
        var text = ""
        let start = k
        let isAngle = token(k)?.isPunct("<") ?? false
        while let t = token(k) {
            if isAngle, t.isPunct("{") || t.isPunct("}") || t.isPunct(";") { return text }
            if t.kind == .punct {
                switch t.text {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth -= 1
                case "{": braces += 1
                case "}":
                    braces -= 1
                    if braces < 0 { return text }
                default: break
                }
            }
            k += 1
            if depth == 0 { return text }
            if k - 1 != start { text += t.text }
        }
        return text
    }

    private func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    // MARK: Declarations

    private mutating func handleWord(_ t: SwiftToken) {
        if Self.modifiers.contains(t.text) {
            k += 1
            if let open = token(k), open.isPunct("("), open.line == t.line { _ = collectBalanced() }
            return
        }
        if let kind = Self.typeKeywords[t.text], let next = token(k + 1), next.isIdentifier, next.line == t.line,
            next.kind == .identifier(escaped: true) || !Self.notTypeNames.contains(next.text)
        {
            parseTypeDeclaration(kind: kind)
            return
        }
        if t.text == "class" {
            // `class func`, `class var`: a modifier.
            k += 1
            return
        }
        switch t.text {
        case "func" where enclosingType != nil:
            parseFunction()
        case "var" where enclosingType != nil, "let" where enclosingType != nil:
            parseProperty(isVariable: t.text == "var")
        case "import":
            parseImport()
        case "typealias":
            parseTypealias()
        default:
            attributes.removeAll()
            if let next = token(k + 1), next.isPunct("("), k == 0 || !tokens[k - 1].isKeyword("func") {
                referencedNames.insert(t.text)
            }
            k += 1
        }
    }

    /// `import UIKit`, `import class AppKit.NSView`, `@testable import App`: records the module.
    private mutating func parseImport() {
        attributes.removeAll()
        let line = tokens[k].line
        k += 1
        if let kind = token(k), kind.line == line,
            ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind.text),
            let after = token(k + 1), after.isIdentifier, after.line == line
        {
            k += 1
        }
        if let module = token(k), module.isIdentifier, module.line == line {
            imports.append(module.text)
            k += 1
        }
    }

    /// `typealias Name = Type`: records the alias (generic aliases keep the type without arguments).
    private mutating func parseTypealias() {
        attributes.removeAll()
        k += 1
        guard let nameToken = token(k), nameToken.isIdentifier else { return }
        k += 1
        if let open = token(k), open.isPunct("<") { _ = collectBalanced() }
        guard let equals = token(k), equals.isPunct("=") else { return }
        k += 1
        var target = ""
        while let t = token(k), t.line == equals.line || target.isEmpty, t.isIdentifier || t.isPunct(".") {
            target += t.text
            k += 1
        }
        guard !target.isEmpty else { return }
        let prefix = innermostType.map { declarations[$0].qualifiedName + "." } ?? ""
        typealiases[prefix + nameToken.text] = target
    }

    private mutating func parseTypeDeclaration(kind: SwiftTypeDeclaration.Kind) {
        let keyword = k
        k += 1
        guard let nameToken = token(k) else { return }
        var name = nameToken.text
        k += 1
        if kind == .extension {
            while let dot = token(k), dot.isPunct("."), let part = token(k + 1), part.isIdentifier {
                name += "." + part.text
                k += 2
            }
        }
        if let open = token(k), open.isPunct("<") { _ = collectBalanced() }
        var inherited: [String] = []
        if let colon = token(k), colon.isPunct(":") {
            k += 1
            inherited = parseInheritanceList()
        }
        // Skip a `where` clause and anything else up to the body.
        while let t = token(k), !t.isPunct("{"), !t.isPunct("}"), !t.isPunct(";") {
            if t.kind == .identifier(escaped: false), Self.typeKeywords[t.text] != nil || t.text == "func" { break }
            k += 1
        }
        let objcName = attributes.first { $0.name == "objc" }?.argument.flatMap { $0.isEmpty ? nil : $0 }
        let objcMembers = hasAttribute("objcMembers")
        attributes.removeAll()
        let prefix = innermostType.map { declarations[$0].qualifiedName + "." } ?? ""
        var declaration = SwiftTypeDeclaration(
            kind: kind, name: name, qualifiedName: prefix + name, module: module, inheritedTypes: inherited,
            objcName: objcName, position: position(nameToken))
        declaration.isObjCMembers = objcMembers
        declarations.append(declaration)
        attachDirectives(keyword: keyword, name: nameToken)
        if let open = token(k), open.isPunct("{") {
            scopes.append(.type(declarations.count - 1))
            k += 1
        }
    }

    /// After `:`: reads comma-separated types up to `where` or `{`, dropping generic arguments and
    /// attributes such as `@unchecked`.
    private mutating func parseInheritanceList() -> [String] {
        var result: [String] = []
        var current = ""
        while let t = token(k) {
            if t.isPunct("{") || t.isPunct("}") || t.isPunct(";") || t.isKeyword("where") { break }
            if t.kind == .punct, t.text == "<" || t.text == "(" || t.text == "[" {
                _ = collectBalanced()
                continue
            }
            if t.isPunct(",") {
                if !current.isEmpty { result.append(current) }
                current = ""
            } else if t.isIdentifier || t.isPunct(".") || t.isPunct("&") {
                current += t.text
            }
            k += 1
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    private mutating func parseProperty(isVariable: Bool) {
        let keyword = k
        k += 1
        guard let typeIndex = enclosingType, let nameToken = token(k), nameToken.isIdentifier else {
            attributes.removeAll()
            return
        }
        let isOutlet = hasAttribute("IBOutlet")
        let isObjC = hasAttribute("objc") || hasAttribute("NSManaged")
        let isStatic = (max(0, keyword - 3)..<keyword).contains {
            tokens[$0].isKeyword("static") || tokens[$0].isKeyword("class")
        }
        attributes.removeAll()
        if !isOutlet, isVariable, !isStatic {
            if isObjC {
                declarations[typeIndex].objcProperties.append(nameToken.text)
            } else {
                declarations[typeIndex].plainProperties.append(nameToken.text)
            }
        }
        k += 1
        var declared = ""
        if let colon = token(k), colon.isPunct(":") {
            k += 1
            declared = parseTypeText()
        }
        guard isOutlet else { return }
        let shape = OutletTypeShape(declared)
        declarations[typeIndex].outlets.append(
            SwiftOutlet(
                name: nameToken.text, typeName: shape.typeName, declaredType: declared,
                isCollection: shape.isCollection, optionality: shape.optionality,
                declaringType: declarations[typeIndex].qualifiedName, position: position(nameToken)))
        attachDirectives(keyword: keyword, name: nameToken)
    }

    /// Reads a type annotation: stops at `=`, `{`, `}`, `;`, `,` or the end of the line, outside brackets.
    private mutating func parseTypeText() -> String {
        var text = ""
        var depth = 0
        var previous: SwiftToken?
        while let t = token(k) {
            if depth == 0 {
                if let previous, t.line != previous.line { break }
                if t.kind == .punct, ["=", "{", "}", ";", ","].contains(t.text) { break }
                if t.kind == .attribute || t.kind == .pound { break }
            }
            if t.kind == .punct {
                switch t.text {
                case "(", "[", "<": depth += 1
                case ")", "]", ">": depth = max(0, depth - 1)
                case "{", "}": if depth > 0 { return text }
                default: break
                }
            }
            if let previous, previous.isIdentifier, t.isIdentifier { text += " " }
            text += t.kind == .arrow ? " -> " : (t.isPunct(",") ? ", " : (t.isPunct(":") ? ": " : t.text))
            previous = t
            k += 1
        }
        return text
    }

    private mutating func parseFunction() {
        let keyword = k
        k += 1
        guard let typeIndex = enclosingType, let nameToken = token(k) else { return }
        let kind: SwiftAction.Kind? =
            hasAttribute("IBAction")
            ? .ibAction : hasAttribute("IBSegueAction") ? .ibSegueAction : hasAttribute("objc") ? .objc : nil
        let override = attributes.first { $0.name == "objc" }?.argument.flatMap { $0.isEmpty ? nil : $0 }
        attributes.removeAll()
        // The name: an identifier, or an operator made of punctuation characters.
        var name = nameToken.text
        k += 1
        if !nameToken.isIdentifier {
            while let t = token(k), t.kind == .punct, !t.isPunct("("), !t.isPunct("{"), !t.isPunct("}") {
                name += t.text
                k += 1
            }
        }
        if let open = token(k), open.isPunct("<") { _ = collectBalanced() }
        guard let open = token(k), open.isPunct("(") else { return }
        let labels = parseParameterLabels()
        guard nameToken.isIdentifier else { return }
        let signature = name + "(" + labels.map { $0 + ":" }.joined() + ")"
        let action = SwiftAction(
            name: name, swiftSignature: signature,
            selector: override ?? SwiftAction.selector(name: name, labels: labels), kind: kind ?? .objc,
            parameterCount: labels.count, declaringType: declarations[typeIndex].qualifiedName,
            position: position(nameToken))
        guard kind != nil else {
            // Visible to the Objective-C runtime only if the class is `@objcMembers`.
            declarations[typeIndex].plainMethods.append(action)
            return
        }
        declarations[typeIndex].actions.append(action)
        attachDirectives(keyword: keyword, name: nameToken)
    }

    /// At `(` of a parameter list: returns each parameter's external label (`_` for none) and moves
    /// past the matching `)`.
    private mutating func parseParameterLabels() -> [String] {
        var reader = ParameterLabelReader()
        while let t = token(k) {
            k += 1
            switch reader.read(t) {
            case .more:
                continue
            case .closed:
                return reader.labels
            case .closedBefore:
                k -= 1
                return reader.labels
            }
        }
        reader.finishParameter()
        return reader.labels
    }
}

/// Reads the tokens of a parameter list one at a time, from its `(` on, collecting each
/// parameter's external label (the first word before its `:`, without modifiers; `_` for none).
private struct ParameterLabelReader {
    /// What the token just read means for the list.
    enum Step {
        /// The list goes on.
        case more
        /// The token closed the list.
        case closed
        /// The list ended before the token (an unbalanced `}`: the parameter list was malformed).
        case closedBefore
    }

    private static let parameterModifiers: Set<String> = ["inout", "borrowing", "consuming", "isolated", "sending"]

    /// The labels so far.
    private(set) var labels: [String] = []
    private var depth = 0
    private var braces = 0
    private var words: [String] = []
    private var sawColon = false
    private var inDefault = false
    private var isEmpty = true

    /// Ends the current parameter (nothing when it had no tokens).
    mutating func finishParameter() {
        if !isEmpty { labels.append(words.first ?? "_") }
    }

    /// Reads the next token of the list.
    mutating func read(_ t: SwiftToken) -> Step {
        if t.kind == .punct {
            switch t.text {
            case "(", "[":
                depth += 1
                if depth == 1 { return .more }
            case ")", "]":
                depth -= 1
                if depth == 0 {
                    finishParameter()
                    return .closed
                }
            case "<" where !inDefault: depth += 1
            case ">" where !inDefault: depth -= 1
            case "{": braces += 1
            case "}":
                braces -= 1
                if braces < 0 {
                    finishParameter()
                    return .closedBefore
                }
            case "," where depth == 1 && braces == 0:
                finishParameter()
                (words, sawColon, inDefault, isEmpty) = ([], false, false, true)
                return .more
            case ":" where depth == 1 && braces == 0: sawColon = true
            case "=" where depth == 1 && braces == 0: inDefault = true
            default: break
            }
        }
        if depth < 1 { depth = 1 }
        isEmpty = false
        if !sawColon, depth == 1, t.isIdentifier,
            t.kind == .identifier(escaped: true) || !Self.parameterModifiers.contains(t.text)
        {
            words.append(t.text)
        }
        return .more
    }
}
