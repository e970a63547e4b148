public import NibArchive
public import NibCoding
import NibCompiled
public import NibDiagnostics

/// A loaded storyboard whose scenes can be instantiated, like `UIStoryboard`.
///
/// ```swift
/// let storyboard = try Storyboard(contentsOf: "Main.storyboard")
/// let home = try storyboard.instantiateViewController(identifier: "Home") as? HomeViewController
/// home?.loadViewIfNeeded()   // the view nib loads now, with `home` as File's Owner
/// ```
///
/// Each scene behaves as two nibs. Instantiating a controller builds its *controller
/// nib*: the controller, what it owns besides its view (navigation item, bar button items, a
/// navigation controller's bar), and every controller a relationship segue adopts (a navigation
/// controller's root, a tab bar controller's tabs), all with `init(coder:)`, then their runtime
/// attributes, connections and `awakeFromNib`, before the call returns. The view
/// hierarchy is the *view nib*: it is loaded only when the controller's view is first asked for,
/// with the controller as File's Owner, and its objects get their own `awakeFromNib` then; the
/// controller gets no second one (SB2). Segues stay as templates on their controller.
///
/// Storyboard references (`viewControllerPlaceholder`) resolve to `<storyboardFolder>/<name>.storyboard`;
/// one that cannot be resolved is a ``NibLoadingError/unresolvableStoryboardReference(_:)``.
public final class Storyboard {
    /// The interpreted document.
    public let archive: Archive
    /// The document's colour resources, read once for all the nibs of its scenes.
    lazy var colorResources = NibColorResources(archive: archive)
    /// The storyboard's name (the file name without `.storyboard`).
    public let name: String
    /// Where storyboard references look for the storyboards they name; nil resolves only references
    /// into this storyboard.
    public let storyboardFolder: String?
    /// The classes the document's class names resolve to.
    public let registry: NibClassRegistry
    /// How unmatched classes, external objects and references are treated.
    public var options: NibLoadOptions
    /// Problems found reading the document (none of them errors that prevent loading).
    public let diagnostics: [Diagnostic]
    /// The runner the objects it instantiates report to until they join a window; nil for
    /// ``Runner/current`` (the storyboard that referred to this one passes its own on).
    public weak var runner: Runner?

    let scenes: StoryboardScenes
    var loadLog: [StoryboardLoadRecord] = []
    private var referencedStoryboards: [String: Storyboard] = [:]
    /// The storyboard whose reference loaded this one.
    weak var referrer: Storyboard?

    /// Wraps an already loaded archive.
    /// - Parameters:
    ///   - archive: The interpreted document.
    ///   - name: The storyboard's name; by default the archive's file name without directories and
    ///     extension.
    ///   - storyboardFolder: Where references to other storyboards are looked up; by default the
    ///     folder of the archive's file.
    ///   - registry: The classes the document's class names resolve to.
    ///   - options: How unmatched classes, external objects, references and actions are treated.
    public init(
        archive: Archive, name: String? = nil, storyboardFolder: String? = nil, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default
    ) {
        self.archive = archive
        self.name = name ?? StoryboardPaths.baseName(of: archive.file)
        self.storyboardFolder = storyboardFolder ?? StoryboardPaths.folder(of: archive.file)
        self.registry = registry
        self.options = options
        diagnostics = archive.diagnostics
        scenes = StoryboardScenes(archive: archive)
    }

    /// Reads a storyboard file.
    /// - Throws: ``NibLoadingError/unreadableDocument(file:diagnostics:)`` when it cannot be opened or
    ///   is not a current-format Interface Builder document.
    public convenience init(
        contentsOf path: String, storyboardFolder: String? = nil, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default
    ) throws {
        let loaded = DocumentLoader.load(contentsOf: path)
        try StoryboardPaths.checkReadable(loaded)
        // References are looked for beside the file read (a compiled storyboard keeps the name of
        // the XML it came from).
        self.init(
            archive: loaded.archive, storyboardFolder: storyboardFolder ?? StoryboardPaths.folder(of: path),
            registry: registry,
            options: options)
    }

    /// Reads a storyboard held in a string.
    public convenience init(
        string: String, name: String, storyboardFolder: String? = nil, registry: NibClassRegistry = .shared,
        options: NibLoadOptions = .default
    ) throws {
        let loaded = ArchiveLoader.load(string: string, file: name)
        try StoryboardPaths.checkReadable(loaded)
        self.init(archive: loaded.archive, storyboardFolder: storyboardFolder, registry: registry, options: options)
    }

