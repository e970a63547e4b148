import NibArchive
import NibDiagnostics
import NibJSON

/// The `--format json` document of one file (schema: `Schema/nibload-dump.schema.json`), written
/// straight into a ``JSONWriter``: no value tree, no string per value.
struct ArchiveJSON {
    let archive: Archive
    /// Only one scene (id or storyboard identifier) and what belongs to it, when set.
    let sceneFilter: String?

    /// What `--instantiate` adds under `instantiation`.
    struct Instantiation {
        var objects, attributes, outlets, actions, awakeFromNib, scenes: Int
    }

    /// Writes the JSON object for one loaded file.
    static func write(
        _ archive: Archive, diagnostics: [Diagnostic], instantiation: Instantiation? = nil, scene filter: String? = nil,
        to writer: inout JSONWriter
    ) {
        ArchiveJSON(archive: archive, sceneFilter: filter).write(
            diagnostics: diagnostics, instantiation: instantiation, to: &writer)
    }

    private func write(diagnostics: [Diagnostic], instantiation: Instantiation?, to writer: inout JSONWriter) {
        let document = archive.document
        let keptScenes = archive.scenes.filter { scene in
            guard let sceneFilter else { return true }
            return TreePrinter.scene(scene, in: archive, matches: sceneFilter)
        }
        let keptSceneIndexes = Set(keptScenes.map(\.index))
        func kept(_ position: Int) -> Bool {
            sceneFilter == nil || archive.objects[position].scene.map(keptSceneIndexes.contains) == true
        }
        writer.beginObject()
        writer.key("file")
        writer.string(archive.file)
        writer.key("documentType")
        writer.string(archive.isLegacyFormat ? "legacy" : document.kindName)
        writer.key("type")
        writer.string(document.type)
        writer.key("toolsVersion")
        writer.string(document.toolsVersion)
        writer.key("targetRuntime")
        writer.string(document.targetRuntime)
        writer.key("initialViewController")
        writer.string(archive.initialViewController.map { archive.objects[$0.rawValue].id })
        writer.key("objects")
        writer.beginArray()
        // Objects and connections are read in place, not copied record by record.
        for position in archive.objects.indices where kept(position) { writeObject(at: position, to: &writer) }
        writer.endArray()
        writer.key("connections")
        writer.beginArray()
        for position in archive.connections.indices
        where sceneFilter == nil || archive.connections[position].source.map({ kept($0.rawValue) }) == true {
            writeConnection(at: position, to: &writer)
        }
        writer.endArray()
        writer.key("scenes")
        writer.beginArray()
        for scene in keptScenes { writeScene(scene, to: &writer) }
        writer.endArray()
        writer.key("diagnostics")
        writer.beginArray()
        for diagnostic in diagnostics { Self.write(diagnostic, to: &writer) }
        writer.endArray()
        if let instantiation { Self.write(instantiation, to: &writer) }
        writer.endObject()
    }

    private func writeObject(at position: Int, to writer: inout JSONWriter) {
        let objects = archive.objects
        writer.beginObject()
        writer.key("id")
        writer.string(objects[position].id)
        writer.key("element")
        writer.string(objects[position].element)
        writer.key("class")
        writer.string(objects[position].className)
        writer.key("customClass")
        writer.string(objects[position].customClass)
        writer.key("customModule")
        writer.string(objects[position].customModule)
        writer.key("placeholder")
        writer.string(objects[position].placeholder?.label)
        writer.key("parent")
        writer.string(objects[position].parent.map { archive.objects[$0.rawValue].id })
        writer.key("key")
        writer.string(objects[position].key)
        writer.key("collection")
        writer.string(objects[position].collection)
        writer.key("scene")
        writer.string(objects[position].scene.map { archive.scenes[$0.rawValue].sceneID })
        writer.key("userLabel")
        writer.string(objects[position].userLabel)
        Self.writePosition(objects[position].location, column: true, to: &writer)
        writer.endObject()
    }

    private func writeConnection(at position: Int, to writer: inout JSONWriter) {
        let connections = archive.connections
        writer.beginObject()
        writer.key("kind")
        writer.string(connections[position].kind.rawValue)
        writer.key("id")
        writer.string(connections[position].id)
        writer.key("source")
        writer.string(connections[position].source.map { archive.objects[$0.rawValue].id })
        writer.key("destination")
        writer.string(connections[position].destinationID)
        writer.key("resolved")
        writer.bool(connections[position].destination != nil)
        switch connections[position].kind {
        case .outlet, .outletCollection, .binding:
            writer.key("property")
            writer.string(connections[position].property)
        case .action:
            writer.key("selector")
            writer.string(connections[position].selector)
            writer.key("eventType")
            writer.string(connections[position].eventType)
        case .segue:
            writer.key("identifier")
            writer.string(connections[position].segue?.identifier)
            writer.key("segueKind")
            writer.string(connections[position].segue?.kindAttribute)
            writer.key("relationship")
            writer.string(connections[position].segue?.relationship?.ibValue)
            writer.key("unwindAction")
            writer.string(connections[position].segue?.unwindAction)
        case .accessibility:
            break
        }
        writer.key("crossesScenes")
        writer.bool(connections[position].crossesScenes)
        Self.writePosition(connections[position].location, column: true, to: &writer)
        writer.endObject()
    }

    private func writeScene(_ scene: Scene, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("sceneID")
        writer.string(scene.sceneID)
        writer.key("objects")
        writer.beginArray()
        for object in scene.objects { writer.string(archive.objects[object.rawValue].id) }
        writer.endArray()
        Self.writePosition(scene.location, column: false, to: &writer)
        writer.endObject()
    }

    /// `line` (and `column`), then `offset` for a location in a compiled nib.
    private static func writePosition(_ location: SourceLocation, column: Bool, to writer: inout JSONWriter) {
        writer.key("line")
        writer.integer(location.line)
        if column {
            writer.key("column")
            writer.integer(location.column)
        }
        if let offset = location.byteOffset {
            writer.key("offset")
            writer.integer(offset)
        }
    }

    /// Writes the JSON object for one diagnostic.
    static func write(_ diagnostic: Diagnostic, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("severity")
        writer.string(diagnostic.severity.rawValue)
        writer.key("id")
        writer.string(diagnostic.id.rawValue)
        writer.key("message")
        writer.string(diagnostic.message)
        writer.key("file")
        writer.string(diagnostic.location?.file)
        if let location = diagnostic.location {
            writer.key("line")
            writer.integer(location.line)
            writer.key("column")
            writer.integer(location.column)
            if let offset = location.byteOffset {
                writer.key("offset")
                writer.integer(offset)
            }
        } else {
            writer.key("line")
            writer.null()
            writer.key("column")
            writer.null()
        }
        writer.endObject()
    }

    private static func write(_ figures: Instantiation, to writer: inout JSONWriter) {
        writer.key("instantiation")
        writer.beginObject()
        writer.key("objects")
        writer.integer(figures.objects)
        writer.key("attributes")
        writer.integer(figures.attributes)
        writer.key("outlets")
        writer.integer(figures.outlets)
        writer.key("actions")
        writer.integer(figures.actions)
        writer.key("awakeFromNib")
        writer.integer(figures.awakeFromNib)
        writer.key("scenes")
        writer.integer(figures.scenes)
        writer.endObject()
    }
}
