/// Size limits of one parse, so that no input makes the reader slow or large.
///
/// A document that passes a limit is rejected where it passes it, with a diagnostic at that
/// position (its id names the limit) and ``XMLParseResult/Failure/limitExceeded``; nothing after
/// that point is read. Sizes are counted in the bytes of the file. The defaults are far above any
/// real Interface Builder document (the largest we know holds about 5,600 elements and 60,000
/// attributes); raise them for machine-made input.
public struct ReaderLimits: Sendable, Hashable {
    /// The largest document read, in bytes (`document-too-large`).
    public var maximumDocumentBytes: Int
    /// The most elements in one document (`too-many-elements`).
    public var maximumElements: Int
    /// The most attributes on one element, namespace declarations included (`too-many-attributes`).
    public var maximumAttributesPerElement: Int
    /// The most attributes in one document, namespace declarations included
    /// (`too-many-attributes`).
    public var maximumAttributes: Int
    /// The longest attribute value, in bytes as written (`attribute-value-too-large`).
    public var maximumAttributeValueBytes: Int
    /// The longest element or attribute name, in bytes (`name-too-long`).
    public var maximumNameBytes: Int

    /// 256 MiB.
    public static let defaultMaximumDocumentBytes = 256 << 20
    /// 2,000,000 elements.
    public static let defaultMaximumElements = 2_000_000
    /// 1,000 attributes on one element.
    public static let defaultMaximumAttributesPerElement = 1_000
    /// 8,000,000 attributes in one document.
    public static let defaultMaximumAttributes = 8_000_000
    /// 32 MiB.
    public static let defaultMaximumAttributeValueBytes = 32 << 20
    /// 50,000 bytes (libxml2's own limit when it is not told to accept huge input).
    public static let defaultMaximumNameBytes = 50_000

    /// Creates limits; every one defaults to its `default…` value.
    public init(
        maximumDocumentBytes: Int = ReaderLimits.defaultMaximumDocumentBytes,
        maximumElements: Int = ReaderLimits.defaultMaximumElements,
        maximumAttributesPerElement: Int = ReaderLimits.defaultMaximumAttributesPerElement,
        maximumAttributes: Int = ReaderLimits.defaultMaximumAttributes,
        maximumAttributeValueBytes: Int = ReaderLimits.defaultMaximumAttributeValueBytes,
        maximumNameBytes: Int = ReaderLimits.defaultMaximumNameBytes
    ) {
        self.maximumDocumentBytes = maximumDocumentBytes
        self.maximumElements = maximumElements
        self.maximumAttributesPerElement = maximumAttributesPerElement
        self.maximumAttributes = maximumAttributes
        self.maximumAttributeValueBytes = maximumAttributeValueBytes
        self.maximumNameBytes = maximumNameBytes
    }
}
