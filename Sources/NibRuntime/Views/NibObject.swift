public import NibCodingCore

/// The base of NibKit's archived objects that are not views (UIKit's `NSObject` subclasses such as
/// bar items, gesture recognizers, layout constraints): decodable, told `awakeFromNib`, and
/// carrying IB's identity (id, user label, custom class).
@MainActor
open class NibObject: NibDecodable, NibAwakening {
    /// The object's id in its document, if it came from one.
    public var objectID: String?
    /// The label IB shows for the object, if any.
    public var userLabel: String?
    /// The custom class IB names for the object, if any.
    public var customClassName: String?
    /// What the loader keeps on this object (opaque to the runtime).
    package var loaderState = NibLoaderState()

    /// Creates an object in code.
    public init() {}

    /// Decodes the identity; subclasses decode their own keys after calling `super`.
    public required init(coder: any NibDecoding) throws {
        objectID = coder.objectID.isEmpty ? nil : coder.objectID
        userLabel = coder.attribute("userLabel")
        customClassName = coder.attribute("customClass")
    }

    /// Called once after the nib this object came from is loaded and connected. Overrides must call
    /// `super`.
    open func awakeFromNib() {}
}
