import NibDiagnostics
import NibXML

/// Translates a legacy Xcode 3/4 `<archive>` document into the element tree of the current
/// `<document>` format, element by element, each new element and attribute positioned at the
/// legacy element it came from; ``ArchiveBuilder`` then interprets that tree like any other
/// document, so references, placeholders, connections and diagnostics work the same.
///
/// - The objects are those of `IBDocument.Objects` → `objectRecords` (`IBObjectRecord`), with their
///   `objectID` as id, `objectName` as `userLabel`, and the outline's parent and children;
///   `IBDocument.RootObjects` orders the top level. Class names map to elements (``LegacyClassMap``),
///   `flattenedProperties` give custom classes (`N.CustomClassName`), and the keyed properties
///   translate through ``LegacyPropertyTable``. How a child sits in its parent (`NSSubviews` →
///   `subviews`, `NSWindowView` → `contentView`, `NSCell` → `cell`, …) comes from where the parent
///   holds it.
/// - The connections are `connectionRecords` (`IBConnectionRecord`): outlets, actions (CocoaTouch
///   event connections with their event, AppKit action connections with their target) and
///   bindings, each under its source object's `<connections>`.
/// - Malformed input (records without ids, references to nothing, parent cycles) is a positioned
///   diagnostic; the rest of the document is still read.
struct LegacyTranslator {
    let index: LegacyArchiveIndex
    let tree: XMLTree
    var writer: XMLTreeWriter
    var diagnostics: [Diagnostic] = []
    var family: RuntimeFamily = .unknown
    var records: [LegacyObjectRecord] = []
    var recordByArchiveID: [String: Int] = [:]
    var parents: [Int?] = []
    var children: [[Int]] = []
    var topLevel: [Int] = []
    var flattened: [String: [(property: String, value: Int)]] = [:]
    var connectionsBySource: [Int: [LegacyConnectionRecord]] = [:]
    var unplacedConnections: [LegacyConnectionRecord] = []
    var modernIDs: Set<String> = []

    /// The translated tree and the problems found translating.
    static func translate(_ tree: XMLTree, root: Int) -> (tree: XMLTree, diagnostics: [Diagnostic]) {
        var translator = LegacyTranslator(tree: tree, root: root)
        translator.run(root: root)
        return (translator.writer.finish(), translator.diagnostics)
    }

    private init(tree: XMLTree, root: Int) {
        self.tree = tree
        index = LegacyArchiveIndex(tree: tree, root: root)
        writer = XMLTreeWriter(file: tree.file)
        diagnostics = index.diagnostics
    }

    // MARK: Reading

    private mutating func run(root: Int) {
        let data = tree.children(of: root).first { tree[$0].name == "data" }
        let type = tree.attribute("type", of: root)
        let runtimeID = data.flatMap { index.scalar($0, key: "IBDocument.TargetRuntimeIdentifier") }
        let targetRuntime: String =
            switch runtimeID {
            case "IBCocoaTouchFramework": "iOS.CocoaTouch"
            case "IBIPadFramework": "iOS.CocoaTouch.iPad"
            case "IBCocoaFramework": "MacOSX.Cocoa"
            default: (type ?? "").contains("CocoaTouch") ? "iOS.CocoaTouch" : "MacOSX.Cocoa"
            }
        family = RuntimeFamily(targetRuntime: targetRuntime)
        var documentAttributes: [XMLTreeWriter.Attribute] = []
        func add(_ name: String, _ value: String?, at element: Int, attribute: String? = nil) {
            guard let value else { return }
            let location = attribute.map { tree.location(ofAttribute: $0, of: element) } ?? tree.location(of: element)
            documentAttributes.append(.init(name: name, value: value, line: location.line, column: location.column))
        }
        add("type", type, at: root, attribute: "type")
        add("version", tree.attribute("version", of: root), at: root, attribute: "version")
        if let data, let version = index.child(data, key: "IBDocument.InterfaceBuilderVersion") {
            add("toolsVersion", index.scalar(version), at: version)
        }
        add("targetRuntime", targetRuntime, at: data ?? root)
        open("document", documentAttributes, at: root)
        guard let data else {
            diagnostics.append(
                .legacyArchiveInvalid("the <archive> has no <data> element", at: tree.location(of: root)))
            return
        }
        writeDependencies(data)
        guard let container = index.child(data, key: "IBDocument.Objects") else {
            diagnostics.append(
                .legacyArchiveInvalid(
                    "the archive has no IBDocument.Objects: no object records and no connections",
                    at: tree.location(of: data)))
            return
        }
        readRecords(container, rootObjects: index.child(data, key: "IBDocument.RootObjects"))
        flattened = index.flattenedProperties(in: container)
        readConnections(container)
        writeObjects(at: index.child(data, key: "IBDocument.RootObjects") ?? container)
        writeUnplacedConnections()
    }

