import NibArchive
import NibDiagnostics

extension OwnCompiledForm {
    /// Builds one file of the form.
    struct PartWriter {
        private(set) var file = NIBArchiveFile(objects: [], keys: Key.names, values: [], classNames: [])
        private var classIndexes: [String: Int] = [:]
        private var stringIndexes: [String: Int] = [:]
        private var strings: [String] = []
        private var attributeTable = ByteWriter()
        private var attributeCount = 0
        /// The object values are being added to.
        private var current = 0

        init() {
            begin(OwnCompiledForm.rootClass)
        }

        /// A stand-in swapped into the parts list while a part is written, so the part being
        /// written is never shared (and never copied).
        static let vacant = PartWriter()

        mutating func begin(_ className: String) {
            let classIndex: Int
            if let known = classIndexes[className] {
                classIndex = known
            } else {
                classIndex = file.classNames.count
                classIndexes[className] = classIndex
                file.classNames.append(NIBArchiveFile.ClassName(name: className))
            }
            current = file.objects.count
            file.objects.append(NIBArchiveFile.Object(classIndex: classIndex, firstValue: file.values.count, valueCount: 0))
        }

        mutating func begin(_ entity: EntityClass) { begin(entity.rawValue) }

        private mutating func append(_ key: Key, _ payload: NIBArchiveFile.Payload) {
            file.values.append(NIBArchiveFile.Value(keyIndex: key.rawValue, payload: payload))
            file.objects[current].valueCount += 1
        }

        mutating func stringIndex(_ text: String) -> Int {
            if let known = stringIndexes[text] { return known }
            let index = strings.count
            strings.append(text)
            stringIndexes[text] = index
            return index
        }

        mutating func int(_ key: Key, _ value: Int?) {
            if let value { append(key, .integer(Int64(value))) }
        }

        mutating func string(_ key: Key, _ value: String?) {
            if let value { append(key, .integer(Int64(stringIndex(value)))) }
        }

        mutating func bool(_ key: Key, _ value: Bool) { append(key, .bool(value)) }

        mutating func double(_ key: Key, _ value: Double) { append(key, .double(value)) }

        mutating func data(_ key: Key, _ bytes: [UInt8]) { append(key, .data(bytes)) }

        mutating func ints(_ key: Key, _ list: [Int]) {
            var writer = ByteWriter()
            writer.varint(list.count)
            for item in list { writer.varint(item) }
            append(key, .data(writer.bytes))
        }

        mutating func location(_ location: SourceLocation) {
            string(.locationFile, location.file)
            int(.line, location.line)
            int(.column, location.column)
        }

        mutating func attributes(_ list: AttributeList) {
            int(.attributeStart, attributeCount)
            int(.attributeCount, list.count)
            for attribute in list {
                attributeTable.varint(stringIndex(attribute.name))
                attributeTable.varint(stringIndex(attribute.value))
                attributeTable.varint(attribute.location.line)
                attributeTable.varint(attribute.location.column)
            }
            attributeCount += list.count
        }

        /// The file's bytes: the root's fields (object 0's values come last: slices need not be in
        /// object order), then the string table object.
        mutating func finish(rootFields: (inout PartWriter) -> Void) -> [UInt8] {
            current = 0
            file.objects[0].firstValue = file.values.count
            int(.formatVersion, Int(OwnCompiledForm.formatVersion))
            rootFields(&self)
            data(.attributes, attributeTable.bytes)
            int(.attributeCount, attributeCount)
            append(.strings, .object(file.objects.count))
            begin(.strings)
            for text in strings { data(.string, Array(text.utf8)) }
            return file.encoded()
        }
    }

