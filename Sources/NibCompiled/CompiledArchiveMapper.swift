import NibArchive
import NibDiagnostics
import NibXML

/// Maps the object graph of a compiled nib onto an ``Archive``: UIKit's root keys
/// (`UINibTopLevelObjectsKey`, `UINibConnectionsKey`, `UINibKeyValuePairsKey`) or AppKit's
/// `NSIBObjectData` (`NSRoot`, `NSObjectsKeys`/`NSObjectsValues`, `NSConnections`). Objects are
/// placed in a tree by a walk from the top-level objects that never revisits an object (so cyclic
/// graphs terminate); coder keys become IB's XML names through ``CompiledKeyTable``; every
/// location is a byte offset.
struct CompiledArchiveMapper {
    private var graph = CompiledGraph(container: .nibArchive, objects: [], values: [])
    private var file: String
    /// The scene of the part being added (storyboard bundles: one per nib).
    private var scene: SceneIndex?
    private var scenes: [(sceneID: String, file: String, objects: [ObjectIndex])] = []

    private struct ObjectSpec {
        var file: String
        var scene: SceneIndex?
        var graphIndex: Int
        var id: String
        var element: String
        var defaultClass: String?
        var customClass: String?
        var customModule: String?
        var placeholder: Placeholder?
        var parent: ObjectIndex?
        var key: String?
        var collection: String?
        var attributes: Range<Int>
        var values: [ValueIndex] = []
        var children: [ObjectIndex] = []
        var connections: [Int] = []
        var offset: Int
    }

    private struct ValueSpec {
        var file: String
        var element: String
        var key: String?
        var owner: ObjectIndex?
        var parent: ValueIndex?
        var attributes: Range<Int>
        var children: [ValueIndex] = []
        var members: [ObjectIndex] = []
        var offset: Int
    }

    private struct ConnectionSpec {
        var file: String
        var scene: SceneIndex?
        var kind: Connection.Kind
        var source: ObjectIndex?
        var destination: ObjectIndex?
        var destinationID: String?
        var label: String?
        var eventType: String?
        var collectionClass: String?
        var attributes: Range<Int>
        var offset: Int
        /// For a segue from a `.storyboardc`: its details and the nib its destination is in.
        var segue: SegueInfo? = nil
        var destinationNib: String? = nil
    }

    private var storage: [XMLTree.Attribute] = []
    private var objects: [ObjectSpec] = []
    private var values: [ValueSpec] = []
    private var connections: [ConnectionSpec] = []
    private var placed: [Int: ObjectIndex] = [:]
    private var topLevel: [ObjectIndex] = []
    private var diagnostics: [Diagnostic] = []
    private var isAppKit = false
    /// AppKit: the objects of `NSObjectsKeys` (IB's outline) with their parents; only they are
    /// document objects.
    private var outline: [Int: Int]?
    /// The segue templates of the nib being added (`UIStoryboardSegueTemplates` of a controller),
    /// with the controller, and the controls that trigger some of them (`perform:` actions).
    private var segueTemplates: [(template: Int, controller: ObjectIndex)] = []
    private var segueTriggers: [Int: ObjectIndex] = [:]

    /// A mapper for a document named `file` (the archive's name; parts keep their own names).
    init(file: String) {
        self.file = file
    }

    private func location(_ offset: Int) -> SourceLocation { SourceLocation(file: file, byteOffset: offset) }

    /// Maps one nib; with `sceneID`, as a storyboard scene part of its own.
    mutating func add(_ graph: CompiledGraph, file: String, sceneID: String? = nil) {
        self.graph = graph
        self.file = file
        placed = [:]
        let firstTopLevel = topLevel.count
        if let sceneID {
            let index = SceneIndex(scenes.count)
            scenes.append((sceneID, file, []))
            scene = index
        } else {
            scene = nil
        }
        addObjects()
        if let scene { scenes[scene.rawValue].objects = Array(topLevel[firstTopLevel...]) }
    }

