import NibDiagnostics
import NibPrimitives
import NibXML

/// Interprets an ``XMLTree`` as an Interface Builder document.
///
/// Two passes, both iterative over the flat tree: the first classifies every element (object,
/// keyed value or collection, connection, scene) in document order; the second resolves every
/// reference attribute, since 14 % of real references point forward.
struct ArchiveBuilder {
    private let tree: XMLTree
    private var archive: Archive
    /// What each element became, and the nearest object at or above it and its scene.
    private var roles: ElementRoles
    private var unknown: [String: (count: Int, first: SourceLocation, order: Int)] = [:]
    private var duplicates: [String: [ObjectIndex]] = [:]
    /// Facts about each distinct name of the tree, indexed like ``XMLTree/names``, so that the
    /// per-element work compares integers instead of hashing strings.
    private let nameFacts: [NameFacts]
    private let idName: Int
    private let referenceName: Int
    /// Name indexes of the names the first pass compares (-1 when the tree has no such name).
    private let names: KnownNames
    /// The default class of each element name, looked up once per name (see ``ClassMap``).
    private var defaultClasses: [String??]

    private struct KnownNames {
        var scene = -1, scenes = -1, connections = -1, customClass = -1, customModule = -1
        var customModuleProvider = -1, userLabel = -1, key = -1, id = -1, reference = -1
    }

    private typealias NameFacts = ArchiveNameFacts