    /// Writes the parts of an archive: one part for a xib; for a storyboard, one per scene and a
    /// document part (index 0).
    static func encode(_ archive: Archive, split: Bool) -> [(name: String, bytes: [UInt8])] {
        let sceneCount = split ? archive.scenes.count : 0
        var parts = [PartWriter](repeating: PartWriter(), count: sceneCount + 1)
        func part(ofScene scene: SceneIndex?) -> Int { split ? (scene.map { $0.rawValue + 1 } ?? 0) : 0 }
        for object in archive.objects {
            let slot = part(ofScene: object.scene)
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            writer.begin(.object)
            writer.int(.index, object.index.rawValue)
            writer.string(.id, object.id)
            writer.string(.element, object.element)
            writer.string(.defaultClass, object.defaultClass)
            writer.string(.customClass, object.customClass)
            writer.string(.customModule, object.customModule)
            writer.string(.customModuleProvider, object.customModuleProvider)
            writer.string(.userLabel, object.userLabel)
            if let placeholder = object.placeholder {
                switch placeholder {
                case .filesOwner: writer.int(.placeholder, 0)
                case .firstResponder: writer.int(.placeholder, 1)
                case .application: writer.int(.placeholder, 2)
                case let .external(identifier):
                    writer.int(.placeholder, 3)
                    writer.string(.placeholderA, identifier)
                case .exit: writer.int(.placeholder, 4)
                case let .storyboardReference(name, identifier):
                    writer.int(.placeholder, 5)
                    writer.string(.placeholderA, name)
                    writer.string(.placeholderB, identifier)
                }
            }
            writer.int(.parent, object.parent?.rawValue)
            writer.string(.key, object.key)
            writer.string(.collection, object.collection)
            writer.int(.scene, object.scene?.rawValue)
            writer.attributes(object.attributes)
            writer.ints(.values, object.values.map(\.rawValue))
            writer.ints(.children, object.children.map(\.rawValue))
            writer.ints(.connections, object.connections)
            writer.location(object.location)
            swap(&writer, &parts[slot])
        }
        for value in archive.values {
            let scene = value.owner.flatMap { archive[$0].scene }
            let slot = part(ofScene: scene)
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            writer.begin(.value)
            writer.int(.index, value.index.rawValue)
            writer.string(.element, value.element)
            writer.string(.key, value.key)
            writer.int(.owner, value.owner?.rawValue)
            writer.int(.parent, value.parent?.rawValue)
            writer.attributes(value.attributes)
            writer.string(.text, value.text)
            writer.ints(.children, value.children.map(\.rawValue))
            writer.ints(.members, value.members.map(\.rawValue))
            writer.location(value.location)
            swap(&writer, &parts[slot])
        }
        for connection in archive.connections {
            let slot = part(ofScene: connection.scene)
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            writer.begin(.connection)
            writer.int(.index, connection.index)
            writer.string(.kind, connection.kind.rawValue)
            writer.string(.id, connection.id)
            writer.int(.source, connection.source?.rawValue)
            writer.string(.destinationID, connection.destinationID)
            writer.int(.destination, connection.destination?.rawValue)
            writer.string(.property, connection.property)
            writer.string(.selector, connection.selector)
            writer.string(.eventType, connection.eventType)
            writer.string(.collectionClass, connection.collectionClass)
            if let segue = connection.segue {
                writer.string(.segueKind, segue.kind)
                writer.string(.identifier, segue.identifier)
                writer.string(.relationship, segue.relationship)
                writer.string(.unwindAction, segue.unwindAction)
                writer.string(.customClass, segue.customClass)
                writer.string(.customModule, segue.customModule)
                writer.string(.modalPresentationStyle, segue.modalPresentationStyle)
                writer.string(.modalTransitionStyle, segue.modalTransitionStyle)
                writer.bool(.animates, segue.animates)
                writer.string(.popoverAnchorID, segue.popoverAnchorID)
            }
            writer.attributes(connection.attributes)
            writer.int(.scene, connection.scene?.rawValue)
            writer.bool(.crossesScenes, connection.crossesScenes)
            writer.location(connection.location)
            swap(&writer, &parts[slot])
        }
        for (position, reference) in archive.references.enumerated() {
            let scene: SceneIndex? =
                switch reference.holder {
                case let .object(index): archive[index].scene
                case let .value(index): archive[index].owner.flatMap { archive[$0].scene }
                case let .connection(index): archive.connections[index].scene
                case .document: nil
                }
            let slot = part(ofScene: scene)
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            writer.begin(.reference)
            writer.int(.index, position)
            switch reference.holder {
            case let .object(index):
                writer.int(.holder, 0)
                writer.int(.holderIndex, index.rawValue)
            case let .value(index):
                writer.int(.holder, 1)
                writer.int(.holderIndex, index.rawValue)
            case let .connection(index):
                writer.int(.holder, 2)
                writer.int(.holderIndex, index)
            case .document: writer.int(.holder, 3)
            }
            writer.string(.attribute, reference.attribute)
            writer.string(.targetID, reference.targetID)
            writer.int(.target, reference.target?.rawValue)
            writer.int(.targetConnection, reference.targetConnection)
            writer.location(reference.location)
            swap(&writer, &parts[slot])
        }
        for scene in archive.scenes {
            let slot = part(ofScene: scene.index)
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            writer.begin(.scene)
            writer.int(.index, scene.index.rawValue)
            writer.string(.sceneID, scene.sceneID)
            writer.ints(.objects, scene.objects.map(\.rawValue))
            if let canvas = scene.canvasLocation {
                writer.double(.canvasX, canvas.x)
                writer.double(.canvasY, canvas.y)
            }
            writer.location(scene.location)
            swap(&writer, &parts[slot])
        }
        var document = PartWriter.vacant
        swap(&document, &parts[0])
        for (position, diagnostic) in archive.diagnostics.enumerated() {
            document.begin(.diagnostic)
            document.int(.index, position)
            document.string(.id, diagnostic.id)
            document.string(.severity, diagnostic.severity.rawValue)
            document.string(.message, diagnostic.message)
            if let location = diagnostic.location { document.location(location) }
            var notes = ByteWriter()
            notes.varint(diagnostic.notes.count)
            for note in diagnostic.notes {
                notes.varint(document.stringIndex(note.message))
                if let location = note.location {
                    notes.varint(1)
                    notes.varint(document.stringIndex(location.file))
                    notes.varint(location.line)
                    notes.varint(location.column)
                } else {
                    notes.varint(0)
                }
            }
            document.data(.notes, notes.bytes)
        }
        let info = archive.document
        document.begin(.document)
        document.string(.type, info.type)
        document.string(.version, info.version)
        document.string(.toolsVersion, info.toolsVersion)
        document.string(.targetRuntime, info.targetRuntime)
        document.string(.propertyAccessControl, info.propertyAccessControl)
        document.bool(.useAutolayout, info.useAutolayout)
        document.bool(.useTraitCollections, info.useTraitCollections)
        document.bool(.useSafeAreas, info.useSafeAreas)
        document.string(.initialViewControllerID, info.initialViewControllerID)
        swap(&document, &parts[0])
        var result: [(name: String, bytes: [UInt8])] = []
        for (position, var writer) in parts.enumerated() {
            let name = position == 0 ? "document" : archive.scenes[position - 1].sceneID
            let bytes = writer.finish { root in
                root.string(.file, archive.file)
                root.string(.part, name)
                guard position == 0 else { return }
                root.ints(
                    .counts,
                    [archive.objects.count, archive.values.count, archive.connections.count, archive.references.count,
                        archive.scenes.count, archive.diagnostics.count])
                root.ints(.topLevelObjects, archive.topLevelObjects.map(\.rawValue))
                root.ints(.documentValues, archive.documentValues.map(\.rawValue))
                root.int(.initialViewController, archive.initialViewController?.rawValue)
                root.bool(.isLegacyFormat, archive.isLegacyFormat)
                var duplicates = ByteWriter()
                duplicates.varint(archive.duplicateIDs.count)
                for entry in archive.duplicateIDs {
                    duplicates.varint(root.stringIndex(entry.id))
                    duplicates.varint(entry.objects.count)
                    for object in entry.objects { duplicates.varint(object.rawValue) }
                }
                root.data(.duplicateIDs, duplicates.bytes)
                var unknown = ByteWriter()
                unknown.varint(archive.unknownElements.count)
                for entry in archive.unknownElements {
                    unknown.varint(root.stringIndex(entry.element))
                    unknown.varint(entry.count)
                    unknown.varint(root.stringIndex(entry.first.file))
                    unknown.varint(entry.first.line)
                    unknown.varint(entry.first.column)
                }
                root.data(.unknownElements, unknown.bytes)
            }
            result.append((name, bytes))
        }
        return result
    }
}