    private mutating func addObjects() {
        var topObjects: [Int] = []
        var connectionObjects: [Int] = []
        var ids: [Int: String] = [:]
        var keyValuePairs: [Int] = []
        outline = nil
        if let data = graph.objectReference("IB.objectdata", of: 0) {
            readAppKitObjectData(data, topObjects: &topObjects, connectionObjects: &connectionObjects, ids: &ids)
        } else {
            if let list = graph.objectReference("UINibTopLevelObjectsKey", of: 0) {
                topObjects = graph.objectElements(of: list)
            }
            if let list = graph.objectReference("UINibConnectionsKey", of: 0) {
                connectionObjects = graph.objectElements(of: list)
            }
            if let list = graph.objectReference("UINibKeyValuePairsKey", of: 0) {
                keyValuePairs = graph.objectElements(of: list)
            }
        }
        for object in topObjects where placed[object] == nil && isDocumentObject(object) {
            if let index = place(object, parent: nil, key: nil, collection: nil, id: ids[object]) {
                topLevel.append(index)
            }
        }
        walk(ids: ids)
        placeOutlineLeftovers(ids: ids)
        for pair in keyValuePairs { addRuntimeAttribute(pair) }
        for connection in connectionObjects { addConnection(connection) }
        for (template, controller) in segueTemplates {
            addSegue(template, source: segueTriggers[template] ?? controller)
        }
        segueTemplates = []
        segueTriggers = [:]
    }

    /// AppKit's `NSIBObjectData`: the root and its top-level objects, the outline of parents, the
    /// connections and the object ids.
    private mutating func readAppKitObjectData(
        _ data: Int, topObjects: inout [Int], connectionObjects: inout [Int], ids: inout [Int: String]
    ) {
        isAppKit = true
        let root = graph.objectReference("NSRoot", of: data)
        if let root { topObjects.append(root) }
        if let keys = graph.objectReference("NSObjectsKeys", of: data),
            let parents = graph.objectReference("NSObjectsValues", of: data)
        {
            var parentOf: [Int: Int] = [:]
            for (child, parent) in zip(graph.objectElements(of: keys), graph.objectElements(of: parents)) {
                parentOf[child] = parent
                if parent == root && child != root { topObjects.append(child) }
            }
            if let root { parentOf[root] = root }
            outline = parentOf
        }
        if let list = graph.objectReference("NSConnections", of: data) {
            connectionObjects = graph.objectElements(of: list)
        }
        if let keys = graph.objectReference("NSOidsKeys", of: data),
            let oids = graph.objectReference("NSOidsValues", of: data)
        {
            for (object, oid) in zip(graph.objectElements(of: keys), graph.elements(of: oids)) {
                let number: Int64? =
                    if case .object(let numberObject) = oid {
                        graph.value("NS.intval", of: numberObject)?.integer
                    } else { oid.integer }
                if let number { ids[object] = String(number) }
            }
        }
        if let root { ids[root] = "-2" }
    }

    /// Whether a class is one of UIKit's segue templates (`UIStoryboardShowSegueTemplate`, …).
    static func isSegueTemplate(_ name: String) -> Bool {
        name.hasPrefix("UIStoryboard") && name.hasSuffix("SegueTemplate")
    }

    /// A `.storyboardc` segue template as the segue IB wrote: the kind from the class
    /// (`UIStoryboardShowDetailSegueTemplate` → `showDetail`, a plain template with a
    /// `UISegueClassName` → `custom`), `UIIdentifier`, the destination nib
    /// (`UIDestinationViewControllerIdentifier`, resolved to that scene's controller when the
    /// archive is built), `UIActionName` as an unwind segue's action, `UIAnimates`.
    private mutating func addSegue(_ template: Int, source: ObjectIndex) {
        guard let className = graph.className(of: template) else { return }
        let core = className.dropFirst("UIStoryboard".count).dropLast("SegueTemplate".count)
        let customClass = graph.string("UISegueClassName", of: template)
        var kind = core.prefix(1).lowercased() + core.dropFirst()
        let isUnwind = SegueKind(ibKind: kind) == .unwind
        if kind.isEmpty || customClass != nil && !isUnwind { kind = "custom" }
        let identifier = graph.string("UIIdentifier", of: template)
        let action = graph.string("UIActionName", of: template)
        var animates = true
        if case .bool(let flag)? = graph.value("UIAnimates", of: template) { animates = flag }
        let offset = graph.objects[template].offset
        let start = storage.count
        appendAttribute("kind", kind, at: offset)
        if let identifier { appendAttribute("identifier", identifier, at: offset) }
        if isUnwind, let action { appendAttribute("unwindAction", action, at: offset) }
        if let customClass { appendAttribute("customClass", customClass, at: offset) }
        let segue = SegueInfo(
            kindAttribute: kind, identifier: identifier, relationship: nil, unwindAction: isUnwind ? action : nil,
            customClass: customClass, customModule: nil, modalPresentationStyle: nil, modalTransitionStyle: nil,
            animates: animates,
            popoverAnchorID: nil)
        let index = connections.count
        connections.append(
            ConnectionSpec(
                file: file, scene: scene, kind: .segue, source: source, destination: nil, destinationID: nil,
                label: identifier,
                eventType: nil, collectionClass: nil, attributes: start..<storage.count, offset: offset, segue: segue,
                destinationNib: graph.string("UIDestinationViewControllerIdentifier", of: template)))
        objects[source.rawValue].connections.append(index)
    }

