import NibDiagnostics
import NibPrimitives
import NibXML

/// Interprets an ``XMLTree`` as an Interface Builder document.
///
/// Two passes, both iterative over the flat tree: the first classifies every element (object,
/// keyed value or collection, connection, scene) in document order; the second resolves every
/// reference attribute, since 14 % of real references point forward. Between them, the lists each
/// record keeps of its children, values and connections are filled, each allocated once at its
/// final size.
struct ArchiveBuilder {
    let tree: XMLTree
    /// The tree's attributes, shared by every element's list.
    let attributeStorage: AttributeList.Storage
    var archive: Archive
    /// What each element became, and the nearest object at or above it and its scene.
    var roles: ElementRoles
    /// How many elements of each name (by name index) are unknown to the interpreter.
    private var unknownCounts: [Int32]
    /// The unknown element names in order of first appearance, each with its first element.
    private var unknownOrder: [(nameIndex: Int, first: SourceLocation)] = []
    private var duplicates: [String: [ObjectIndex]] = [:]
    /// Facts about each distinct name of the tree, indexed like ``XMLTree/names``, so that the
    /// per-element work compares integers instead of hashing strings.
    let nameFacts: [NameFacts]
    /// Name indexes of the names the passes compare (-1 when the tree has no such name).
    let names: KnownNames
    /// The default class of each element name, looked up once per name (see ``ClassMap``).
    private var defaultClasses: [String??]
    /// The document's runtime family, read once.
    private var family = RuntimeFamily.unknown
    /// Values directly inside an object: (object, value), for the objects' `values`.
    private var objectValues = PendingLinks()
    /// Objects directly inside a collection: (value, object), for the collections' `members`.
    private var collectionMembers = PendingLinks()

    struct KnownNames {
        var scene = -1, scenes = -1, connections = -1, customClass = -1, customModule = -1
        var customModuleProvider = -1, userLabel = -1, key = -1, id = -1, reference = -1
        var destination = -1, target = -1, initialViewController = -1

        mutating func note(_ special: NameFacts.Special, at index: Int) {
            switch special {
            case .id: id = index
            case .reference: reference = index
            case .scene: scene = index
            case .scenes: scenes = index
            case .connections: connections = index
            case .customClass: customClass = index
            case .customModule: customModule = index
            case .customModuleProvider: customModuleProvider = index
            case .userLabel: userLabel = index
            case .key: key = index
            case .destination: destination = index
            case .target: target = index
            case .initialViewController: initialViewController = index
            }
        }
    }

    typealias NameFacts = ArchiveNameFacts

    init(tree: XMLTree) {
        self.tree = tree
        attributeStorage = AttributeList.Storage(tree: tree.attributes, file: tree.file)
        archive = Archive(
            file: tree.file, document: DocumentInfo(), objects: [], values: [], connections: [], references: [],
            scenes: [], topLevelObjects: [], documentValues: [], initialViewController: nil, diagnostics: [],
            duplicateIDs: [], unknownElements: [], idTable: [:], sharedIDs: [:], isLegacyFormat: false)
        var known = KnownNames()
        let facts = NameFacts.of(each: tree.names)
        for (index, fact) in facts.enumerated() {
            if let special = fact.special { known.note(special, at: index) }
        }
        nameFacts = facts
        names = known
        defaultClasses = Array(repeating: nil, count: tree.names.count)
        unknownCounts = Array(repeating: 0, count: tree.names.count)
        roles = ElementRoles(count: tree.elements.count)
    }

    /// Builds the archive.
    mutating func build() -> Archive {
        guard let root = tree.root else { return archive }
        let rootName = tree[root].name
        if rootName == "archive" {
            return legacy(root)
        }
        guard rootName == "document" else {
            archive.diagnostics.append(.notIBDocument(rootName, at: tree.location(of: root)))
            return archive
        }
        readDocument(root)
        reserveCapacities()
        for element in tree.descendants(of: root) { classify(element) }
        linkLists(objectValues: objectValues, collectionMembers: collectionMembers)
        resolveReferences()
        finish()
        return archive
    }

