import NibArchive
import NibDiagnostics

/// Compares outlets, actions, segues and bindings, matched by their connection id.
enum ConnectionComparison {
    /// What identifies a connection when it has no id.
    static func signature(_ connection: Connection, in archive: Archive) -> String {
        let source = connection.source.map { archive[$0].id } ?? "-"
        return
            "\(connection.kind.rawValue)|\(source)|\(connection.label ?? "")|\(connection.destinationID ?? "")|\(connection.eventType ?? "")"
    }

    static func key(_ connection: Connection, in archive: Archive) -> String {
        connection.id.map { "id:" + $0 } ?? signature(connection, in: archive)
    }

    static func compare(_ context: inout DiffContext) {
        let old = context.old
        let new = context.new
        var oldByKey: [String: Connection] = [:]
        for connection in old.connections {
            oldByKey[key(connection, in: old)] = oldByKey[key(connection, in: old)] ?? connection
        }
        var matched: Set<String> = []
        for connection in new.connections {
            let match = key(connection, in: new)
            guard let was = oldByKey[match], !matched.contains(match) else {
                // A connection of a new object comes with it: the object's line says so.
                if let source = connection.source, context.old(of: source) == nil { continue }
                context.add(added(connection, in: new))
                continue
            }
            matched.insert(match)
            context.changes += changes(from: was, old: old, to: connection, new: new)
        }
        for connection in old.connections where !matched.contains(key(connection, in: old)) {
            if let source = connection.source, context.new(of: source) == nil { continue }
            let removed = removed(connection, in: old)
            context.add(
                DiffChange(
                    kind: removed.kind, message: removed.message, objectID: removed.objectID,
                    property: removed.property,
                    oldValue: removed.oldValue, location: connection.source.flatMap { context.newPlace(forOld: $0) },
                    oldLocation: connection.location))
        }
    }

    static func source(_ connection: Connection, in archive: Archive) -> String {
        connection.source.map { ObjectNaming.name($0, in: archive) } ?? "no object"
    }

    static func destination(_ connection: Connection, in archive: Archive) -> String {
        if let destination = connection.destination { return ObjectNaming.name(destination, in: archive) }
        return connection.destinationID.map { "id \($0) (no such object)" } ?? "nothing"
    }

    /// `outlet `titleLabel``, `action `sayHello:``, `segue 'showDetail' (show)`.
    static func title(_ connection: Connection) -> String {
        switch connection.kind {
        case .outlet: "outlet `\(connection.property ?? "?")`"
        case .outletCollection: "outlet collection `\(connection.property ?? "?")`"
        case .action: "action `\(connection.selector ?? "?")`\(connection.eventType.map { " on \($0)" } ?? "")"
        case .binding: "binding `\(connection.property ?? "?")`"
        case .accessibility: "accessibility link"
        case .segue:
            if let segue = connection.segue {
                "\(segue.relationship.map { "relationship segue `\($0)`" } ?? segue.identifier.map { "segue '\($0)'" } ?? "segue") (\(segue.kindAttribute))"
            } else {
                "segue"
            }
        }
    }

    static func verb(_ connection: Connection) -> String {
        switch connection.kind {
        case .segue: "leads to"
        case .action: "is sent to"
        default: "points at"
        }
    }

    static func added(_ connection: Connection, in archive: Archive) -> DiffChange {
        DiffChange(
            kind: connection.kind == .segue ? .segueAdded : .connectionAdded,
            message:
                "\(title(connection)) of \(source(connection, in: archive)) added: \(verb(connection)) \(destination(connection, in: archive))",
            objectID: connection.source.map { archive[$0].id }, property: connection.label,
            newValue: connection.destinationID, location: connection.location)
    }

    static func removed(_ connection: Connection, in archive: Archive) -> DiffChange {
        DiffChange(
            kind: connection.kind == .segue ? .segueRemoved : .connectionRemoved,
            message:
                "\(title(connection)) of \(source(connection, in: archive)) removed (it \(verb(connection)) \(destination(connection, in: archive)))",
            objectID: connection.source.map { archive[$0].id }, property: connection.label,
            oldValue: connection.destinationID, oldLocation: connection.location)
    }

    static func changes(from was: Connection, old: Archive, to connection: Connection, new: Archive) -> [DiffChange] {
        var result: [DiffChange] = []
        let kind: DiffChange.Kind = connection.kind == .segue ? .segueChanged : .connectionChanged
        let sourceID = connection.source.map { new[$0].id }
        func change(_ message: String, property: String, old oldValue: String?, new newValue: String?) {
            result.append(
                DiffChange(
                    kind: kind, message: message, objectID: sourceID, property: property, oldValue: oldValue,
                    newValue: newValue, location: connection.location, oldLocation: was.location))
        }
        let subject = "\(title(was)) of \(source(connection, in: new))"
        if was.kind != connection.kind {
            change(
                "\(subject) is now a \(connection.kind.rawValue) (was a \(was.kind.rawValue))", property: "kind",
                old: was.kind.rawValue, new: connection.kind.rawValue)
        }
        let oldSource = was.source.map { old[$0].id }
        if oldSource != sourceID {
            change(
                "\(title(connection)) now belongs to \(source(connection, in: new)) (was \(source(was, in: old)))",
                property: "source", old: oldSource, new: sourceID)
        }
        if was.property != connection.property, connection.kind != .segue {
            change(
                "\(subject) renamed to `\(connection.property ?? "")`", property: "property", old: was.property,
                new: connection.property)
        }
        if was.selector != connection.selector {
            let what = connection.kind == .segue ? "unwind action" : "selector"
            change(
                "\(subject): \(what) is now `\(connection.selector ?? "none")` (was `\(was.selector ?? "none")`)",
                property: "selector", old: was.selector, new: connection.selector)
        }
        if was.eventType != connection.eventType {
            change(
                "\(subject): event is now \(connection.eventType ?? "none") (was \(was.eventType ?? "none"))",
                property: "eventType", old: was.eventType, new: connection.eventType)
        }
        if was.destinationID != connection.destinationID {
            change(
                "\(subject) now \(verb(connection)) \(destination(connection, in: new)) (was \(destination(was, in: old)))",
                property: "destination", old: was.destinationID, new: connection.destinationID)
        }
        if let before = was.segue, let after = connection.segue {
            for (name, then, now) in segueAttributeChanges(from: before, to: after) {
                change("\(subject): \(name) is now '\(now)' (was '\(then)')", property: name, old: then, new: now)
            }
        }
        return result
    }

    /// The segue attributes that differ between two versions of a segue: name, old value, new value.
    private static func segueAttributeChanges(
        from before: SegueInfo, to after: SegueInfo
    ) -> [(name: String, then: String, now: String)] {
        let pairs: [(name: String, then: String, now: String)] = [
            ("kind", before.kindAttribute, after.kindAttribute),
            ("identifier", before.identifier ?? "none", after.identifier ?? "none"),
            ("relationship", before.relationship?.ibValue ?? "none", after.relationship?.ibValue ?? "none"),
            ("custom class", before.customClass ?? "none", after.customClass ?? "none"),
            (
                "presentation style", before.modalPresentationStyle ?? "default",
                after.modalPresentationStyle ?? "default"
            ),
            ("transition style", before.modalTransitionStyle ?? "default", after.modalTransitionStyle ?? "default"),
            ("animates", before.animates ? "YES" : "NO", after.animates ? "YES" : "NO"),
        ]
        return pairs.filter { $0.then != $0.now }
    }
}
