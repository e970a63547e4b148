package import NibDiagnostics
package import NibPrimitives

// Initialisers for readers of other formats (compiled nibs, our own compiled form) that build an
// archive directly rather than from an XML tree. Package-internal: the archive stays read-only to
// library users.

extension Archive {
    /// Assembles an archive from its parts; the id tables are derived from the objects (the
    /// table of every id on the first lookup).
    package init(
        file: String, document: DocumentInfo, objects: [ArchivedObject], values: [ArchivedValue],
        connections: [Connection], references: [Reference], scenes: [Scene], topLevelObjects: [ObjectIndex],
        documentValues: [ValueIndex], initialViewController: ObjectIndex?, diagnostics: [Diagnostic],
        duplicateIDs: [(id: String, objects: [ObjectIndex])],
        unknownElements: [(element: String, count: Int, first: SourceLocation)], isLegacyFormat: Bool
    ) {
        var shared: [String: [ObjectIndex]] = [:]
        for entry in duplicateIDs { shared[entry.id] = entry.objects }
        self.init(
            file: file, document: document, objects: objects, values: values, connections: connections,
            references: references, scenes: scenes, topLevelObjects: topLevelObjects, documentValues: documentValues,
            initialViewController: initialViewController, diagnostics: diagnostics, duplicateIDs: duplicateIDs,
            unknownElements: unknownElements, idTable: [:], sharedIDs: shared, isLegacyFormat: isLegacyFormat)
        deferredIDs = DeferredIDTable(objects: objects)
    }
}

extension ArchivedObject {
    /// Assembles an object.
    package init(
        index: ObjectIndex, id: String, element: String, defaultClass: String?, customClass: String?,
        customModule: String?, customModuleProvider: String?, userLabel: String?, placeholder: Placeholder?,
        parent: ObjectIndex?, key: String?, collection: String?, scene: SceneIndex?, attributes: AttributeList,
        values: EntityList<ValueIndex>, children: EntityList<ObjectIndex>, connections: EntityList<Int>,
        location: SourceLocation, assembled: Void
    ) {
        self.init(
            index: index, id: id, element: element, defaultClass: defaultClass, customClass: customClass,
            customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
            placeholder: placeholder, parent: parent, key: key, collection: collection, scene: scene,
            attributes: attributes, values: values, children: children, connections: connections, location: location)
    }
}

extension ArchivedObject {
    /// Initialises `slot` with an object assembled from its parts, written in place: made here,
    /// where the initialiser is inlined, the object is not built in a temporary and copied in, as
    /// it would be by a reader in another module.
    package static func initialize(
        _ slot: UnsafeMutablePointer<ArchivedObject>, index: ObjectIndex, id: consuming String,
        element: consuming String, defaultClass: consuming String?, customClass: consuming String?,
        customModule: consuming String?, customModuleProvider: consuming String?, userLabel: consuming String?,
        placeholder: consuming Placeholder?, parent: ObjectIndex?, key: consuming String?,
        collection: consuming String?, scene: SceneIndex?, attributes: consuming AttributeList,
        values: consuming EntityList<ValueIndex>, children: consuming EntityList<ObjectIndex>,
        connections: consuming EntityList<Int>, location: consuming SourceLocation
    ) {
        slot.initialize(
            to: ArchivedObject(
                index: index, id: id, element: element, defaultClass: defaultClass, customClass: customClass,
                customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
                placeholder: placeholder, parent: parent, key: key, collection: collection, scene: scene,
                attributes: attributes, values: values, children: children, connections: connections,
                location: location))
    }
}

extension ArchivedValue {
    /// Assembles a value.
    package init(
        index: ValueIndex, element: String, key: String?, owner: ObjectIndex?, parent: ValueIndex?,
        attributes: AttributeList, text: String?, children: EntityList<ValueIndex>, members: EntityList<ObjectIndex>,
        location: SourceLocation, assembled: Void
    ) {
        self.init(
            index: index, element: element, key: key, owner: owner, parent: parent, attributes: attributes, text: text,
            children: children, members: members, location: location)
    }
}

extension ArchivedValue {
    /// Initialises `slot` with a value assembled from its parts, written in place (see the
    /// objects' ``ArchivedObject/initialize(_:index:id:element:defaultClass:customClass:customModule:customModuleProvider:userLabel:placeholder:parent:key:collection:scene:attributes:values:children:connections:location:)``).
    package static func initialize(
        _ slot: UnsafeMutablePointer<ArchivedValue>, index: ValueIndex, element: consuming String,
        key: consuming String?, owner: ObjectIndex?, parent: ValueIndex?, attributes: consuming AttributeList,
        text: consuming String?, children: consuming EntityList<ValueIndex>, members: consuming EntityList<ObjectIndex>,
        location: consuming SourceLocation
    ) {
        slot.initialize(
            to: ArchivedValue(
                index: index, element: element, key: key, owner: owner, parent: parent, attributes: attributes,
                text: text, children: children, members: members, location: location))
    }
}

extension Connection {
    /// Assembles a connection.
    package init(
        index: Int, kind: Kind, id: String?, source: ObjectIndex?, destinationID: String?, destination: ObjectIndex?,
        property: String?, selector: String?, eventType: String?, collectionClass: String?, segue: SegueInfo?,
        attributes: AttributeList, scene: SceneIndex?, crossesScenes: Bool, location: SourceLocation, assembled: Void
    ) {
        self.init(
            index: index, kind: kind, id: id, source: source, destinationID: destinationID, destination: destination,
            property: property, selector: selector, eventType: eventType, collectionClass: collectionClass,
            segue: segue, attributes: attributes, scene: scene, crossesScenes: crossesScenes, location: location)
    }
}

extension Reference {
    /// Assembles a reference.
    package init(
        holder: Holder, attribute: String, targetID: String, target: ObjectIndex?, targetConnection: Int?,
        location: SourceLocation, assembled: Void
    ) {
        self.init(
            holder: holder, attribute: attribute, targetID: targetID, target: target,
            targetConnection: targetConnection, location: location)
    }
}

extension Scene {
    /// Assembles a scene.
    package init(
        index: SceneIndex, sceneID: String, objects: [ObjectIndex], canvasLocation: Point?, location: SourceLocation,
        assembled: Void
    ) {
        self.init(index: index, sceneID: sceneID, objects: objects, canvasLocation: canvasLocation, location: location)
    }
}

extension ArchiveLoadResult {
    /// Wraps an archive read from a format other than XML.
    package init(archive: Archive, diagnostics: [Diagnostic], cannotOpen: Bool = false) {
        self.init(archive: archive, diagnostics: diagnostics, xmlFailure: cannotOpen ? .cannotOpen : nil)
    }
}