    // MARK: Document

    private mutating func readDocument(_ root: Int) {
        roles[role: root] = .document
        let tree = self.tree
        func yes(_ name: String) -> Bool { tree.attribute(name, of: root) == "YES" }
        archive.document = DocumentInfo(
            type: tree.attribute("type", of: root), version: tree.attribute("version", of: root),
            toolsVersion: tree.attribute("toolsVersion", of: root),
            targetRuntime: tree.attribute("targetRuntime", of: root),
            propertyAccessControl: tree.attribute("propertyAccessControl", of: root),
            useAutolayout: yes("useAutolayout"), useTraitCollections: yes("useTraitCollections"),
            useSafeAreas: yes("useSafeAreas"),
            initialViewControllerID: tree.attribute("initialViewController", of: root))
        family = archive.document.family
    }

    /// A legacy Xcode 3/4 `<archive>`: translated into the current format's tree (positions kept),
    /// then interpreted like any document, with a note that suggests upgrading it.
    private func legacy(_ root: Int) -> Archive {
        let translation = LegacyTranslator.translate(tree, root: root)
        var builder = ArchiveBuilder(tree: translation.tree)
        var legacy = builder.build()
        legacy.isLegacyFormat = true
        let note = Diagnostic.legacyFormat(type: tree.attribute("type", of: root), at: tree.location(of: root))
        legacy.diagnostics = [note] + translation.diagnostics + legacy.diagnostics
        return legacy
    }

    /// Sizes the object, value and id arrays for the document, so that they do not double past
    /// what they hold (on a large document the unused half of a doubled array was a tenth of the
    /// peak memory). Elements with an `id` become objects or connections, the others values or
    /// scenes.
    private mutating func reserveCapacities() {
        var withID = 0
        // By name index in place: iterating the attributes made each one with its name string.
        let attributes = tree.attributes
        for position in attributes.indices where attributes.nameIndex(at: position) == names.id { withID += 1 }
        archive.objects.reserveCapacity(withID)
        archive.idTable.reserveCapacity(withID)
        archive.values.reserveCapacity(max(0, tree.elements.count - withID) + 16)
    }

    // MARK: First pass

    func attributes(of element: Int) -> AttributeList {
        AttributeList(attributeStorage, range: tree[element].attributeRange)
    }

    /// The value of the attribute with a given name index.
    func attribute(_ nameIndex: Int, of element: Int) -> String? {
        for position in tree[element].attributeRange where tree.attributes.nameIndex(at: position) == nameIndex {
            return tree.attributes.value(at: position)
        }
        return nil
    }

    private mutating func classify(_ element: Int) {
        guard let parent = tree[element].parent else { return }
        let nameIndex = tree[element].nameIndex
        let facts = nameFacts[nameIndex]
        let parentName = tree[parent].nameIndex
        let enclosing = roles[object: parent]
        let scene = roles[scene: parent]
        roles[object: element] = enclosing
        roles[scene: element] = scene
        if !facts.isKnownElement { countUnknown(element, nameIndex: nameIndex) }
        if nameIndex == names.scene, parentName == names.scenes {
            addScene(element)
            return
        }
        let id = attribute(names.id, of: element)
        if let kind = facts.connectionKind, parentName == names.connections,
            !(id == nil && attribute(names.reference, of: element) != nil)
        {
            addConnection(element, kind: kind, source: enclosing, scene: scene)
            return
        }
        if let id, !facts.isPresetIDElement {
            addObject(
                element, id: id, parent: parent, enclosing: enclosing, scene: scene, kind: facts.placeholderElement)
            return
        }
        addValue(element, parent: parent, enclosing: enclosing)
    }

    private mutating func countUnknown(_ element: Int, nameIndex: Int) {
        if unknownCounts[nameIndex] == 0 { unknownOrder.append((nameIndex, tree.location(of: element))) }
        unknownCounts[nameIndex] += 1
    }

    private mutating func addScene(_ element: Int) {
        let index = SceneIndex(archive.scenes.count)
        archive.scenes.append(
            Scene(
                index: index, sceneID: tree.attribute("sceneID", of: element) ?? "", objects: [], canvasLocation: nil,
                location: tree.location(of: element)))
        roles[role: element] = .scene(index)
        roles[scene: element] = index
    }

