import NibArchive
import NibDiagnostics

/// What project-level rules need to know about one document, gathered while it is parsed so that
/// no document is read twice.
struct DocumentFacts: Sendable {
    /// A storyboard reference placeholder.
    struct StoryboardReference: Sendable {
        /// `storyboardName`; nil means this storyboard.
        var storyboardName: String?
        /// `referencedIdentifier`; nil means the initial view controller.
        var referencedIdentifier: String?
        /// Where to report a missing storyboard (the `storyboardName` attribute, else the element).
        var storyboardLocation: SourceLocation
        /// Where to report a missing identifier (the `referencedIdentifier` attribute, else the element).
        var identifierLocation: SourceLocation
    }

    /// An outlet connection from an object with a custom class.
    struct OutletUse: Sendable {
        var customClass: String
        var customModule: String?
        var property: String
    }

    /// An action connection; `customClass` is nil when the target is First Responder (any class may
    /// implement it) or when the selector is an unwind action or segue action.
    struct ActionUse: Sendable {
        var customClass: String?
        var customModule: String?
        var selector: String
    }

    /// An object with a custom class.
    struct ClassUse: Sendable, Hashable {
        var customClass: String
        var customModule: String?
    }

    /// The file.
    var file: String
    /// Whether the document was read (documents with parse errors have no facts).
    var isReadable: Bool
    /// Whether it is a storyboard.
    var isStoryboard: Bool
    /// The name storyboard references use for it (`Main`).
    var storyboardName: String
    /// The `storyboardIdentifier`s of its controllers.
    var storyboardIdentifiers: Set<String>
    /// Whether it has an `initialViewController`.
    var hasInitialViewController: Bool
    /// Its storyboard references.
    var storyboardReferences: [StoryboardReference]
    /// Its outlets from custom classes.
    var outletUses: [OutletUse]
    /// Its actions.
    var actionUses: [ActionUse]
    /// The custom classes of its objects.
    var classUses: Set<ClassUse>
    /// Its suppression comments.
    var suppressions: Suppressions?
    /// Its storyboard scenes that nothing can show (`unreachable-scene`).
    var deadScenes: [DeadScene] = []
    /// Where its `<document>` element starts.
    var documentLocation: SourceLocation?

    /// Facts of a document that could not be read.
    static func unreadable(_ file: String) -> DocumentFacts {
        DocumentFacts(
            file: file, isReadable: false, isStoryboard: false, storyboardName: FilePath.stem(file),
            storyboardIdentifiers: [], hasInitialViewController: false, storyboardReferences: [], outletUses: [],
            actionUses: [], classUses: [], suppressions: nil)
    }

    /// Gathers the facts of a parsed document.
    init(document: LintDocument, suppressions: Suppressions?) {
        let archive = document.archive
        file = document.file
        isReadable = true
        isStoryboard = document.isStoryboard
        storyboardName = document.storyboardName
        hasInitialViewController = archive.document.initialViewControllerID != nil
        self.suppressions = suppressions
        deadScenes = document.index.unreachableScenes(in: archive, tree: document.tree)
        documentLocation = document.tree.root.map { document.tree.location(of: $0) }
        storyboardIdentifiers = Set(
            document.index.storyboardIdentifiers(in: archive, mentioned: document.mayMention("storyboardIdentifier"))
                .map(\.attribute.value))
        (storyboardReferences, classUses) = Self.objectUses(in: archive)
        (outletUses, actionUses) = Self.connectionUses(in: archive)
    }

    /// The storyboard references and custom classes of a document's objects (placeholders other
    /// than File's Owner name no class of their own).
    private static func objectUses(in archive: Archive) -> (references: [StoryboardReference], classes: Set<ClassUse>) {
        var references: [StoryboardReference] = []
        var classes: Set<ClassUse> = []
        let objects = archive.objects
        for position in objects.indices {
            // Fields read in place: most objects are neither custom nor placeholders.
            if let customClass = objects[position].customClass,
                objects[position].placeholder == nil || objects[position].placeholder == .filesOwner
            {
                classes.insert(ClassUse(customClass: customClass, customModule: objects[position].customModule))
            }
            guard case .storyboardReference(let name, let identifier)? = objects[position].placeholder else { continue }
            let object = objects[position]
            references.append(
                StoryboardReference(
                    storyboardName: name.flatMap { $0.isEmpty ? nil : $0 }, referencedIdentifier: identifier,
                    storyboardLocation: object.attributes.attribute(named: "storyboardName")?.location
                        ?? object.location,
                    identifierLocation: object.attributes.attribute(named: "referencedIdentifier")?.location
                        ?? object.location))
        }
        return (references, classes)
    }

    /// The outlets and actions a document's connections use: outlets of custom classes, actions of
    /// their targets (no class for First Responder), unwind and segue-creation selectors.
    private static func connectionUses(in archive: Archive) -> (outlets: [OutletUse], actions: [ActionUse]) {
        var outlets: [OutletUse] = []
        var actions: [ActionUse] = []
        for connection in archive.connections {
            switch connection.kind {
            case .outlet, .outletCollection:
                guard let source = connection.source, let customClass = archive[source].customClass,
                    let property = connection.property
                else { continue }
                outlets.append(
                    OutletUse(customClass: customClass, customModule: archive[source].customModule, property: property))
            case .action:
                guard let selector = connection.selector else { continue }
                if let target = connection.destination, archive[target].placeholder != .firstResponder {
                    guard let customClass = archive[target].customClass else { continue }
                    actions.append(
                        ActionUse(
                            customClass: customClass, customModule: archive[target].customModule, selector: selector))
                } else {
                    actions.append(ActionUse(customClass: nil, customModule: nil, selector: selector))
                }
            case .segue:
                if let selector = connection.segue?.unwindAction {
                    actions.append(ActionUse(customClass: nil, customModule: nil, selector: selector))
                }
                if let selector = connection.attributes[named: "destinationCreationSelector"] {
                    actions.append(ActionUse(customClass: nil, customModule: nil, selector: selector))
                }
            default:
                continue
            }
        }
        return (outlets, actions)
    }

    private init(
        file: String, isReadable: Bool, isStoryboard: Bool, storyboardName: String, storyboardIdentifiers: Set<String>,
        hasInitialViewController: Bool, storyboardReferences: [StoryboardReference], outletUses: [OutletUse],
        actionUses: [ActionUse], classUses: Set<ClassUse>, suppressions: Suppressions?
    ) {
        self.file = file
        self.isReadable = isReadable
        self.isStoryboard = isStoryboard
        self.storyboardName = storyboardName
        self.storyboardIdentifiers = storyboardIdentifiers
        self.hasInitialViewController = hasInitialViewController
        self.storyboardReferences = storyboardReferences
        self.outletUses = outletUses
        self.actionUses = actionUses
        self.classUses = classUses
        self.suppressions = suppressions
    }
}
