import NibDiagnostics
import NibXML

/// How the translator finds where each child of the outline sits in its parent, and writes
/// connection records.
extension LegacyTranslator {
    /// A run of children written together.
    enum ChildGroup {
        /// The members of one collection element (`subviews`, `items`, …), positioned at the array.
        case collection(String, Int, [Int])
        /// One child, keyed or loose.
        case single(Int, LegacyPlacement)
    }

    /// The outline children of a record, grouped as the parent holds them, in the order it holds
    /// them; children the parent does not hold come last, in outline order.
    func childGroups(of position: Int) -> [ChildGroup] {
        let members = children[position]
        guard !members.isEmpty else { return [] }
        let wanted = Set(members)
        enum Relation {
            case key(String, Int)
            case collection(String, Int)
        }
        var found: [Int: Relation] = [:]
        var order: [Int] = []
        var stack: [(element: Int, array: (key: String, element: Int)?)] = tree.children(of: records[position].element)
            .reversed().map { ($0, nil) }
        while let (element, array) = stack.popLast() {
            if let id = index.namedID(element), let record = recordByArchiveID[id], record != position {
                guard wanted.contains(record) else { continue }
                if let array {
                    if found[record] == nil { order.append(record) }
                    if case .collection = found[record] {} else { found[record] = .collection(array.key, array.element) }
                } else if found[record] == nil, let key = index.key(of: element), !LegacyRelationNames.backPointers.contains(key) {
                    order.append(record)
                    found[record] = .key(key, element)
                }
                continue
            }
            let name = tree[element].name
            guard name != "reference" else { continue }
            let arrayClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"]
            let isArray = name == "array" || name == "set" || (name == "object" && arrayClasses.contains(index.className(of: element) ?? ""))
            let context: (key: String, element: Int)? =
                isArray ? (index.key(of: element) ?? array?.key ?? "", element) : nil
            for child in tree.children(of: element).reversed() { stack.append((child, context)) }
        }
        var groups: [ChildGroup] = []
        var collectionSlot: [String: Int] = [:]
        for record in order {
            switch found[record] {
            case let .collection(key, element)?:
                let name = LegacyRelationNames.collection(key)
                if let slot = collectionSlot[name], case .collection(let group, let at, var list) = groups[slot] {
                    list.append(record)
                    groups[slot] = .collection(group, at, list)
                } else {
                    collectionSlot[name] = groups.count
                    groups.append(.collection(name, element, [record]))
                }
            case let .key(key, element)?:
                groups.append(.single(record, .keyed(LegacyRelationNames.key(key), element)))
            case nil:
                break
            }
        }
        // Constraints live in the outline under their view, not in the view's own properties.
        let constraints = members.filter { found[$0] == nil && Self.isConstraint(index.className(of: records[$0].element)) }
        if let first = constraints.first { groups.append(.collection("constraints", records[first].element, constraints)) }
        for record in members where found[record] == nil && !constraints.contains(record) {
            groups.append(.single(record, .loose))
        }
        return groups
    }

    static func isConstraint(_ className: String?) -> Bool {
        className == "IBNSLayoutConstraint" || className == "IBLayoutConstraint" || className == "NSLayoutConstraint"
    }

    // MARK: Connections

    mutating func writeConnections(_ list: [LegacyConnectionRecord], anchor: Int) {
        writer.open(
            "connections", attributes: [], line: tree[list.first?.recordElement ?? anchor].line,
            column: tree[list.first?.recordElement ?? anchor].column)
        for connection in list { writeConnection(connection) }
        writer.close()
    }

    mutating func writeUnplacedConnections() {
        guard !unplacedConnections.isEmpty else { return }
        for connection in unplacedConnections {
            let ownerIsTarget = connection.className == "IBActionConnection"
            let id = ownerIsTarget ? connection.destinationID : connection.sourceID
            let element = (ownerIsTarget ? connection.destinationElement : connection.sourceElement) ?? connection.recordElement
            let role = ownerIsTarget ? "control (destination)" : "source"
            let message =
                id.map { "the \(role) of this connection record names archive id '\($0)', but no object record describes it" }
                ?? "this connection record has no \(role)"
            diagnostics.append(
                Diagnostic(id: "dangling-reference", severity: .error, message: message, location: tree.location(of: element)))
        }
        writeConnections(unplacedConnections, anchor: unplacedConnections[0].recordElement)
    }