    /// The attributes an object record holds as fields of its own.
    private struct ObjectFields {
        var customClass: String?
        var customModule: String?
        var customModuleProvider: String?
        var userLabel: String?
        var key: String?
        var telling = TellingAttribute.Search()
    }

    private mutating func addObject(
        _ element: Int, id: String, parent: Int, enclosing: ObjectIndex?, scene: SceneIndex?,
        kind: NameFacts.PlaceholderElement?
    ) {
        let index = ObjectIndex(archive.objects.count)
        let attributes = attributes(of: element)
        var collection: String?
        if case .value(let container) = roles[role: parent] {
            collection = archive.values[container.rawValue].element
            collectionMembers.link(index.rawValue, to: container.rawValue)
        }
        let fields = objectFields(of: element)
        let standIn = kind.flatMap { placeholder($0, id: id, attributes: attributes) }
        let defaultClass = defaultClass(of: element)
        archive.objects.append(
            ArchivedObject(
                index: index, id: id, element: tree[element].name, defaultClass: defaultClass,
                customClass: fields.customClass, customModule: fields.customModule,
                customModuleProvider: fields.customModuleProvider, userLabel: fields.userLabel,
                placeholder: standIn, parent: enclosing, key: fields.key, collection: collection, scene: scene,
                attributes: attributes, values: [], children: [], connections: [],
                location: tree.location(of: element), tellingAttribute: fields.telling.result))
        roles[role: element] = .object(index)
        roles[object: element] = index
        place(index, id: id, enclosing: enclosing, scene: scene)
    }

    private func objectFields(of element: Int) -> ObjectFields {
        var fields = ObjectFields()
        for position in tree[element].attributeRange {
            let nameIndex = tree.attributes.nameIndex(at: position)
            let rank = nameFacts[nameIndex].tellingRank
            if rank >= 0 { fields.telling.note(rank: rank, value: tree.attributes.value(at: position)) }
            switch nameIndex {
            case names.customClass: fields.customClass = tree.attributes.value(at: position)
            case names.customModule: fields.customModule = tree.attributes.value(at: position)
            case names.customModuleProvider: fields.customModuleProvider = tree.attributes.value(at: position)
            case names.userLabel: fields.userLabel = tree.attributes.value(at: position)
            case names.key: fields.key = tree.attributes.value(at: position)
            default: break
            }
        }
        return fields
    }

    /// The default class of an element, looked up once per element name.
    private mutating func defaultClass(of element: Int) -> String? {
        let nameIndex = tree[element].nameIndex
        if let known = defaultClasses[nameIndex] { return known }
        let defaultClass = ClassMap.defaultClass(forElement: tree[element].name, family: family)
        defaultClasses[nameIndex] = .some(defaultClass)
        return defaultClass
    }

    /// Links a new object into its scene or the top level, and into the id table (its parent's
    /// `children` are filled after the first pass).
    private mutating func place(_ index: ObjectIndex, id: String, enclosing: ObjectIndex?, scene: SceneIndex?) {
        if enclosing == nil {
            if let scene { archive.scenes[scene.rawValue].objects.append(index) }
            archive.topLevelObjects.append(index)
        }
        // One hash: the slot of the id, filled with this object unless an earlier one holds it.
        let first = Self.settle(&archive.idTable[id, default: index])
        if first != index {
            duplicates[id, default: [first]].append(index)
        }
    }

    private static func settle(_ slot: inout ObjectIndex) -> ObjectIndex { slot }

