import NibDiagnostics
import NibXML

extension ArchiveBuilder {
    /// The second pass: every reference attribute, resolved against the whole document's ids.
    mutating func resolveReferences() {
        // The connection ids, built on the first id that names no object (rare: `reference=`
        // pointers to a segue).
        var connectionIDs: [String: Int]?
        for element in tree.elements.indices {
            let holder: Reference.Holder
            switch roles[role: element] {
            case .object(let index): holder = .object(index)
            case .value(let index): holder = .value(index)
            case .connection(let index): holder = .connection(index)
            case .document: holder = .document
            case .scene, .none: continue
            }
            let elementBit = nameFacts[tree[element].nameIndex].referenceElementBit
            for position in tree[element].attributeRange {
                let facts = nameFacts[tree.attributes.nameIndex(at: position)]
                switch facts.referenceKind {
                case .never: continue
                case .always: break
                case .onSomeElements: guard facts.referenceOnElements & elementBit != 0 else { continue }
                }
                resolve(tree.attributes[position], of: holder, connectionIDs: &connectionIDs)
            }
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