    /// Places the outline objects the walk did not reach (held only through back-pointers or
    /// prototypes) under their outline parent.
    private mutating func placeOutlineLeftovers(ids: [Int: String]) {
        guard let outline else { return }
        var pending = outline.keys.filter { placed[$0] == nil && isDocumentObject($0) }.sorted()
        var progress = true
        while progress && !pending.isEmpty {
            progress = false
            var next: [Int] = []
            for object in pending {
                let parent = outline[object].flatMap { placed[$0] }
                if parent != nil || outline[object].map({ placed[$0] == nil && !isDocumentObject($0) }) ?? true {
                    let start = objects.count
                    if let index = place(object, parent: parent, key: nil, collection: nil, id: ids[object]) {
                        if parent == nil { topLevel.append(index) }
                        walkFrom([index], ids: ids)
                        progress = progress || objects.count > start
                    }
                } else {
                    next.append(object)
                }
            }
            pending = next.filter { placed[$0] == nil }
        }
    }

    private func isDocumentObject(_ object: Int) -> Bool {
        if let outline, outline[object] == nil { return false }
        guard let name = graph.className(of: object) else { return false }
        return !CompiledKeyTable.valueClasses.contains(name) && CompiledKeyTable.connectionKinds[name] == nil
            && !name.hasPrefix("UIRuntime") && !Self.isSegueTemplate(name)
    }

    // MARK: Objects

    private mutating func place(_ object: Int, parent: ObjectIndex?, key: String?, collection: String?, id: String?)
        -> ObjectIndex?
    {
        guard placed[object] == nil, let className = graph.className(of: object) else { return nil }
        let index = ObjectIndex(objects.count)
        placed[object] = index
        var kind = classify(object, className: className, id: id)
        let element: String
        if kind.placeholder != nil {
            element = "placeholder"
        } else if className == "NSCustomObject" {
            element = "customObject"
        } else if className == "NSCustomView" {
            element = "customView"
        } else {
            element = ElementNames.element(forClass: kind.actualClass, appKit: isAppKit) ?? kind.actualClass
        }
        if kind.customClass == kind.actualClass { kind.customClass = nil }
        let start = storage.count
        let offset = graph.objects[object].offset
        if let identifier = kind.placeholder?.placeholderIdentifier {
            appendAttribute("placeholderIdentifier", identifier, at: offset)
        }
        if let customClass = kind.customClass { appendAttribute("customClass", customClass, at: offset) }
        if let customModule = kind.customModule { appendAttribute("customModule", customModule, at: offset) }
        for value in graph.values(of: object) { scalarAttribute(value) }
        objects.append(
            ObjectSpec(
                file: file, scene: scene, graphIndex: object, id: id ?? String(object), element: element,
                defaultClass: kind.actualClass,
                customClass: kind.customClass, customModule: kind.customModule, placeholder: kind.placeholder,
                parent: parent, key: key,
                collection: collection, attributes: start..<storage.count, offset: offset))
        if let parent { objects[parent.rawValue].children.append(index) }
        return index
    }

