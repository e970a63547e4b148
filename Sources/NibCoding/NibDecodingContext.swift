public import NibArchive

/// What every coder of one load shares: the archive and the engine that builds objects.
///
/// The context holds its resolver weakly: the engine owns the context, not the other way round, so
/// no cycle outlives a load.
public final class NibDecodingContext {
    /// The document being decoded.
    public let archive: Archive
    /// The engine that builds, caches and defers objects.
    public weak var resolver: (any NibObjectResolving)?

    /// Creates a context.
    public init(archive: Archive, resolver: (any NibObjectResolving)?) {
        self.archive = archive
        self.resolver = resolver
    }

    /// A coder over an object of the archive.
    public func coder(for object: ObjectIndex) -> NibKeyedCoder {
        NibKeyedCoder(context: self, node: .object(object))
    }
}

@available(*, unavailable, message: "a decoding context belongs to one load on one actor")
extension NibDecodingContext: Sendable {}