    private mutating func readRecords(_ container: Int, rootObjects: Int?) {
        let rootID = index.rootArchiveID(in: container)
        for element in index.objectRecordElements(in: container) {
            guard index.recordID(element) != "0" else { continue }
            guard let record = index.objectRecord(element, diagnostics: &diagnostics) else { continue }
            if let earlier = recordByArchiveID[record.archiveID] {
                diagnostics.append(
                    .legacyObjectRecordInvalid(
                        "IBObjectRecord \(record.objectID) describes the same object as record \(records[earlier].objectID); it is skipped",
                        at: tree.location(of: element)))
                continue
            }
            recordByArchiveID[record.archiveID] = records.count
            records.append(record)
            modernIDs.insert(record.objectID)
        }
        parents = records.map { record in
            guard let parent = record.parentArchiveID, parent != rootID else { return nil }
            if let found = recordByArchiveID[parent] { return found }
            let location = index.child(record.recordElement, key: "parent").map(tree.location(of:))
            diagnostics.append(
                .legacyDanglingReference(
                    "the parent of IBObjectRecord \(record.objectID) names archive id '\(parent)', but no object record describes it; the object is placed at the top level",
                    at: location ?? tree.location(of: record.recordElement)))
            return nil
        }
        breakParentCycles()
        children = Array(repeating: [], count: records.count)
        var roots: [Int] = []
        for (position, parent) in parents.enumerated() {
            if let parent { children[parent].append(position) } else { roots.append(position) }
        }
        // The top level in RootObjects order, then anything else the outline puts there.
        let rootOrder = rootObjects.map { index.items($0).compactMap(index.namedID) } ?? []
        var rank: [Int: Int] = [:]
        for (position, id) in rootOrder.enumerated() {
            if let record = recordByArchiveID[id], rank[record] == nil { rank[record] = position }
        }
        topLevel = roots.enumerated().sorted {
            (rank[$0.element] ?? rootOrder.count + $0.offset, $0.offset) < (
                rank[$1.element] ?? rootOrder.count + $1.offset, $1.offset
            )
        }.map(\.element)
    }

    /// A parent chain that loops would make the outline infinite: each loop is cut at the record
    /// where it is found, which then sits at the top level.
    private mutating func breakParentCycles() {
        var state = Array(repeating: 0, count: records.count)  // 0 unvisited, 1 on the path, 2 done
        for start in records.indices where state[start] == 0 {
            var path: [Int] = []
            var current: Int? = start
            while let node = current, state[node] != 2 {
                if state[node] == 1 {
                    let last = path.last ?? node
                    parents[last] = nil
                    diagnostics.append(
                        .legacyParentCycle(
                            records[last].objectID, through: records[node].objectID,
                            at: tree.location(of: records[last].recordElement)))
                    break
                }
                state[node] = 1
                path.append(node)
                current = parents[node]
            }
            for node in path { state[node] = 2 }
        }
    }

    private mutating func readConnections(_ container: Int) {
        for connection in index.connectionRecords(in: container) {
            let owner: String? =
                switch connection.className {
                case "IBActionConnection": connection.destinationID
                default: connection.sourceID
                }
            if let owner, let record = recordByArchiveID[owner] {
                connectionsBySource[record, default: []].append(connection)
            } else {
                unplacedConnections.append(connection)
            }
        }
    }
}

// MARK: Writing

extension LegacyTranslator {
    private mutating func open(_ name: String, _ attributes: [XMLTreeWriter.Attribute], at element: Int) {
        writer.open(name, attributes: attributes, line: tree[element].line, column: tree[element].column)
    }

    private func attribute(_ name: String, _ value: String, at element: Int) -> XMLTreeWriter.Attribute {
        .init(name: name, value: value, line: tree[element].line, column: tree[element].column)
    }

    private mutating func writeDependencies(_ data: Int) {
        guard let list = index.child(data, key: "IBDocument.PluginDependencies") else { return }
        var versions: [String: String] = [:]
        if let plugins = index.child(data, key: "IBDocument.PluginVersions") {
            for entry in index.entries(plugins) { versions[entry.key] = index.scalar(entry.value) }
        }
        open("dependencies", [], at: list)
        for item in index.items(list) {
            guard let identifier = index.scalar(item) else { continue }
            var attributes = [attribute("identifier", identifier, at: item)]
            if let version = versions[identifier] { attributes.append(attribute("version", version, at: item)) }
            open("plugIn", attributes, at: item)
            writer.close()
        }
        writer.close()
    }

    /// One step of the iterative walk that writes the outline.
    private enum Step {
        case object(Int, LegacyPlacement)
        case openCollection(String, at: Int)
        case connections(Int)
        case close
    }

    private mutating func writeObjects(at anchor: Int) {
        open("objects", [], at: anchor)
        var steps: [Step] = [.close]
        for record in topLevel.reversed() { steps.append(.object(record, .loose)) }
        while let step = steps.popLast() {
            switch step {
            case .close:
                writer.close()
            case .openCollection(let name, let element):
                open(name, [], at: element)
            case .connections(let record):
                writeConnections(connectionsBySource[record] ?? [], anchor: records[record].element)
            case .object(let record, let placement):
                writeObjectElement(record, placement: placement)
                steps.append(.close)
                if connectionsBySource[record] != nil { steps.append(.connections(record)) }
                for group in childGroups(of: record).reversed() {
                    switch group {
                    case .collection(let name, let element, let members):
                        steps.append(.close)
                        for member in members.reversed() { steps.append(.object(member, .member)) }
                        steps.append(.openCollection(name, at: element))
                    case .single(let member, let placement):
                        steps.append(.object(member, placement))
                    }
                }
            }
        }
    }