    /// What an object of a compiled class is in IB's terms: the class it is an instance of, its
    /// custom class and module, and the placeholder it stands for.
    private func classify(
        _ object: Int, className: String, id: String?
    ) -> (actualClass: String, customClass: String?, customModule: String?, placeholder: Placeholder?) {
        switch className {
        case "UIClassSwapper":
            return (
                graph.string("UIOriginalClassName", of: object) ?? "NSObject", graph.string("UIClassName", of: object),
                nil, nil
            )
        case "UIProxyObject":
            let placeholder =
                graph.string("UIProxiedObjectIdentifier", of: object).map(Placeholder.init(placeholderIdentifier:))
                ?? .external(identifier: String(object))
            return ("NSObject", graph.string("UIClassName", of: object), nil, placeholder)
        case "NSCustomObject", "NSCustomView", "NSCustomResource":
            let reference = graph.objectReference("IBClassReference", of: object)
            let customClass =
                reference.flatMap { graph.string("IBClassName", of: $0) } ?? graph.string("NSClassName", of: object)
            var placeholder: Placeholder?
            if id == "-2" {
                placeholder = .filesOwner
            } else if customClass == "FirstResponder" {
                placeholder = .firstResponder
            } else if customClass == "NSApplication" {
                placeholder = .application
            }
            return (
                className == "NSCustomView" ? "NSView" : "NSObject", customClass,
                reference.flatMap { graph.string("IBModuleName", of: $0) }, placeholder
            )
        default: return (className, nil, nil, nil)
        }
    }

    private mutating func appendAttribute(_ name: String, _ value: String, at offset: Int) {
        storage.append(XMLTree.Attribute(name: name, nameIndex: 0, value: value, line: 0, column: offset))
    }

    /// Adds a scalar value as an attribute, under its XML name when the key table has one.
    private mutating func scalarAttribute(_ value: CompiledGraph.Value) {
        let key = value.key
        if key == "UIClassName" || key == "UIOriginalClassName" || key == "UIProxiedObjectIdentifier"
            || key == "NSClassName"
        {
            return
        }
        if let name = CompiledKeyTable.inverted[key], case .bool(let flag) = value.payload {
            appendAttribute(name, flag ? "NO" : "YES", at: value.offset)
            return
        }
        let name = CompiledKeyTable.attributes[key] ?? key
        switch value.payload {
        case .bool(let flag): appendAttribute(name, flag ? "YES" : "NO", at: value.offset)
        case .int8, .int16, .int32, .int64: appendAttribute(name, String(value.payload.integer ?? 0), at: value.offset)
        case .float(let number): appendAttribute(name, Self.text(Double(number)), at: value.offset)
        case .double(let number): appendAttribute(name, Self.text(number), at: value.offset)
        case .data, .null: break
        case .object(let target):
            if let text = graph.string(value.payload) {
                appendAttribute(name, text, at: value.offset)
            } else if graph.className(of: target) == "NSNumber" {
                if let number = graph.value("NS.intval", of: target)?.integer {
                    appendAttribute(name, String(number), at: value.offset)
                } else if case .double(let number)? = graph.value("NS.dblval", of: target) {
                    appendAttribute(name, Self.text(number), at: value.offset)
                }
            }
        }
        // AppKit keeps a view's hidden state in bit 31 of `NSvFlags` (no `NSHidden` key, which only
        // `NSTableColumn` and a few others encode); IB writes it as `hidden="YES"`.
        if key == "NSvFlags", let flags = value.payload.integer,
            UInt32(truncatingIfNeeded: flags) & Self.hiddenViewFlag != 0
        {
            appendAttribute("hidden", "YES", at: value.offset)
        }
    }

    /// The bit of AppKit's `NSvFlags` that is set when the view is hidden.
    static let hiddenViewFlag: UInt32 = 0x8000_0000

    static func text(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }

    /// Places every object reachable from the top-level objects, breadth of each object in value
    /// order, with an explicit stack.
    private mutating func walk(ids: [Int: String]) { walkFrom(topLevel, ids: ids) }