    /// The identifiers ``instantiateViewController(identifier:)`` accepts: every scene's
    /// `storyboardIdentifier`, in document order.
    public var identifiers: [String] { scenes.identifiers }

    /// Instantiates the initial view controller (`initialViewController`).
    /// - Returns: The controller, or nil when the storyboard names none.
    /// - Throws: ``NibLoadingError`` when loading fails, or when the initial controller is not a
    ///   ``ViewController`` (an AppKit window controller: use ``instantiateInitialController()``).
    public func instantiateInitialViewController() throws -> ViewController? {
        guard let object = try instantiateInitialController() else { return nil }
        return try Self.viewController(
            object, identifier: "initial view controller",
            location: archive.initialViewController.map { archive[$0].location })
    }

    /// Instantiates the controller with a storyboard identifier.
    /// - Throws: ``NibLoadingError/unknownIdentifier(_:)`` when no scene has it
    ///, or any loading error.
    public func instantiateViewController(identifier: String) throws -> ViewController {
        try instantiateViewController(identifier: identifier, creator: nil)
    }

    /// Instantiates the controller with a storyboard identifier through a creator, as
    /// `instantiateViewController(identifier:creator:)` does: the creator receives the controller's
    /// coder and returns a controller built with `init(coder:)` from it (a subclass with extra
    /// parameters, say), or nil for the default.
    /// - Throws: ``NibLoadingError/creatorDidNotUseCoder(identifier:location:)`` when the creator
    ///   returns a controller that was not initialised from that coder.
    public func instantiateViewController(
        identifier: String, creator: ((any NibDecoding) throws -> ViewController?)?
    ) throws -> ViewController {
        guard let index = scenes.controller(identifier: identifier) else {
            throw NibLoadingError.unknownIdentifier(
                .init(
                    storyboard: name, identifier: identifier,
                    location: SourceLocation(file: archive.file, line: 1, column: 1)))
        }
        let object = try instantiateController(at: index, identifier: identifier, creator: creator)
        return try Self.viewController(object, identifier: identifier, location: archive[index].location)
    }

    /// Instantiates the initial controller whatever its class (AppKit storyboards start with window
    /// controllers, which NibKit decodes generically); nil when there is none.
    ///
    /// An initial controller that is a storyboard reference (`viewControllerPlaceholder`) is the
    /// controller it names, found as a segue destination's reference is.
    /// - Throws: ``NibLoadingError/unresolvableStoryboardReference(_:)``
    ///   naming the storyboard file and identifier looked for, when the reference cannot be resolved.
    public func instantiateInitialController() throws -> AnyObject? {
        guard let index = archive.initialViewController else { return nil }
        if archive[index].isPlaceholder { return try resolveReference(index, standIn: false) }
        return try instantiateController(at: index, identifier: nil, creator: nil)
    }

    /// Instantiates the controller with a storyboard identifier whatever its class.
    public func instantiateController(identifier: String) throws -> AnyObject {
        guard let index = scenes.controller(identifier: identifier) else {
            throw NibLoadingError.unknownIdentifier(
                .init(
                    storyboard: name, identifier: identifier,
                    location: SourceLocation(file: archive.file, line: 1, column: 1)))
        }
        return try instantiateController(at: index, identifier: identifier, creator: nil)
    }

    private static func viewController(_ object: AnyObject, identifier: String, location: SourceLocation?) throws
        -> ViewController
    {
        guard let controller = object as? ViewController else {
            throw NibLoadingError.initializerFailed(
                .init(
                    className: String(describing: type(of: object)), objectID: identifier,
                    reason: "the controller is not a ViewController; use instantiateController",
                    location: location ?? SourceLocation(file: "", line: 0, column: 0)))
        }
        return controller
    }

    // MARK: Storyboard references