    init(tree: XMLTree) {
        self.tree = tree
        archive = Archive(
            file: tree.file, document: DocumentInfo(), objects: [], values: [], connections: [], references: [],
            scenes: [], topLevelObjects: [], documentValues: [], initialViewController: nil, diagnostics: [],
            duplicateIDs: [], unknownElements: [], idTable: [:], sharedIDs: [:], isLegacyFormat: false)
        var known = KnownNames()
        var facts: [NameFacts] = []
        facts.reserveCapacity(tree.names.count)
        for (index, name) in tree.names.enumerated() {
            let fact = NameFacts.table[name] ?? .unknown
            facts.append(fact)
            switch fact.special {
            case .id?: known.id = index
            case .reference?: known.reference = index
            case .scene?: known.scene = index
            case .scenes?: known.scenes = index
            case .connections?: known.connections = index
            case .customClass?: known.customClass = index
            case .customModule?: known.customModule = index
            case .customModuleProvider?: known.customModuleProvider = index
            case .userLabel?: known.userLabel = index
            case .key?: known.key = index
            case nil: break
            }
        }
        nameFacts = facts
        names = known
        idName = known.id
        referenceName = known.reference
        defaultClasses = Array(repeating: nil, count: tree.names.count)
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

    /// Sizes the object and value arrays for the document, so that they do not double past what
    /// they hold (on a large document the unused half of a doubled array was a tenth of the peak
    /// memory). Elements with an `id` become objects or connections, the others values or scenes.
    private mutating func reserveCapacities() {
        var withID = 0
        for attribute in tree.attributes where attribute.nameIndex == idName { withID += 1 }
        archive.objects.reserveCapacity(withID)
        archive.values.reserveCapacity(max(0, tree.elements.count - withID) + 16)
    }

    // MARK: First pass

    private func attributes(of element: Int) -> AttributeList {
        AttributeList(storage: tree.attributes, range: tree[element].attributeRange, file: tree.file)
    }

    /// The value of the attribute with a given name index.
    private func attribute(_ nameIndex: Int, of element: Int) -> String? {
        for attribute in tree.attributes[tree[element].attributeRange] where attribute.nameIndex == nameIndex {
            return attribute.value
        }
        return nil
    }

    private mutating func classify(_ element: Int) {
        guard let parent = tree[element].parent else { return }
        let name = tree[element].name
        let nameIndex = tree[element].nameIndex
        let facts = nameFacts[nameIndex]
        let parentName = tree[parent].nameIndex
        let enclosing = roles[object: parent]
        let scene = roles[scene: parent]
        roles[object: element] = enclosing
        roles[scene: element] = scene
        if !facts.isKnownElement {
            if let seen = unknown[name] {
                unknown[name] = (seen.count + 1, seen.first, seen.order)
            } else {
                unknown[name] = (1, tree.location(of: element), unknown.count)
            }
        }
        if nameIndex == names.scene, parentName == names.scenes {
            let index = SceneIndex(archive.scenes.count)
            archive.scenes.append(
                Scene(
                    index: index, sceneID: tree.attribute("sceneID", of: element) ?? "", objects: [],
                    canvasLocation: nil,
                    location: tree.location(of: element)))
            roles[role: element] = .scene(index)
            roles[scene: element] = index
            return
        }
        let id = attribute(idName, of: element)
        if let kind = facts.connectionKind, parentName == names.connections,
            !(id == nil && attribute(referenceName, of: element) != nil)
        {
            addConnection(element, kind: kind, source: enclosing, scene: scene)
            return
        }
        if let id, !facts.isPresetIDElement {
            addObject(element, id: id, parent: parent, enclosing: enclosing, scene: scene)
            return
        }
        addValue(element, parent: parent, enclosing: enclosing, scene: scene)
    }

    /// The attributes an object record holds as fields of its own.
    private struct ObjectFields {
        var customClass: String?
        var customModule: String?
        var customModuleProvider: String?
        var userLabel: String?
        var key: String?
    }

    private mutating func addObject(
        _ element: Int, id: String, parent: Int, enclosing: ObjectIndex?, scene: SceneIndex?
    ) {
        let name = tree[element].name
        let index = ObjectIndex(archive.objects.count)
        let attributes = attributes(of: element)
        var collection: String?
        if case .value(let container) = roles[role: parent] {
            collection = archive.values[container.rawValue].element
            archive.values[container.rawValue].members.append(index)
        }
        let fields = objectFields(of: element)
        let object = ArchivedObject(
            index: index, id: id, element: name, defaultClass: defaultClass(of: element),
            customClass: fields.customClass, customModule: fields.customModule,
            customModuleProvider: fields.customModuleProvider, userLabel: fields.userLabel,
            placeholder: placeholder(element: name, id: id, attributes: attributes), parent: enclosing,
            key: fields.key, collection: collection, scene: scene, attributes: attributes, values: [],
            children: [], connections: [], location: tree.location(of: element))
        archive.objects.append(object)
        roles[role: element] = .object(index)
        roles[object: element] = index
        place(index, id: id, enclosing: enclosing, scene: scene)
    }

    private func objectFields(of element: Int) -> ObjectFields {
        var fields = ObjectFields()
        for attribute in tree.attributes(of: element) {
            switch attribute.nameIndex {
            case names.customClass: fields.customClass = attribute.value
            case names.customModule: fields.customModule = attribute.value
            case names.customModuleProvider: fields.customModuleProvider = attribute.value
            case names.userLabel: fields.userLabel = attribute.value
            case names.key: fields.key = attribute.value
            default: break
            }
        }
        return fields
    }

    /// The default class of an element, looked up once per element name.
    private mutating func defaultClass(of element: Int) -> String? {
        let nameIndex = tree[element].nameIndex
        if let known = defaultClasses[nameIndex] { return known }
        let defaultClass = ClassMap.defaultClass(forElement: tree[element].name, family: archive.document.family)
        defaultClasses[nameIndex] = .some(defaultClass)
        return defaultClass
    }

    /// Links a new object into its parent, scene or the top level, and into the id table.
    private mutating func place(_ index: ObjectIndex, id: String, enclosing: ObjectIndex?, scene: SceneIndex?) {
        if let enclosing {
            archive.objects[enclosing.rawValue].children.append(index)
        } else if let scene {
            archive.scenes[scene.rawValue].objects.append(index)
            archive.topLevelObjects.append(index)
        } else {
            archive.topLevelObjects.append(index)
        }
        if let existing = archive.idTable[id] {
            duplicates[id, default: [existing]].append(index)
        } else {
            archive.idTable[id] = index
        }
    }

    private func placeholder(element: String, id: String, attributes: AttributeList) -> Placeholder? {
        switch element {
        case "placeholder":
            return attributes[named: "placeholderIdentifier"].map(Placeholder.init(placeholderIdentifier:))
                ?? .external(identifier: id)
        case "customObject" where archive.document.family == .appKit || Int(id) ?? 0 < 0:
            switch id {
            case "-2": return .filesOwner
            case "-1": return .firstResponder
            case "-3": return .application
            default: return nil
            }
        case "exit":
            return .exit
        case "viewControllerPlaceholder", "controllerPlaceholder":
            return .storyboardReference(
                storyboardName: attributes[named: "storyboardName"],
                referencedIdentifier: attributes[named: "referencedIdentifier"])
        default:
            return nil
        }
    }

    private mutating func addValue(_ element: Int, parent: Int, enclosing: ObjectIndex?, scene: SceneIndex?) {
        let name = tree[element].name
        if case .scene(let sceneIndex) = roles[role: parent], name == "point",
            tree.attribute("key", of: element) == "canvasLocation"
        {
            archive.scenes[sceneIndex.rawValue].canvasLocation = Point(
                x: Double(tree.attribute("x", of: element) ?? "") ?? 0,
                y: Double(tree.attribute("y", of: element) ?? "") ?? 0)
        }
        let index = ValueIndex(archive.values.count)
        var parentValue: ValueIndex?
        if case .value(let container) = roles[role: parent] { parentValue = container }
        let attributes = attributes(of: element)
        archive.values.append(
            ArchivedValue(
                index: index, element: name, key: attribute(names.key, of: element), owner: enclosing,
                parent: parentValue,
                attributes: attributes, text: tree[element].text, children: [], members: [],
                location: tree.location(of: element)))
        roles[role: element] = .value(index)
        switch roles[role: parent] {
        case .object(let owner): archive.objects[owner.rawValue].values.append(index)
        case .value(let container): archive.values[container.rawValue].children.append(index)
        default: archive.documentValues.append(index)
        }
    }

    private mutating func addConnection(_ element: Int, kind: Connection.Kind, source: ObjectIndex?, scene: SceneIndex?)
    {
        let attributes = attributes(of: element)
        let index = archive.connections.count
        var segue: SegueInfo?
        if kind == .segue {
            segue = SegueInfo(
                kindAttribute: attributes[named: "kind"] ?? "", identifier: attributes[named: "identifier"],
                relationship: attributes[named: "relationship"], unwindAction: attributes[named: "unwindAction"],
                customClass: attributes[named: "customClass"], customModule: attributes[named: "customModule"],
                modalPresentationStyle: attributes[named: "modalPresentationStyle"],
                modalTransitionStyle: attributes[named: "modalTransitionStyle"],
                animates: attributes[named: "animates"] != "NO",
                popoverAnchorID: attributes[named: "popoverAnchorView"]
                    ?? attributes[named: "popoverAnchorBarButtonItem"])
        }
        let property: String? =
            switch kind {
            case .binding: attributes[named: "name"]
            default: attributes[named: "property"]
            }
        archive.connections.append(
            Connection(
                index: index, kind: kind, id: attributes[named: "id"], source: source,
                destinationID: attributes[named: "destination"] ?? attributes[named: "target"], destination: nil,
                property: property, selector: attributes[named: "selector"] ?? segue?.unwindAction,
                eventType: attributes[named: "eventType"], collectionClass: attributes[named: "collectionClass"],
                segue: segue, attributes: attributes, scene: scene, crossesScenes: false,
                location: tree.location(of: element)))
        roles[role: element] = .connection(index)
        if let source { archive.objects[source.rawValue].connections.append(index) }
    }

    // MARK: Second pass

    private mutating func resolveReferences() {
        var connectionIDs: [String: Int] = [:]
        for connection in archive.connections {
            if let id = connection.id, connectionIDs[id] == nil { connectionIDs[id] = connection.index }
        }
        for element in tree.elements.indices {
            let holder: Reference.Holder
            switch roles[role: element] {
            case .object(let index): holder = .object(index)
            case .value(let index): holder = .value(index)
            case .connection(let index): holder = .connection(index)
            case .document: holder = .document
            case .scene, .none: continue
            }
            let name = tree[element].name
            for attribute in tree.attributes(of: element) {
                switch nameFacts[attribute.nameIndex].referenceKind {
                case .never: continue
                case .always: break
                case .onSomeElements: guard ReferenceAttributes.isReference(attribute.name, of: name) else { continue }
                }
                let scope: SceneIndex? = if case .document = holder { nil } else { roles[scene: element] }
                let target = archive.object(withID: attribute.value, inScene: scope)
                let location = SourceLocation(file: tree.file, line: attribute.line, column: attribute.column)
                let connection = target == nil ? connectionIDs[attribute.value] : nil
                archive.references.append(
                    Reference(
                        holder: holder, attribute: attribute.name, targetID: attribute.value, target: target,
                        targetConnection: connection, location: location))
                if connection != nil { continue }
                guard let target else {
                    archive.diagnostics.append(.danglingReference(attribute.name, names: attribute.value, at: location))
                    continue
                }
                apply(target, to: holder, attribute: attribute.name, location: location)
            }
        }
    }

    private mutating func apply(
        _ target: ObjectIndex, to holder: Reference.Holder, attribute: String, location: SourceLocation
    ) {
        switch holder {
        case .connection(let index) where attribute == "destination" || attribute == "target":
            archive.connections[index].destination = target
            let connection = archive.connections[index]
            if connection.kind != .segue, let source = connection.source,
                let sourceScene = archive.objects[source.rawValue].scene,
                let targetScene = archive.objects[target.rawValue].scene, sourceScene != targetScene
            {
                archive.connections[index].crossesScenes = true
                archive.diagnostics.append(.crossSceneConnection(connection, at: location))
            }
        case .value(let index) where attribute == "reference":
            archive.values[index.rawValue].members = [target]
            if let container = archive.values[index.rawValue].parent {
                archive.values[container.rawValue].members.append(target)
            }
        case .document where attribute == "initialViewController":
            archive.initialViewController = target
        default:
            break
        }
    }

    private mutating func finish() {
        archive.sharedIDs = duplicates
        archive.duplicateIDs = duplicates.sorted { $0.value[1] < $1.value[1] }.map { (id: $0.key, objects: $0.value) }
        let unknownList = unknown.sorted { $0.value.order < $1.value.order }
        archive.unknownElements = unknownList.map { (element: $0.key, count: $0.value.count, first: $0.value.first) }
        if let first = unknownList.first {
            let total = unknownList.reduce(0) { $0 + $1.value.count }
            archive.diagnostics.append(
                .unknownElements(
                    total, kinds: unknownList.count, names: unknownList.prefix(5).map(\.key), at: first.value.first))
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