    private mutating func walkFrom(_ start: [ObjectIndex], ids: [Int: String]) {
        var stack = Array(start.reversed())
        while let current = stack.popLast() {
            let object = objects[current.rawValue].graphIndex
            var added: [ObjectIndex] = []
            for value in graph.values(of: object) where !CompiledKeyTable.notTree.contains(value.key) {
                guard case .object(let target) = value.payload else {
                    addGeometry(value, owner: current)
                    continue
                }
                if value.key == "UIStoryboardSegueTemplates" {
                    for member in graph.objectElements(of: target)
                    where graph.className(of: member).map(Self.isSegueTemplate) == true {
                        segueTemplates.append((member, current))
                    }
                    continue
                }
                let childKey = CompiledKeyTable.children[value.key] ?? value.key
                if graph.isInlinedCollection(target) {
                    let members = graph.objectElements(of: target).filter { isDocumentObject($0) }
                    guard !members.isEmpty else { continue }
                    let collection = addValue(element: childKey, key: nil, owner: current, offset: value.offset)
                    for member in members {
                        if let child = place(member, parent: current, key: nil, collection: childKey, id: ids[member]) {
                            added.append(child)
                            values[collection.rawValue].members.append(child)
                        } else if let existing = placed[member] {
                            values[collection.rawValue].members.append(existing)
                        }
                    }
                } else if isDocumentObject(target) {
                    if let child = place(target, parent: current, key: childKey, collection: nil, id: ids[target]) {
                        added.append(child)
                    }
                } else if let colorKey = CompiledKeyTable.colors[value.key],
                    graph.className(of: target)?.hasSuffix("Color") == true
                {
                    addColor(target, key: colorKey, owner: current, offset: value.offset)
                }
            }
            stack.append(contentsOf: added.reversed())
        }
    }

    @discardableResult
    private mutating func addValue(
        element: String, key: String?, owner: ObjectIndex?, offset: Int, attributes: Range<Int>? = nil
    ) -> ValueIndex {
        let index = ValueIndex(values.count)
        values.append(
            ValueSpec(
                file: file, element: element, key: key, owner: owner, parent: nil,
                attributes: attributes ?? storage.count..<storage.count, offset: offset))
        if let owner { objects[owner.rawValue].values.append(index) }
        return index
    }

    /// A geometry data value (0x07 then float64s) becomes `<rect>`/`<point>` under its coder key
    /// (`UIBounds`, `UICenter`); the keyed decoder makes the `frame` IB writes from them.
    private mutating func addGeometry(_ value: CompiledGraph.Value, owner: ObjectIndex) {
        guard case .data(let bytes) = value.payload, bytes.first == 7, bytes.count == 17 || bytes.count == 33 else {
            return
        }
        var reader = ByteReader(bytes, offset: 1)
        var numbers: [Double] = []
        while reader.remaining >= 8, let raw = try? reader.littleEndian(8) { numbers.append(Double(bitPattern: raw)) }
        let start = storage.count
        if numbers.count == 4 {
            for (name, number) in zip(["x", "y", "width", "height"], numbers) {
                appendAttribute(name, Self.text(number), at: value.offset)
            }
            addValue(
                element: "rect", key: value.key, owner: owner, offset: value.offset,
                attributes: start..<storage.count)
        } else if numbers.count == 2 {
            for (name, number) in zip(["x", "y"], numbers) {
                appendAttribute(name, Self.text(number), at: value.offset)
            }
            addValue(
                element: "point", key: value.key, owner: owner, offset: value.offset, attributes: start..<storage.count)
        }
    }

    private mutating func addColor(_ color: Int, key: String, owner: ObjectIndex, offset: Int) {
        let start = storage.count
        let components: [(String, String)] = [
            ("UIRed", "red"), ("UIGreen", "green"), ("UIBlue", "blue"), ("UIAlpha", "alpha"), ("UIWhite", "white"),
        ]
        for (coderKey, name) in components {
            switch graph.value(coderKey, of: color) {
            case .float(let number)?: appendAttribute(name, Self.text(Double(number)), at: offset)
            case .double(let number)?: appendAttribute(name, Self.text(number), at: offset)
            default: break
            }
        }
        if let system = graph.string("UISystemColorName", of: color) {
            appendAttribute("systemColor", system, at: offset)
        }
        if let name = graph.string("NSColorName", of: color) { appendAttribute("name", name, at: offset) }
        if let catalog = graph.string("NSCatalogName", of: color) { appendAttribute("catalog", catalog, at: offset) }
        if storage.count > start,
            storage[start..<storage.count].contains(where: { $0.name == "red" || $0.name == "white" })
        {
            appendAttribute("colorSpace", "custom", at: offset)
            appendAttribute("customColorSpace", "sRGB", at: offset)
        }
        addValue(element: "color", key: key, owner: owner, offset: offset, attributes: start..<storage.count)
    }

