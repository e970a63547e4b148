/// What the loader keeps on an object it built. The runtime never reads it: the stand-in record is
/// a loader type, held here as an opaque object.
package struct NibLoaderState {
    /// The loader's record of what a stand-in (a registered class standing in for an unregistered
    /// custom class) received, for later loads that see the object as a placeholder.
    package var standInRecord: AnyObject?
    /// Objects kept alive as long as this one: the objects of the storyboard nibs it owns, as UIKit's
    /// controllers keep theirs.
    package var retainedObjects: [AnyObject] = []

    /// Empty state.
    package init() {}
}

/// An object that carries ``NibLoaderState``: every ``Responder`` (views, windows, controllers),
/// ``NibObject`` and ``GenericObject``.
package protocol NibLoaderStateCarrier: AnyObject {
    /// The loader's state for this object.
    var loaderState: NibLoaderState { get set }
}

extension Responder: NibLoaderStateCarrier {}
extension NibObject: NibLoaderStateCarrier {}
extension GenericObject: NibLoaderStateCarrier {}
