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
        let (found, order) = relations(of: position, among: Set(members))
        var groups = Self.grouped(order, found: found)
        // Constraints live in the outline under their view, not in the view's own properties.
        let constraints = members.filter {
            found[$0] == nil && Self.isConstraint(index.className(of: records[$0].element))
        }
        if let first = constraints.first {
            groups.append(.collection("constraints", records[first].element, constraints))
        }
        for record in members where found[record] == nil && !constraints.contains(record) {
            groups.append(.single(record, .loose))
        }
        return groups
    }

    /// How the parent holds one outline child.
    private enum OutlineRelation {
        /// Under a key of its own, at that element.
        case key(String, Int)
        /// As a member of the array (or set) under a key, at the array element.
        case collection(String, Int)
    }

    /// Where the parent record's properties hold each wanted child (walked without recursion), and
    /// the order the parent holds them in; a child held both ways counts as a collection member.
    private func relations(
        of position: Int, among wanted: Set<Int>
    ) -> (found: [Int: OutlineRelation], order: [Int]) {
        var found: [Int: OutlineRelation] = [:]
        var order: [Int] = []
        var stack: [(element: Int, array: (key: String, element: Int)?)] = tree.children(of: records[position].element)
            .reversed().map { ($0, nil) }
        while let (element, array) = stack.popLast() {
            if let id = index.namedID(element), let record = recordByArchiveID[id], record != position {
                guard wanted.contains(record) else { continue }
                if let array {
                    if found[record] == nil { order.append(record) }
                    if case .collection = found[record] {
                    } else {
                        found[record] = .collection(array.key, array.element)
                    }
                } else if found[record] == nil, let key = index.key(of: element),
                    !LegacyRelationNames.backPointers.contains(key)
                {
                    order.append(record)
                    found[record] = .key(key, element)
                }
                continue
            }
            let name = tree[element].name
            guard name != "reference" else { continue }
            let arrayClasses: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet"]
            let isArray =
                name == "array" || name == "set"
                || (name == "object" && arrayClasses.contains(index.className(of: element) ?? ""))
            let context: (key: String, element: Int)? =
                isArray ? (index.key(of: element) ?? array?.key ?? "", element) : nil
            for child in tree.children(of: element).reversed() { stack.append((child, context)) }
        }
        return (found, order)
    }

    /// The held children as groups: the members of one collection name together (at the first
    /// array that holds one), a keyed child alone.
    private static func grouped(_ order: [Int], found: [Int: OutlineRelation]) -> [ChildGroup] {
        var groups: [ChildGroup] = []
        var collectionSlot: [String: Int] = [:]
        for record in order {
            switch found[record] {
            case .collection(let key, let element)?:
                let name = LegacyRelationNames.collection(key)
                if let slot = collectionSlot[name], case .collection(let group, let at, var list) = groups[slot] {
                    list.append(record)
                    groups[slot] = .collection(group, at, list)
                } else {
                    collectionSlot[name] = groups.count
                    groups.append(.collection(name, element, [record]))
                }
            case .key(let key, let element)?:
                groups.append(.single(record, .keyed(LegacyRelationNames.key(key), element)))
            case nil:
                break
            }
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
            let element =
                (ownerIsTarget ? connection.destinationElement : connection.sourceElement) ?? connection.recordElement
            let role = ownerIsTarget ? "control (destination)" : "source"
            let message =
                id.map {
                    "the \(role) of this connection record names archive id '\($0)', but no object record describes it"
                }
                ?? "this connection record has no \(role)"
            diagnostics.append(.legacyDanglingReference(message, at: tree.location(of: element)))
        }
        writeConnections(unplacedConnections, anchor: unplacedConnections[0].recordElement)
    }

    /// The id of the current format for an archive id: the object's `objectID`; a reference to
    /// nothing stays as written (the archive reports it as dangling) unless that text is also an
    /// object id, in which case it is reported here and dropped.
    mutating func modernID(_ archiveID: String?, element: Int?, role: String, record: Int) -> String? {
        guard let archiveID else {
            diagnostics.append(
                .legacyConnectionInvalid(
                    "this connection record has no \(role)", severity: .error, at: tree.location(of: element ?? record))
            )
            return nil
        }
        if let found = recordByArchiveID[archiveID] { return records[found].objectID }
        guard modernIDs.contains(archiveID) else { return archiveID }
        diagnostics.append(
            .legacyDanglingReference(
                "the \(role) names archive id '\(archiveID)', but no object record describes it",
                at: tree.location(of: element ?? record)))
        return nil
    }

    private mutating func writeConnection(_ connection: LegacyConnectionRecord) {
        let record = connection.recordElement
        let elementName: String
        var attributes: [XMLTreeWriter.Attribute]
        switch connection.className {
        case "IBCocoaTouchOutletConnection", "IBOutletConnection":
            elementName = "outlet"
            attributes = outletAttributes(connection)
        case "IBCocoaTouchOutletCollectionConnection", "IBOutletCollectionConnection":
            elementName = "outletCollection"
            attributes =
                outletAttributes(connection)
                + connectionAttribute("collectionClass", "NSMutableArray", at: record, record: record)
        case "IBCocoaTouchEventConnection", "IBCocoaTouchActionConnection":
            elementName = "action"
            attributes = eventActionAttributes(connection)
        case "IBActionConnection":
            elementName = "action"
            attributes = connectionAttribute("selector", connection.label, at: connection.labelElement, record: record)
            let target = modernID(
                connection.sourceID, element: connection.sourceElement, role: "target", record: record)
            attributes += connectionAttribute("target", target, at: connection.sourceElement, record: record)
        case "IBBindingConnection":
            elementName = "binding"
            attributes = bindingAttributes(connection)
        default:
            let className = connection.className.isEmpty ? "(none)" : connection.className
            diagnostics.append(
                .legacyConnectionInvalid(
                    "connection record of class '\(className)' is not an outlet, action or binding; it is skipped",
                    severity: .warning,
                    at: tree.location(of: record)))
            return
        }
        if connection.label == nil {
            diagnostics.append(
                .legacyConnectionInvalid(
                    "this \(connection.className) has no label (outlet name or selector)", severity: .error,
                    at: tree.location(of: record)))
        }
        attributes += connectionAttribute(
            "id", connection.connectionID, at: connection.connectionIDElement, record: record)
        writer.open(elementName, attributes: attributes, line: tree[record].line, column: tree[record].column)
        writer.close()
    }

    /// One attribute positioned at an element (the connection record when it has none); none when
    /// there is no value.
    private func connectionAttribute(_ name: String, _ value: String?, at element: Int?, record: Int) -> [XMLTreeWriter
        .Attribute]
    {
        guard let value else { return [] }
        let at = element ?? record
        return [.init(name: name, value: value, line: tree[at].line, column: tree[at].column)]
    }

    /// The `destination` attribute: the modern id of the connection's destination.
    private mutating func destination(of connection: LegacyConnectionRecord, role: String) -> [XMLTreeWriter.Attribute]
    {
        let record = connection.recordElement
        let id = modernID(connection.destinationID, element: connection.destinationElement, role: role, record: record)
        return connectionAttribute("destination", id, at: connection.destinationElement, record: record)
    }

    /// An outlet's (or outlet collection's) `property` and `destination`.
    private mutating func outletAttributes(_ connection: LegacyConnectionRecord) -> [XMLTreeWriter.Attribute] {
        let property = connectionAttribute(
            "property", connection.label, at: connection.labelElement, record: connection.recordElement)
        return property + destination(of: connection, role: "destination")
    }

    /// A control action's `selector`, `destination` (the target) and `eventType`; an event code
    /// that names no control event is reported and left out.
    private mutating func eventActionAttributes(_ connection: LegacyConnectionRecord) -> [XMLTreeWriter.Attribute] {
        let record = connection.recordElement
        var attributes = connectionAttribute("selector", connection.label, at: connection.labelElement, record: record)
        attributes += destination(of: connection, role: "target")
        if let code = connection.eventType {
            if let name = LegacyRelationNames.eventTypes[code] {
                attributes += connectionAttribute("eventType", name, at: connection.eventTypeElement, record: record)
            } else {
                diagnostics.append(
                    .legacyConnectionInvalid(
                        "IBEventType \(code) names no control event; the action is kept without one",
                        severity: .warning,
                        at: tree.location(of: connection.eventTypeElement ?? record)))
            }
        }
        return attributes
    }

    /// A binding's `destination`, `name` and `keyPath`: from its binding record, else from a
    /// `name: keyPath` label.
    private mutating func bindingAttributes(_ connection: LegacyConnectionRecord) -> [XMLTreeWriter.Attribute] {
        let record = connection.recordElement
        let label = connection.label ?? ""
        let colon = label.firstIndex(of: ":")
        let name = connection.binding?.name ?? colon.map { String(label[..<$0]) } ?? label
        let keyPath =
            connection.binding?.keyPath
            ?? colon.map { String(label[label.index(after: $0)...].drop { $0 == " " }) }
        var attributes = destination(of: connection, role: "destination")
        attributes += connectionAttribute(
            "name", name, at: connection.binding?.element ?? connection.labelElement, record: record)
        attributes += connectionAttribute("keyPath", keyPath, at: connection.labelElement, record: record)
        return attributes
    }
}