    private mutating func addRuntimeAttribute(_ pair: Int) {
        guard let target = graph.objectReference("UIObject", of: pair), let owner = placed[target],
            let keyPath = graph.string("UIKeyPath", of: pair)
        else { return }
        let offset = graph.objects[pair].offset
        let list: ValueIndex
        if let existing = objects[owner.rawValue].values.first(where: {
            values[$0.rawValue].element == "userDefinedRuntimeAttributes"
        }) {
            list = existing
        } else {
            list = addValue(element: "userDefinedRuntimeAttributes", key: nil, owner: owner, offset: offset)
        }
        let start = storage.count
        let payload = graph.value("UIValue", of: pair)
        appendAttribute("keyPath", keyPath, at: offset)
        if let text = graph.string(payload) {
            appendAttribute("type", "string", at: offset)
            appendAttribute("value", text, at: offset)
        } else if case .bool(let flag)? = payload {
            appendAttribute("type", "boolean", at: offset)
            appendAttribute("value", flag ? "YES" : "NO", at: offset)
        } else if case .object(let number)? = payload, let integer = graph.value("NS.intval", of: number)?.integer {
            appendAttribute("type", "number", at: offset)
            appendAttribute("value", String(integer), at: offset)
        } else if let integer = payload?.integer {
            appendAttribute("type", "number", at: offset)
            appendAttribute("value", String(integer), at: offset)
        }
        let index = ValueIndex(values.count)
        values.append(
            ValueSpec(
                file: file, element: "userDefinedRuntimeAttribute", key: nil, owner: owner, parent: list,
                attributes: start..<storage.count, offset: offset))
        values[list.rawValue].children.append(index)
    }

    // MARK: Connections

    private mutating func addConnection(_ record: Int) {
        guard let className = graph.className(of: record), let shape = CompiledKeyTable.connectionKinds[className]
        else {
            let offset = graph.objects.indices.contains(record) ? graph.objects[record].offset : 0
            diagnostics.append(.compiledUnknownConnection(graph.className(of: record), at: location(offset)))
            return
        }
        let prefix = className.hasPrefix("NS") ? "NS" : "UI"
        let source = graph.objectReference(prefix + "Source", of: record).flatMap { placed[$0] }
        let label = graph.string(prefix + "Label", of: record) ?? graph.string("NSBinding", of: record)
        // A bare NSNibConnector without a destination is a decoding-order marker, not a connection.
        if className == "NSNibConnector", graph.value("NSDestination", of: record) == nil { return }
        var destinations: [Int?] = [graph.objectReference(prefix + "Destination", of: record)]
        // A control that triggers a segue sends `perform:` to its template: the segue's source.
        if shape == .action, let template = destinations.first ?? nil,
            graph.className(of: template).map(Self.isSegueTemplate) == true
        {
            if let source { segueTriggers[template] = source }
            return
        }
        if shape == .outletCollection, let target = destinations.first ?? nil, graph.isInlinedCollection(target) {
            destinations = graph.objectElements(of: target).map { $0 }
        }
        let kind: Connection.Kind =
            switch shape {
            case .outlet: .outlet
            case .action: .action
            case .outletCollection: .outletCollection
            case .binding: .binding
            case .accessibility: .accessibility
            }
        var eventType: String?
        if shape == .action, let mask = graph.value("UIEventMask", of: record)?.integer {
            eventType = CompiledKeyTable.events.first { mask & (1 << Int64($0.bit)) != 0 }?.name
        }
        let collectionClass =
            kind == .outletCollection ? (graph.string("UICollectionClassName", of: record) ?? "NSArray") : nil
        for destination in destinations {
            appendConnection(
                kind, source: source, destination: destination.flatMap { placed[$0] }, label: label,
                eventType: eventType,
                collectionClass: collectionClass, offset: graph.objects[record].offset)
        }
    }