    private mutating func writeObjectElement(_ position: Int, placement: LegacyPlacement) {
        let record = records[position]
        let definition = record.element
        let legacyClass = index.className(of: definition) ?? tree[definition].name
        let properties = flattened[record.objectID] ?? []
        var attributes = UniqueAttributes()
        let idLocation = tree.location(ofAttribute: "id", of: definition)
        attributes.add(.init(name: "id", value: record.objectID, line: idLocation.line, column: idLocation.column))
        if case .keyed(let key, let element) = placement { attributes.add(attribute("key", key, at: element)) }
        for (name, source) in customClassNames(definition, legacyClass: legacyClass, properties: properties) {
            attributes.add(attribute("customClass", name, at: source))
        }
        let mapped = LegacyClassMap.element(forClass: legacyClass, family: family)
        if mapped == nil {
            attributes.add(attribute("customClass", LegacyClassMap.runtimeClass(forClass: legacyClass), at: definition))
        }
        let element = mapped ?? "customObject"
        if let name = record.name, let source = record.nameElement {
            attributes.add(attribute("userLabel", name, at: source))
        }
        if element == "placeholder", let identifier = index.child(definition, key: "IBProxiedObjectIdentifier") {
            attributes.add(attribute("placeholderIdentifier", index.scalar(identifier) ?? "", at: identifier))
        }
        for property in properties where property.property == "NSWindowTemplate.visibleAtLaunch" {
            if let text = index.scalar(property.value) {
                attributes.add(attribute("visibleAtLaunch", text, at: property.value))
            }
        }
        let translated = index.properties(of: definition, family: family)
        for item in translated.attributes { attributes.add(attribute(item.name, item.value, at: item.source)) }
        if Self.isConstraint(legacyClass) {
            for item in constraintAttributes(definition, record: record.recordElement) {
                attributes.add(attribute(item.name, item.value, at: item.source))
            }
        }
        let placeholders = properties.filter { $0.property == "IBAttributePlaceholdersKey" }.map(\.value)
        let extras = placeholders.map { index.attributePlaceholders($0, family: family) }
        for extra in extras {
            if let toolTip = extra.toolTip { attributes.add(attribute("toolTip", toolTip.text, at: toolTip.source)) }
        }
        open(element, attributes.list, at: definition)
        for value in translated.values { write(value) }
        for extra in extras { if let runtime = extra.runtimeAttributes { write(runtime) } }
    }

    /// Attributes in the order added, each name once (the first one added wins).
    private struct UniqueAttributes {
        /// The attributes kept.
        private(set) var list: [XMLTreeWriter.Attribute] = []
        private var names: Set<String> = []

        /// Adds an attribute unless one of its name is already there.
        mutating func add(_ attribute: XMLTreeWriter.Attribute) {
            guard names.insert(attribute.name).inserted else { return }
            list.append(attribute)
        }
    }

    /// The custom class names a record gives, with where each is written, first wins: the
    /// inspector's `CustomClassName`, then a custom object's, view's or window's class when it is
    /// not the default.
    private func customClassNames(
        _ definition: Int, legacyClass: String, properties: [(property: String, value: Int)]
    ) -> [(name: String, source: Int)] {
        var names: [(name: String, source: Int)] = []
        if let custom = properties.first(where: { $0.property == "CustomClassName" }),
            let name = index.scalar(custom.value),
            !name.isEmpty
        {
            names.append((name, custom.value))
        }
        switch legacyClass {
        case "NSCustomObject", "NSCustomView":
            if let name = index.child(definition, key: "NSClassName"), let text = index.scalar(name),
                text != (legacyClass == "NSCustomView" ? "NSView" : "NSObject")
            {
                names.append((text, name))
            }
        case "NSWindowTemplate":
            if let name = index.child(definition, key: "NSWindowClass"), let text = index.scalar(name),
                text != "NSWindow"
            {
                names.append((text, name))
            }
        default:
            break
        }
        return names
    }

    private mutating func write(_ value: LegacyValue) {
        // Values nest a few levels at most (a runtime attribute's colour); still walked with a stack.
        var steps: [LegacyValue?] = [value]
        while let step = steps.popLast() {
            guard let value = step else {
                writer.close()
                continue
            }
            var attributes = value.key.map { [attribute("key", $0, at: value.source)] } ?? []
            attributes += value.attributes.map { attribute($0.name, $0.value, at: value.source) }
            open(value.element, attributes, at: value.source)
            steps.append(nil)
            for child in value.children.reversed() { steps.append(child) }
        }
    }
}