    private func placeholder(_ kind: NameFacts.PlaceholderElement, id: String, attributes: AttributeList)
        -> Placeholder?
    {
        switch kind {
        case .placeholder:
            return attributes[named: "placeholderIdentifier"].map(Placeholder.init(placeholderIdentifier:))
                ?? .external(identifier: id)
        case .customObject:
            guard family == .appKit || Int(id) ?? 0 < 0 else { return nil }
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return nil
            }
        case .exit:
            return .exit
        case .storyboardReference:
            return .storyboardReference(
                storyboardName: attributes[named: "storyboardName"],
                referencedIdentifier: attributes[named: "referencedIdentifier"])
        }
    }

    private mutating func addValue(_ element: Int, parent: Int, enclosing: ObjectIndex?) {
        let parentRole = roles[role: parent]
        if case .scene(let sceneIndex) = parentRole { readCanvasLocation(element, scene: sceneIndex) }
        let index = ValueIndex(archive.values.count)
        var parentValue: ValueIndex?
        if case .value(let container) = parentRole { parentValue = container }
        archive.values.append(
            ArchivedValue(
                index: index, element: tree[element].name, key: attribute(names.key, of: element), owner: enclosing,
                parent: parentValue, attributes: attributes(of: element), text: tree[element].text, children: [],
                members: [], location: tree.location(of: element)))
        roles[role: element] = .value(index)
        switch parentRole {
        case .object(let owner): objectValues.link(index.rawValue, to: owner.rawValue)
        case .value: break  // the container's `children`, filled after the first pass
        default: archive.documentValues.append(index)
        }
    }

    /// A scene's `<point key="canvasLocation">`.
    private mutating func readCanvasLocation(_ element: Int, scene: SceneIndex) {
        guard tree[element].name == "point", tree.attribute("key", of: element) == "canvasLocation" else { return }
        archive.scenes[scene.rawValue].canvasLocation = Point(
            x: Double(tree.attribute("x", of: element) ?? "") ?? 0,
            y: Double(tree.attribute("y", of: element) ?? "") ?? 0)
    }

    private mutating func finish() {
        archive.sharedIDs = duplicates
        archive.duplicateIDs = duplicates.sorted { $0.value[1] < $1.value[1] }.map { (id: $0.key, objects: $0.value) }
        archive.unknownElements = unknownOrder.map { entry in
            (element: tree.names[entry.nameIndex], count: Int(unknownCounts[entry.nameIndex]), first: entry.first)
        }
        if let first = unknownOrder.first {
            let total = archive.unknownElements.reduce(0) { $0 + $1.count }
            archive.diagnostics.append(
                .unknownElements(
                    total, kinds: unknownOrder.count, names: archive.unknownElements.prefix(5).map(\.element),
                    at: first.first))
        }
    }
}

extension Diagnostic {
    /// `not-ib-document`: a root element other than `<document>` (or a legacy `<archive>`).
    static func notIBDocument(_ rootName: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .notIBDocument, severity: .error,
            message: "the root element is <\(rootName)>, not <document>: this is not an Interface Builder document",
            location: location)
    }

    /// `legacy-format`: a note that an Xcode 3/4 `<archive>` document was read through its records.
    static func legacyFormat(type: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .legacyFormat, severity: .note,
            message:
                "legacy Xcode 3/4 <archive> document (\(type ?? "unknown type")), read through its object and connection records; open and save it in a current Xcode to upgrade it",
            location: location)
    }

    /// `dangling-reference`: an attribute naming an id no object has.
    static func danglingReference(_ attribute: String, names id: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .danglingReference, severity: .error,
            message: "'\(attribute)' names id '\(id)', but no object in the document has that id", location: location)
    }

    /// `cross-scene-connection`: a connection joining objects of two storyboard scenes.
    static func crossSceneConnection(_ connection: Connection, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .crossSceneConnection, severity: .warning,
            message:
                "\(connection.kind.rawValue) '\(connection.label ?? "")' connects objects in different storyboard scenes; it cannot hold at run time",
            location: location)
    }

    /// `unknown-element`: a note counting the elements of kinds the interpreter does not know.
    static func unknownElements(_ total: Int, kinds: Int, names: [String], at location: SourceLocation?) -> Diagnostic {
        let list = names.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            id: .unknownElement, severity: .note,
            message:
                "\(total) element\(total == 1 ? "" : "s") of \(kinds) unknown kind\(kinds == 1 ? "" : "s") (\(list)) kept as generic values",
            location: location)
    }
}