    /// The storyboard a reference names (this one when the name is nil or its own).
    func storyboard(named referenced: String?) throws -> Storyboard? {
        guard let referenced, referenced != name else { return self }
        if let cached = referencedStoryboards[referenced] { return cached }
        guard let folder = storyboardFolder else { return nil }
        // The XML storyboard, else its compiled folder.
        let path =
            DocumentLoader.path(named: referenced, in: folder, extensions: ["storyboard", "storyboardc"])
            ?? StoryboardPaths.join(folder, referenced + ".storyboard")
        let loaded = DocumentLoader.load(contentsOf: path, displayName: path)
        guard loaded.outcome == .ok || loaded.outcome == .errors else { return nil }
        let storyboard = Storyboard(
            archive: loaded.archive, name: referenced, storyboardFolder: folder, registry: registry, options: options)
        storyboard.referrer = self
        referencedStoryboards[referenced] = storyboard
        return storyboard
    }

    /// The file a reference to `referenced` reads (this storyboard's own for nil or its own name).
    func storyboardFile(named referenced: String?) -> String {
        guard let referenced, referenced != name else { return archive.file }
        let file = referenced + ".storyboard"
        return storyboardFolder.map { StoryboardPaths.join($0, file) } ?? file
    }

    /// The references being resolved, so that one leading back to itself (an initial controller
    /// that is a reference to its own storyboard's initial controller) is an error, not a loop.
    private static var referencesBeingResolved: Set<StoryboardSceneKey> = []

    /// Instantiates the controller a `viewControllerPlaceholder` stands for.
    /// - Parameter standIn: Whether an unresolvable reference becomes a stand-in object (with an
    ///   `unresolved-storyboard-reference` warning) when ``options`` allow it, as a relationship's
    ///   does; the initial controller and segue destinations pass false: they must be controllers.
    func resolveReference(_ index: ObjectIndex, standIn: Bool = true) throws -> AnyObject {
        let record = archive[index]
        guard case .storyboardReference(let storyboardName, let identifier) = record.placeholder else {
            return NibStandInObject(
                className: record.qualifiedCustomClass, role: record.placeholder?.label ?? record.element)
        }
        let shownName = storyboardName ?? name
        let file = storyboardFile(named: storyboardName)
        let key = sceneKey(of: index)
        do {
            guard Self.referencesBeingResolved.insert(key).inserted else {
                throw NibLoadingError.unresolvableStoryboardReference(
                    .init(
                        storyboardName: shownName, identifier: identifier,
                        reason: "resolving it in '\(file)' leads back to the reference itself",
                        location: record.location))
            }
            defer { Self.referencesBeingResolved.remove(key) }
            guard let target = try storyboard(named: storyboardName) else {
                throw NibLoadingError.unresolvableStoryboardReference(
                    .init(
                        storyboardName: shownName, identifier: identifier,
                        reason: storyboardFolder.map { _ in "there is no readable storyboard file '\(file)'" }
                            ?? "no storyboard folder was given to find '\(file)' in", location: record.location))
            }
            return try Self.referencedController(
                in: target, identifier: identifier, shownName: shownName, file: file, location: record.location)
        } catch let error as NibLoadingError {
            guard standIn, options.standInsForMissingExternalObjects else { throw error }
            loadLog.append(
                StoryboardLoadRecord(
                    scene: record.scene, controller: index, part: .controller,
                    diagnostics: [.unresolvedStoryboardReference(error, at: record.location)]))
            return NibStandInObject(
                className: record.qualifiedCustomClass, role: record.placeholder?.label ?? record.element)
        }
    }

    /// The controller a reference names in its target storyboard: the one with `identifier`, or the
    /// initial one.
    private static func referencedController(
        in target: Storyboard, identifier: String?, shownName: String, file: String, location: SourceLocation
    ) throws -> AnyObject {
        if let identifier {
            guard target.scenes.controller(identifier: identifier) != nil else {
                throw NibLoadingError.unresolvableStoryboardReference(
                    .init(
                        storyboardName: shownName, identifier: identifier,
                        reason: "'\(file)' has no controller with the storyboard identifier '\(identifier)'",
                        location: location))
            }
            return try target.instantiateController(identifier: identifier)
        }
        guard let initial = try target.instantiateInitialController() else {
            throw NibLoadingError.unresolvableStoryboardReference(
                .init(
                    storyboardName: shownName, identifier: nil, reason: "'\(file)' has no initial view controller",
                    location: location))
        }
        return initial
    }
}

extension Diagnostic {
    /// `unresolved-storyboard-reference`: a reference the loader cannot follow; a stand-in is used.
    nonisolated static func unresolvedStoryboardReference(_ error: NibLoadingError, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            id: .unresolvedStoryboardReference, severity: .warning,
            message: error.message + "; a stand-in takes its place",
            location: location)
    }
}
