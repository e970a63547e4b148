public import NibCodingCore

/// A class that Interface Builder documents can archive: built with `init(coder:)` from the keyed
/// values of its element.
///
/// `init(coder:)` is the one initializer path for archived objects; the designated initializers of
/// a class are not called for them. Decode only your own keys, call `super.init(coder:)`
/// first, and never message other nib objects from it: they may not exist yet, and back-references
/// arrive through `NibDecoding/decodeObject(forKey:whenResolved:)`.
public protocol NibDecodable: AnyObject {
    /// Builds the object from its archived values.
    /// - Throws: `NibDecodingError` (or any error) when a value cannot be read; the load fails
    ///   and reports the object's class and location.
    init(coder: any NibDecoding) throws
}

/// A class IB can archive as a `customObject` (UIKit's `UICustomObject` swap): created with plain
/// `init()` rather than `init(coder:)`. It still gets `awakeFromNib`.
public protocol NibCustomObjectInitializable: AnyObject {
    /// Creates the object.
    init()
}

/// An object that wants to hear that its nib finished loading.
///
/// `awakeFromNib()` is sent once per load to every decoded object, after every object exists, every
/// runtime attribute is applied and every connection is made, in document pre-order; never to the
/// owner, First Responder or external objects.
public protocol NibAwakening: AnyObject {
    /// Called after the whole nib is loaded and connected.
    func awakeFromNib()
}

/// The Swift stand-in for `+initialize`: a class hook the loader runs once per
/// concrete class, before that class's first instance is decoded, superclass hooks first.
///
/// Like `+initialize`, a class that does not implement its own hook inherits its superclass's,
/// which then runs again for it; guard with `if self == MyClass.self` when that matters.
public protocol NibClassPreparing: AnyObject {
    /// Prepares the class; called once per class per process.
    static func prepareClass()
}
