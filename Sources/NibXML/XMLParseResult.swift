public import NibDiagnostics

/// What reading one file gave: the tree (complete, or as far as it got) and the problems found.
public struct XMLParseResult: Sendable {
    /// Why a parse did not produce a complete document.
    public enum Failure: String, Sendable, Hashable {
        /// The file could not be opened or read.
        case cannotOpen
        /// The file is empty or only white space.
        case empty
        /// The XML is not well-formed (this includes invalid UTF-8 and truncation).
        case notWellFormed
        /// The document declares entities, which nibload refuses to process.
        case entityDeclaration
        /// Elements nest deeper than the configured limit.
        case tooDeep
        /// The document's DTD declares an element type, attribute list or notation, which nibload
        /// refuses to apply.
        case dtdDeclaration
        /// The document passes one of its ``ReaderLimits``.
        case limitExceeded
    }

    /// The element tree; partial when ``failure`` is set.
    public var tree: XMLTree
    /// Every problem found, in order.
    public var diagnostics: [Diagnostic]
    /// Why the parse stopped early, or nil when the document was read completely.
    public var failure: Failure?

    /// Creates a result.
    public init(tree: XMLTree, diagnostics: [Diagnostic], failure: Failure?) {
        self.tree = tree
        self.diagnostics = diagnostics
        self.failure = failure
    }
}