    /// One connection to one destination (nil: not an object of the nib, a dangling reference).
    private mutating func appendConnection(
        _ kind: Connection.Kind, source: ObjectIndex?, destination target: ObjectIndex?, label: String?,
        eventType: String?,
        collectionClass: String?, offset: Int
    ) {
        let start = storage.count
        let destinationID = target.map { objects[$0.rawValue].id }
        if let label {
            appendAttribute(kind == .action ? "selector" : kind == .binding ? "name" : "property", label, at: offset)
        }
        if let destinationID {
            appendAttribute(isAppKit && kind == .action ? "target" : "destination", destinationID, at: offset)
        }
        if let eventType { appendAttribute("eventType", eventType, at: offset) }
        if let collectionClass { appendAttribute("collectionClass", collectionClass, at: offset) }
        let index = connections.count
        connections.append(
            ConnectionSpec(
                file: file, scene: scene, kind: kind, source: source, destination: target, destinationID: destinationID,
                label: label,
                eventType: eventType, collectionClass: collectionClass, attributes: start..<storage.count,
                offset: offset))
        if let source { objects[source.rawValue].connections.append(index) }
        if target == nil {
            diagnostics.append(
                .compiledDanglingDestination(of: "\(kind.rawValue) '\(label ?? "")'", at: location(offset)))
        }
    }

    // MARK: Assembly

    /// The archive of every nib added; `initialScene` names the part whose first top-level object
    /// is the initial view controller.
    func build(name: String, documentType: String? = nil, initialScene: String? = nil) -> Archive {
        let storage = self.storage
        // One shared storage per file the lists name (a storyboard bundle's parts each name theirs).
        var storages: [String: AttributeList.Storage] = [:]
        func list(_ range: Range<Int>, _ file: String) -> AttributeList {
            if let known = storages[file] { return AttributeList(known, range: range) }
            let made = AttributeList.Storage(made: storage, file: file, byteOffsets: true)
            storages[file] = made
            return AttributeList(made, range: range)
        }
        func location(_ offset: Int, _ file: String) -> SourceLocation {
            SourceLocation(file: file, byteOffset: offset)
        }
        let archivedObjects = objects.enumerated().map { offset, spec in
            ArchivedObject(
                index: ObjectIndex(offset), id: spec.id, element: spec.element, defaultClass: spec.defaultClass,
                customClass: spec.customClass, customModule: spec.customModule, customModuleProvider: nil,
                userLabel: nil,
                placeholder: spec.placeholder, parent: spec.parent, key: spec.key, collection: spec.collection,
                scene: spec.scene,
                attributes: list(spec.attributes, spec.file), values: EntityList(spec.values),
                children: EntityList(spec.children),
                connections: EntityList(spec.connections), location: location(spec.offset, spec.file), assembled: ())
        }
        let archivedValues = values.enumerated().map { offset, spec in
            ArchivedValue(
                index: ValueIndex(offset), element: spec.element, key: spec.key, owner: spec.owner, parent: spec.parent,
                attributes: list(spec.attributes, spec.file), text: nil, children: EntityList(spec.children),
                members: EntityList(spec.members),
                location: location(spec.offset, spec.file), assembled: ())
        }
        var diagnostics = self.diagnostics
        let (archivedConnections, references) = assembledConnections(resolvedConnections(&diagnostics), list: list)
        let scenes = self.scenes.enumerated().map { offset, scene in
            Scene(
                index: SceneIndex(offset), sceneID: scene.sceneID, objects: scene.objects, canvasLocation: nil,
                location: location(0, scene.file), assembled: ())
        }
        let initial = initialScene.flatMap { id in scenes.first { $0.sceneID == id }?.objects.first }
        let document = DocumentInfo(
            type: documentType
                ?? (isAppKit ? "com.apple.InterfaceBuilder3.Cocoa.XIB" : "com.apple.InterfaceBuilder3.CocoaTouch.XIB"),
            version: "compiled", targetRuntime: isAppKit ? "MacOSX.Cocoa" : "iOS.CocoaTouch",
            initialViewControllerID: initial.map { objects[$0.rawValue].id })
        return Archive(
            file: name, document: document, objects: archivedObjects, values: archivedValues,
            connections: archivedConnections, references: references, scenes: scenes, topLevelObjects: topLevel,
            documentValues: [], initialViewController: initial, diagnostics: diagnostics, duplicateIDs: [],
            unknownElements: [], isLegacyFormat: false)
    }

