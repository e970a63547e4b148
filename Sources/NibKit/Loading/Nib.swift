public import NibArchive
import NibCompiled
public import NibDiagnostics

/// A loaded Interface Builder document (a `.xib`) that can be instantiated any number of times,
/// like `UINib`.
///
/// ```swift
/// let nib = try Nib(contentsOf: "ProfileView.xib")
/// let owner = ProfileViewController()
/// let objects = try nib.instantiate(owner: owner)
/// ```
///
/// Each ``instantiate(owner:externalObjects:)`` follows UIKit's order: every object is
/// created with `init(coder:)` (or `init()` for `customObject`s), then user-defined runtime
/// attributes are applied, then outlets, outlet collections and actions are connected in document
/// order, then `awakeFromNib` goes to every created object in document pre-order, never to the
/// owner, First Responder or external objects. Each call builds a new, disjoint object graph.
public final class Nib {
    /// The interpreted document.
    public let archive: Archive
    /// The classes the document's class names resolve to.
    public let registry: NibClassRegistry
    /// How unmatched classes and missing external objects are treated.
    public var options: NibLoadOptions
    /// Problems found reading the document (none of them errors that prevent loading).
    public let diagnostics: [Diagnostic]

    /// Wraps an already loaded archive.
    public init(archive: Archive, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default) {
        self.archive = archive
        self.registry = registry
        self.options = options
        diagnostics = archive.diagnostics
    }

    /// Reads a document from a file: a `.xib`, a compiled `.nib` (file or folder), or
    /// `nibload compile` output, chosen by content.
    /// - Throws: ``NibLoadingError/unreadableDocument(file:diagnostics:)`` when it cannot be opened
    ///   or is not a current-format Interface Builder document.
    public convenience init(
        contentsOf path: String, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default
    ) throws {
        try self.init(loaded: DocumentLoader.load(contentsOf: path), registry: registry, options: options)
    }

    /// Reads a document held in memory: IB's XML or a compiled nib (chosen by its first bytes).
    public convenience init(
        data: some Collection<UInt8>, name: String, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default
    ) throws {
        try self.init(loaded: DocumentLoader.load(bytes: data, file: name), registry: registry, options: options)
    }

    /// Reads a document held in a string.
    public convenience init(
        string: String, name: String, registry: NibClassRegistry = .shared, options: NibLoadOptions = .default
    ) throws {
        try self.init(loaded: ArchiveLoader.load(string: string, file: name), registry: registry, options: options)
    }

    convenience init(loaded: ArchiveLoadResult, registry: NibClassRegistry, options: NibLoadOptions) throws {
        switch loaded.outcome {
        case .malformed, .cannotOpen:
            throw NibLoadingError.unreadableDocument(file: loaded.archive.file, diagnostics: loaded.diagnostics)
        case .ok, .errors:
            self.init(archive: loaded.archive, registry: registry, options: options)
        }
    }

    /// Instantiates the document's objects.
    /// - Parameters:
    ///   - owner: The object File's Owner stands for; when nil, a recording ``NibStandInObject``.
    ///   - externalObjects: Objects for `placeholder` elements with other identifiers, by identifier.
    /// - Returns: The top-level objects, placeholders excluded, in document order.
    /// - Throws: ``NibLoadingError``: a decoding failure, an unknown class under strict options, a
    ///   missing outlet (before any `awakeFromNib` is sent), a mistyped outlet, a missing external object.
    public func instantiate(owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]) throws -> [AnyObject] {
        try instantiateWithResult(owner: owner, externalObjects: externalObjects).topLevelObjects
    }

    /// Instantiates the document's objects and returns everything the load produced: objects,
    /// counts, warnings and stand-ins.
    public func instantiateWithResult(owner: AnyObject? = nil, externalObjects: [String: AnyObject] = [:]) throws
        -> NibInstantiationResult
    {
        var proxies: [ObjectIndex: AnyObject] = [:]
        var roots: [ObjectIndex] = []
        for index in archive.topLevelObjects {
            roots.append(index)
            guard let placeholder = archive[index].placeholder else { continue }
            proxies[index] = try NibProxies.object(
                for: placeholder, record: archive[index], owner: owner, externalObjects: externalObjects,
                options: options)
        }
        let scope = NibScope(archive: archive, roots: roots)
        var instantiation = NibInstantiation(
            archive: archive, scope: scope, proxies: proxies, registry: registry, options: options)
        instantiation.installsInlineViews = true
        instantiation.adoptsRelationships = true
        return try instantiation.run().result
    }
}

/// The objects placeholders stand for during a load.
enum NibProxies {
    static func object(
        for placeholder: Placeholder, record: ArchivedObject, owner: AnyObject?, externalObjects: [String: AnyObject],
        options: NibLoadOptions
    ) throws -> AnyObject {
        switch placeholder {
        case .filesOwner:
            return owner ?? NibStandInObject(className: record.qualifiedCustomClass, role: placeholder.label)
        case .firstResponder:
            return NibFirstResponderProxy.shared
        case .external(let identifier):
            if let object = externalObjects[identifier] { return object }
            guard options.standInsForMissingExternalObjects else {
                throw NibLoadingError.missingExternalObject(identifier: identifier, location: record.location)
            }
            return NibStandInObject(className: record.qualifiedCustomClass, role: placeholder.label)
        case .application, .exit, .storyboardReference:
            return NibStandInObject(className: record.qualifiedCustomClass, role: placeholder.label)
        }
    }
}
