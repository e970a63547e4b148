import NibArchive
import NibDiagnostics

/// The `--format json` document of one file (schema: `Schema/nibload-dump.schema.json`).
enum ArchiveJSON {
    /// The JSON object for one loaded file.
    /// - Parameter scene: Keep only one scene (id or storyboard identifier) and what belongs to it.
    static func document(
        _ archive: Archive, diagnostics: [Diagnostic], extra: [(String, JSONValue)] = [], scene filter: String? = nil
    ) -> JSONValue {
        let document = archive.document
        let sceneIDs = archive.scenes.map(\.sceneID)
        let keptScenes = archive.scenes.filter { filter == nil || TreePrinter.scene($0, in: archive, matches: filter ?? "") }
        let keptSceneIndexes = Set(keptScenes.map(\.index))
        func kept(_ object: ArchivedObject) -> Bool { filter == nil || object.scene.map(keptSceneIndexes.contains) == true }
        let objects: [JSONValue] = archive.objects.filter(kept).map { object in
            .object([
                ("id", .string(object.id)),
                ("element", .string(object.element)),
                ("class", .optional(object.className)),
                ("customClass", .optional(object.customClass)),
                ("customModule", .optional(object.customModule)),
                ("placeholder", .optional(object.placeholder?.label)),
                ("parent", .optional(object.parent.map { archive[$0].id })),
                ("key", .optional(object.key)),
                ("collection", .optional(object.collection)),
                ("scene", .optional(object.scene.map { sceneIDs[$0.rawValue] })),
                ("userLabel", .optional(object.userLabel)),
                ("line", .int(object.location.line)),
                ("column", .int(object.location.column)),
            ] + offset(object.location))
        }
        let keptConnections = archive.connections.filter { connection in
            filter == nil || connection.source.map { kept(archive[$0]) } == true
        }
        let connections: [JSONValue] = keptConnections.map { connection in
            var members: [(String, JSONValue)] = [
                ("kind", .string(connection.kind.rawValue)),
                ("id", .optional(connection.id)),
                ("source", .optional(connection.source.map { archive[$0].id })),
                ("destination", .optional(connection.destinationID)),
                ("resolved", .bool(connection.destination != nil)),
            ]
            switch connection.kind {
            case .outlet, .outletCollection, .binding:
                members.append(("property", .optional(connection.property)))
            case .action:
                members.append(("selector", .optional(connection.selector)))
                members.append(("eventType", .optional(connection.eventType)))
            case .segue:
                members.append(("identifier", .optional(connection.segue?.identifier)))
                members.append(("segueKind", .optional(connection.segue?.kindAttribute)))
                members.append(("relationship", .optional(connection.segue?.relationship?.ibValue)))
                members.append(("unwindAction", .optional(connection.segue?.unwindAction)))
            case .accessibility:
                break
            }
            members.append(("crossesScenes", .bool(connection.crossesScenes)))
            members.append(("line", .int(connection.location.line)))
            members.append(("column", .int(connection.location.column)))
            return .object(members + offset(connection.location))
        }
        let scenes: [JSONValue] = keptScenes.map { scene in
            .object([
                ("sceneID", .string(scene.sceneID)),
                ("objects", .array(scene.objects.map { .string(archive[$0].id) })),
                ("line", .int(scene.location.line)),
            ] + offset(scene.location))
        }
        var members: [(String, JSONValue)] = [
            ("file", .string(archive.file)),
            ("documentType", .string(archive.isLegacyFormat ? "legacy" : document.kindName)),
            ("type", .optional(document.type)),
            ("toolsVersion", .optional(document.toolsVersion)),
            ("targetRuntime", .optional(document.targetRuntime)),
            ("initialViewController", .optional(archive.initialViewController.map { archive[$0].id })),
            ("objects", .array(objects)),
            ("connections", .array(connections)),
            ("scenes", .array(scenes)),
            ("diagnostics", .array(diagnostics.map(diagnostic))),
        ]
        members += extra
        return .object(members)
    }

    /// The JSON object for one diagnostic.
    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .string(diagnostic.id)),
            ("message", .string(diagnostic.message)),
            ("file", .optional(diagnostic.location?.file)),
            ("line", diagnostic.location.map { .int($0.line) } ?? .null),
            ("column", diagnostic.location.map { .int($0.column) } ?? .null),
        ] + offset(diagnostic.location))
    }

    /// `offset` for a location in a compiled nib; nothing for a line and column.
    static func offset(_ location: SourceLocation?) -> [(String, JSONValue)] {
        location?.byteOffset.map { [("offset", .int($0))] } ?? []
    }
}