    /// The id of the current format for an archive id: the object's `objectID`; a reference to
    /// nothing stays as written (the archive reports it as dangling) unless that text is also an
    /// object id, in which case it is reported here and dropped.
    mutating func modernID(_ archiveID: String?, element: Int?, role: String, record: Int) -> String? {
        guard let archiveID else {
            diagnostics.append(
                Diagnostic(
                    id: "legacy-connection-invalid", severity: .error, message: "this connection record has no \(role)",
                    location: tree.location(of: element ?? record)))
            return nil
        }
        if let found = recordByArchiveID[archiveID] { return records[found].objectID }
        guard modernIDs.contains(archiveID) else { return archiveID }
        diagnostics.append(
            Diagnostic(
                id: "dangling-reference", severity: .error,
                message: "the \(role) names archive id '\(archiveID)', but no object record describes it",
                location: tree.location(of: element ?? record)))
        return nil
    }

    private mutating func writeConnection(_ connection: LegacyConnectionRecord) {
        let record = connection.recordElement
        var attributes: [XMLTreeWriter.Attribute] = []
        func add(_ name: String, _ value: String?, at element: Int?) {
            guard let value else { return }
            let at = element ?? record
            attributes.append(.init(name: name, value: value, line: tree[at].line, column: tree[at].column))
        }
        let elementName: String
        switch connection.className {
        case "IBCocoaTouchOutletConnection", "IBOutletConnection":
            elementName = "outlet"
            add("property", connection.label, at: connection.labelElement)
            add(
                "destination",
                modernID(connection.destinationID, element: connection.destinationElement, role: "destination", record: record),
                at: connection.destinationElement)
        case "IBCocoaTouchOutletCollectionConnection", "IBOutletCollectionConnection":
            elementName = "outletCollection"
            add("property", connection.label, at: connection.labelElement)
            add(
                "destination",
                modernID(connection.destinationID, element: connection.destinationElement, role: "destination", record: record),
                at: connection.destinationElement)
            add("collectionClass", "NSMutableArray", at: record)
        case "IBCocoaTouchEventConnection", "IBCocoaTouchActionConnection":
            elementName = "action"
            add("selector", connection.label, at: connection.labelElement)
            add(
                "destination",
                modernID(connection.destinationID, element: connection.destinationElement, role: "target", record: record),
                at: connection.destinationElement)
            if let code = connection.eventType {
                if let name = LegacyRelationNames.eventTypes[code] {
                    add("eventType", name, at: connection.eventTypeElement)
                } else {
                    diagnostics.append(
                        Diagnostic(
                            id: "legacy-connection-invalid", severity: .warning,
                            message: "IBEventType \(code) names no control event; the action is kept without one",
                            location: tree.location(of: connection.eventTypeElement ?? record)))
                }
            }
        case "IBActionConnection":
            elementName = "action"
            add("selector", connection.label, at: connection.labelElement)
            add(
                "target", modernID(connection.sourceID, element: connection.sourceElement, role: "target", record: record),
                at: connection.sourceElement)
        case "IBBindingConnection":
            elementName = "binding"
            let label = connection.label ?? ""
            let colon = label.firstIndex(of: ":")
            let name = connection.binding?.name ?? colon.map { String(label[..<$0]) } ?? label
            let keyPath =
                connection.binding?.keyPath
                ?? colon.map { String(label[label.index(after: $0)...].drop { $0 == " " }) }
            add(
                "destination",
                modernID(connection.destinationID, element: connection.destinationElement, role: "destination", record: record),
                at: connection.destinationElement)
            add("name", name, at: connection.binding?.element ?? connection.labelElement)
            add("keyPath", keyPath, at: connection.labelElement)
        default:
            diagnostics.append(
                Diagnostic(
                    id: "legacy-connection-invalid", severity: .warning,
                    message:
                        "connection record of class '\(connection.className.isEmpty ? "(none)" : connection.className)' is not an outlet, action or binding; it is skipped",
                    location: tree.location(of: record)))
            return
        }
        if connection.label == nil {
            diagnostics.append(
                Diagnostic(
                    id: "legacy-connection-invalid", severity: .error,
                    message: "this \(connection.className) has no label (outlet name or selector)",
                    location: tree.location(of: record)))
        }
        add("id", connection.connectionID, at: connection.connectionIDElement)
        writer.open(elementName, attributes: attributes, line: tree[record].line, column: tree[record].column)
        writer.close()
    }
}