    /// The connections with each segue's destination resolved: the controller of the scene part
    /// its template names (a dangling reference when there is none).
    private func resolvedConnections(_ diagnostics: inout [Diagnostic]) -> [ConnectionSpec] {
        let sceneControllers = Dictionary(
            self.scenes.compactMap { scene in scene.objects.first.map { (scene.sceneID, $0) } }
        ) { first, _ in first }
        return connections.map { original in
            var spec = original
            guard let nib = spec.destinationNib else { return spec }
            if let controller = sceneControllers[nib] {
                spec.destination = controller
                spec.destinationID = objects[controller.rawValue].id
            } else {
                diagnostics.append(
                    .compiledMissingNib(
                        nib, segue: spec.label ?? "", at: SourceLocation(file: spec.file, byteOffset: spec.offset)))
            }
            return spec
        }
    }

    /// The archive's connections, and a reference for each one's destination.
    private func assembledConnections(
        _ specs: [ConnectionSpec], list: (Range<Int>, String) -> AttributeList
    ) -> ([Connection], [Reference]) {
        var references: [Reference] = []
        let connections = specs.enumerated().map { offset, spec in
            let location = SourceLocation(file: spec.file, byteOffset: spec.offset)
            if let destinationID = spec.destinationID {
                references.append(
                    Reference(
                        holder: .connection(offset),
                        attribute: isAppKit && spec.kind == .action ? "target" : "destination",
                        targetID: destinationID, target: spec.destination, targetConnection: nil, location: location,
                        assembled: ()))
            }
            return Connection(
                index: offset, kind: spec.kind, id: nil, source: spec.source, destinationID: spec.destinationID,
                destination: spec.destination, property: spec.kind == .action || spec.kind == .segue ? nil : spec.label,
                selector: spec.kind == .action ? spec.label : spec.segue?.unwindAction, eventType: spec.eventType,
                collectionClass: spec.collectionClass, segue: spec.segue, attributes: list(spec.attributes, spec.file),
                scene: spec.scene,
                crossesScenes: false, location: location, assembled: ())
        }
        return (connections, references)
    }
}

/// The XML element IB writes for a class: the reverse of ``ClassMap``.
enum ElementNames {
    private static func reverse(_ table: [String: String]) -> [String: String] {
        var result: [String: String] = [:]
        for (element, className) in table.sorted(by: { $0.key < $1.key }) {
            let natural = className.dropFirst(2).prefix(1).lowercased() + className.dropFirst(3)
            if result[className] == nil || element == natural { result[className] = element }
        }
        return result
    }
    private static let cocoaTouch = reverse(ClassMap.cocoaTouch)
    private static let appKit = reverse(ClassMap.appKit)

    static func element(forClass name: String, appKit isAppKit: Bool) -> String? {
        isAppKit ? appKit[name] : cocoaTouch[name]
    }
}

extension Diagnostic {
    /// `compiled-unknown-connection`: a connection record of a class the mapper does not know.
    static func compiledUnknownConnection(_ className: String?, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .compiledUnknownConnection, severity: .warning,
            message: "connection record of class '\(className ?? "?")' is not understood; skipped", location: location)
    }

    /// `dangling-reference`: a connection whose destination is not an object of the nib.
    static func compiledDanglingDestination(of connection: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .danglingReference, severity: .error,
            message: "the destination of \(connection) is not an object of the nib",
            location: location)
    }

    /// `dangling-reference`: a segue naming a nib the storyboard does not have.
    static func compiledMissingNib(_ nib: String, segue: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .danglingReference, severity: .error,
            message: "the destination of segue '\(segue)' names nib '\(nib)', which the storyboard does not have",
            location: location)
    }
}
