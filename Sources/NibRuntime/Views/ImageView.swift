public import NibCodingCore
public import NibPrimitives

/// An image named by a document (IB's `image` attribute; SF Symbols carry `catalog="system"`).
nonisolated public struct ImageReference: Hashable, Sendable {
    /// The image name.
    public var name: String
    /// The catalog (`system` for SF Symbols), if any.
    public var catalog: String?

    /// Creates a reference.
    public init(name: String, catalog: String? = nil) {
        self.name = name
        self.catalog = catalog
    }
}

/// A view showing an image (`<imageView>`).
@MainActor
open class ImageView: View {
    /// The image.
    public var image: ImageReference?
    /// The highlighted image.
    public var highlightedImage: ImageReference?
    /// Whether it shows the highlighted image.
    public var isHighlighted = false

    /// Creates an image view in code.
    public override init(frame: Rect) { super.init(frame: frame) }

    /// Decodes the image names after the view's keys.
    public required init(coder: any NibDecoding) throws {
        try super.init(coder: coder)
        image = coder.attribute("image").map { ImageReference(name: $0, catalog: coder.attribute("catalog")) }
        highlightedImage = coder.attribute("highlightedImage").map { ImageReference(name: $0) }
        isHighlighted = try coder.decodeBool(forKey: "highlighted")
    }
}
