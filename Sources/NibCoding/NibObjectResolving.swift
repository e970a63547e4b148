public import NibArchive
public import NibDiagnostics

/// What the instantiation engine answers when a coder asks for an archived object.
public enum NibObjectResolution {
    /// The object exists (built, or a placeholder's substitute).
    case resolved(AnyObject)
    /// The reference names nothing available in this load (a placeholder nobody supplied, an
    /// object of another storyboard scene): it decodes as nil.
    case absent
    /// The object is being built right now, up the construction chain (a back-reference in a cycle),
    /// or was not safe to build yet. Plain `decodeObject(forKey:)` returns nil; the
    /// `whenResolved:` variants get it once it is done.
    case pending
}

/// The instantiation engine as a coder sees it: the object cache with its in-progress table.
///
/// ``NibKeyedCoder`` never builds objects itself. It asks its resolver, which returns a cached
/// object, builds a not-yet-visited one without recursing into objects under construction, or
/// answers ``NibObjectResolution/pending`` for a back-reference and runs the deferred fix-up later.
public protocol NibObjectResolving: AnyObject {
    /// The object at `index`, requested under `key` by the object being decoded.
    /// - Throws: the error of building the object on demand.
    func resolveObject(_ index: ObjectIndex, key: String, location: SourceLocation) throws(NibDecodingError)
        -> NibObjectResolution
    /// Runs `body` once the object at `index` is built (before connections and `awakeFromNib`);
    /// never, if it is not built in this load.
    func whenResolved(_ index: ObjectIndex, perform body: @escaping (AnyObject) -> Void)
}
