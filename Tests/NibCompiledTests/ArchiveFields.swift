import NibArchive
import NibDiagnostics

/// Every field of an archive as lines of text, one entity per line, so two archives compare
/// field by field and a difference names the entity and shows both versions.
enum ArchiveFields {
    static func attributes(_ list: AttributeList) -> String {
        list.map { "\($0.name)=\($0.value)@\($0.location)" }.joined(separator: " ")
    }

    static func lines(of archive: Archive) -> [String] {
        var lines: [String] = ["file \(archive.file)", "document \(archive.document)"]
        for object in archive.objects {
            lines.append(
                "object \(object.index) id=\(object.id) element=\(object.element) default=\(String(describing: object.defaultClass)) custom=\(String(describing: object.customClass)) module=\(String(describing: object.customModule)) provider=\(String(describing: object.customModuleProvider)) label=\(String(describing: object.userLabel)) placeholder=\(String(describing: object.placeholder)) parent=\(String(describing: object.parent)) key=\(String(describing: object.key)) collection=\(String(describing: object.collection)) scene=\(String(describing: object.scene?.rawValue)) values=\(object.values.map(\.rawValue)) children=\(object.children) connections=\(object.connections) at=\(object.location) [\(attributes(object.attributes))]"
            )
        }
        for value in archive.values {
            lines.append(
                "value \(value.index.rawValue) element=\(value.element) key=\(String(describing: value.key)) owner=\(String(describing: value.owner)) parent=\(String(describing: value.parent?.rawValue)) text=\(String(describing: value.text)) children=\(value.children.map(\.rawValue)) members=\(value.members) at=\(value.location) [\(attributes(value.attributes))]"
            )
        }
        for connection in archive.connections {
            lines.append(
                "connection \(connection.index) \(connection.kind) id=\(String(describing: connection.id)) source=\(String(describing: connection.source)) destinationID=\(String(describing: connection.destinationID)) destination=\(String(describing: connection.destination)) property=\(String(describing: connection.property)) selector=\(String(describing: connection.selector)) event=\(String(describing: connection.eventType)) collectionClass=\(String(describing: connection.collectionClass)) segue=\(String(describing: connection.segue)) scene=\(String(describing: connection.scene?.rawValue)) crosses=\(connection.crossesScenes) at=\(connection.location) [\(attributes(connection.attributes))]"
            )
        }
        for reference in archive.references {
            lines.append(
                "reference \(reference.holder) \(reference.attribute)=\(reference.targetID) target=\(String(describing: reference.target)) connection=\(String(describing: reference.targetConnection)) at=\(reference.location)"
            )
        }
        for scene in archive.scenes {
            lines.append(
                "scene \(scene.index.rawValue) \(scene.sceneID) objects=\(scene.objects) canvas=\(String(describing: scene.canvasLocation)) at=\(scene.location)"
            )
        }
        lines.append(
            "top \(archive.topLevelObjects) documentValues=\(archive.documentValues.map(\.rawValue)) initial=\(String(describing: archive.initialViewController)) legacy=\(archive.isLegacyFormat)"
        )
        for diagnostic in archive.diagnostics { lines.append("diagnostic \(diagnostic) notes=\(diagnostic.notes)") }
        for entry in archive.duplicateIDs { lines.append("duplicate \(entry.id) \(entry.objects)") }
        for entry in archive.unknownElements { lines.append("unknown \(entry.element) \(entry.count) \(entry.first)") }
        for object in archive.objects {
            lines.append(
                "lookup \(object.id) → \(String(describing: archive.object(withID: object.id, inScene: object.scene)))")
        }
        return lines
    }

    /// The first difference, or nil when the archives are equal in every field.
    static func firstDifference(_ lhs: Archive, _ rhs: Archive) -> String? {
        let left = lines(of: lhs)
        let right = lines(of: rhs)
        for (a, b) in zip(left, right) where a != b { return "XML:      \(a)\ncompiled: \(b)" }
        return left.count == right.count ? nil : "\(left.count) lines vs \(right.count)"
    }
}
