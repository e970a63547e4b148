public import NibArchive
public import NibDiagnostics

/// What every coder of one load shares: the archive and the engine that builds objects.
///
/// The context holds its resolver weakly: the engine owns the context, not the other way round, so
/// no cycle outlives a load.
public final class NibDecodingContext {
    /// The document being decoded.
    public let archive: Archive
    /// Whether the archive was read from a compiled nib (worked out once, not per coder).
    let isCompiledArchive: Bool
    /// The engine that builds, caches and defers objects.
    public weak var resolver: (any NibObjectResolving)?
    /// The document's colour resources, read on first use (or handed in by a caller that loads
    /// several nibs of one document, such as a storyboard's scenes).
    public var colorResources: NibColorResources {
        if let cachedColorResources { return cachedColorResources }
        let resources = NibColorResources(archive: archive)
        cachedColorResources = resources
        return resources
    }
    private var cachedColorResources: NibColorResources?
    /// Warnings coders reported while decoding (a colour in a form or space nibload does not know),
    /// each once, in the order found.
    public private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<String> = []

    /// Creates a context.
    public init(archive: Archive, resolver: (any NibObjectResolving)?) {
        self.archive = archive
        self.resolver = resolver
        isCompiledArchive = archive.document.version == "compiled"
    }

    /// Creates a context with the document's colour resources already read.
    public init(archive: Archive, resolver: (any NibObjectResolving)?, colorResources: NibColorResources?) {
        self.archive = archive
        self.resolver = resolver
        isCompiledArchive = archive.document.version == "compiled"
        cachedColorResources = colorResources
    }

    /// Records a warning found while decoding (once per location).
    public func report(_ diagnostic: Diagnostic) {
        guard reported.insert("\(diagnostic.id) \(diagnostic.location.map { "\($0)" } ?? "")").inserted else { return }
        diagnostics.append(diagnostic)
    }

    /// A coder over an object of the archive.
    public func coder(for object: ObjectIndex) -> NibKeyedCoder {
        NibKeyedCoder(context: self, node: .object(object))
    }
}

@available(*, unavailable, message: "a decoding context belongs to one load on one actor")
extension NibDecodingContext: Sendable {}
