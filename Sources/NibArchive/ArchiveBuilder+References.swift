import NibDiagnostics
import NibXML

extension ArchiveBuilder {
    /// The second pass: every reference attribute, resolved against the whole document's ids.
    mutating func resolveReferences() {
        archive.references.reserveCapacity(archive.references.count + referenceAttributeCount())
        // The connection ids, built on the first id that names no object (rare: `reference=`
        // pointers to a segue).
        var connectionIDs: [String: Int]?
        for element in tree.elements.indices {
            guard let holder = referenceHolder(of: element) else { continue }
            let elementBit = nameFacts[tree[element].nameIndex].referenceElementBit
            for position in tree[element].attributeRange where isReference(at: position, elementBit: elementBit) {
                resolve(tree.attributes[position], of: holder, connectionIDs: &connectionIDs)
            }
        }
    }

    /// How many references ``resolveReferences()`` will record: counted first so that the list is
    /// made once at its size (doubling it left a large document's list up to half empty, and the
    /// copies touched fresh pages).
    private func referenceAttributeCount() -> Int {
        var count = 0
        for element in tree.elements.indices where referenceHolder(of: element) != nil {
            let elementBit = nameFacts[tree[element].nameIndex].referenceElementBit
            for position in tree[element].attributeRange where isReference(at: position, elementBit: elementBit) {
                count += 1
            }
        }
        return count
    }

    /// What holds the references of an element's attributes (nil for scenes and unread elements).
    private func referenceHolder(of element: Int) -> Reference.Holder? {
        switch roles[role: element] {
        case .object(let index): .object(index)
        case .value(let index): .value(index)
        case .connection(let index): .connection(index)
        case .document: .document
        case .scene, .none: nil
        }
    }

    /// Whether the attribute at `position` is a reference on an element with `elementBit`.
    private func isReference(at position: Int, elementBit: UInt8) -> Bool {
        let facts = nameFacts[tree.attributes.nameIndex(at: position)]
        switch facts.referenceKind {
        case .never: return false
        case .always: return true
        case .onSomeElements: return facts.referenceOnElements & elementBit != 0
        }
    }

    /// One reference. The id table holds the first object of each id: while the archive is being
    /// built no id is scene-local yet, so the whole document's first object wins.
    private mutating func resolve(
        _ attribute: XMLTree.Attribute, of holder: Reference.Holder, connectionIDs: inout [String: Int]?
    ) {
        let target = archive.idTable[attribute.value]
        let location = SourceLocation(file: tree.file, line: attribute.line, column: attribute.column)
        var connection: Int?
        if target == nil {
            if connectionIDs == nil { connectionIDs = collectConnectionIDs() }
            connection = connectionIDs?[attribute.value]
        }
        if case .object(let index) = holder {
            if archive.firstObjectReference.isEmpty {
                archive.firstObjectReference = Array(repeating: -1, count: archive.objects.count)
            }
            if index.rawValue < archive.firstObjectReference.count, archive.firstObjectReference[index.rawValue] < 0 {
                archive.firstObjectReference[index.rawValue] = Int32(truncatingIfNeeded: archive.references.count)
            }
        }
        archive.references.append(
            Reference(
                holder: holder, attribute: attribute.name, targetID: attribute.value, target: target,
                targetConnection: connection, location: location))
        if connection != nil { return }
        guard let target else {
            archive.diagnostics.append(.danglingReference(attribute.name, names: attribute.value, at: location))
            return
        }
        apply(target, to: holder, attribute: attribute.nameIndex, location: location)
    }

    private func collectConnectionIDs() -> [String: Int] {
        var connectionIDs: [String: Int] = [:]
        for index in archive.connections.indices {
            if let id = archive.connections[index].id, connectionIDs[id] == nil { connectionIDs[id] = index }
        }
        return connectionIDs
    }

    private mutating func apply(
        _ target: ObjectIndex, to holder: Reference.Holder, attribute: Int, location: SourceLocation
    ) {
        switch holder {
        case .connection(let index) where attribute == names.destination || attribute == names.target:
            archive.connections[index].destination = target
            let kind = archive.connections[index].kind
            if kind != .segue, let source = archive.connections[index].source,
                let sourceScene = archive.objects[source.rawValue].scene,
                let targetScene = archive.objects[target.rawValue].scene, sourceScene != targetScene
            {
                archive.connections[index].crossesScenes = true
                archive.diagnostics.append(.crossSceneConnection(archive.connections[index], at: location))
            }
        case .value(let index) where attribute == names.reference:
            archive.values[index.rawValue].members = [target]
            if let container = archive.values[index.rawValue].parent {
                archive.values[container.rawValue].members.append(target)
            }
        case .document where attribute == names.initialViewController:
            archive.initialViewController = target
        default:
            break
        }
    }
}
