/// One of IB's attribute vocabularies as a type: a case per value IB writes
/// (`textAlignment="center"` is `TextAlignment.center`) and `other(String)` for a value this
/// library does not know, kept as written, so that output repeats the document's spelling. A string
/// literal is IB's spelling (`label.textAlignment == "center"`).
public protocol IBAttributeVocabulary: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The value IB writes as `ibValue` (`other` when it is not known).
    init(ibValue: String)
    /// IB's spelling.
    var ibValue: String { get }
}

extension IBAttributeVocabulary {
    /// The value IB writes as `value`.
    public init(stringLiteral value: String) { self.init(ibValue: value) }

    /// IB's spelling.
    public var description: String { ibValue }
}
