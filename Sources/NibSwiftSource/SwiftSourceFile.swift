/// What the scanner found in one Swift file.
public struct SwiftSourceFile: Hashable, Sendable {
    /// The path as the caller gave it.
    public var file: String
    /// The module the file belongs to, if known.
    public var module: String?
    /// Every type and extension declaration, in source order (outer before inner).
    public var types: [SwiftTypeDeclaration]
    /// The `// nibload:` directive comments, in source order.
    public var directives: [SwiftDirectiveComment]
    /// Selectors the file's Objective-C method bodies name, sorted: `@selector(a:b:)` in full, and
    /// the keywords of message sends one by one (`a:` and `b:` for `[self a:x b:y]`, `reload` for
    /// `[self reload]`). Generous on purpose: it only keeps `unused-action` quiet. Empty for Swift files.
    public var selectorReferences: [String]

    /// Creates a scanned file.
    /// - Parameters:
    ///   - file: The path.
    ///   - module: The module.
    ///   - types: The declarations.
    ///   - directives: The directive comments.
    ///   - selectorReferences: The selectors its Objective-C code names.
    public init(
        file: String, module: String?, types: [SwiftTypeDeclaration], directives: [SwiftDirectiveComment] = [],
        selectorReferences: [String] = []
    ) {
        self.file = file
        self.module = module
        self.types = types
        self.directives = directives
        self.selectorReferences = selectorReferences
    }
}

/// A `//` comment whose text starts with `nibload:` (``SwiftSourceScanner/directivePrefix``), such
/// as `// nibload:disable unused-outlet`, and the declaration it stands before.
public struct SwiftDirectiveComment: Hashable, Sendable {
    /// The text after `//`.
    public var text: String
    /// Where `//` is.
    public var position: SwiftSourcePosition
    /// The name of the type, `@IBOutlet` or action method the comment applies to: the declaration
    /// that follows it (only comments and blank lines between), when the comment is on a line of
    /// its own, or the declaration on the comment's line when it ends a line of code. Nil when it
    /// applies to none of them.
    public var declaration: SwiftSourcePosition?

    /// Creates a directive comment.
    /// - Parameters:
    ///   - text: The text after `//`.
    ///   - position: Where `//` is.
    ///   - declaration: The name position of the declaration it applies to.
    public init(text: String, position: SwiftSourcePosition, declaration: SwiftSourcePosition?) {
        self.text = text
        self.position = position
        self.declaration = declaration
    }
}
