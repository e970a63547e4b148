import NibArchive
import NibDiagnostics

extension OwnCompiledForm {
    /// Builds one file of the form.
    struct PartWriter {
        private(set) var file = NIBArchiveFile(objects: [], keys: [], values: [], classNames: [])
        private var classIndexes: [String: Int] = [:]
        /// Per ``Key``: its index in the file's key table (only the keys used are stored), or -1.
        private var keyIndexes = [Int](repeating: -1, count: Key.allCases.count)
        private var stringIndexes: [String: UInt32] = [:]
        /// The part's strings: the bundle's shared strings first (stored once, in the document
        /// part), then its own.
        private(set) var strings: [String] = []
        private var sharedCount = 0
        /// The record tables, by ``Table``, and the list table.
        private var tables = [[UInt32]](repeating: [], count: Table.allCases.count)
        private var lists: [UInt32] = []
        /// The record being filled.
        private var record: [UInt32] = []
        /// The container object values are being added to.
        private var current = 0

        init() {
            begin(OwnCompiledForm.rootClass)
        }

        /// A writer whose string indexes start with the bundle's shared strings.
        init(shared: [String]) {
            self.init()
            for text in shared { _ = stringNumber(text) }
            sharedCount = shared.count
        }

        /// A stand-in swapped into the parts list while a part is written, so the part being
        /// written is never shared (and never copied).
        static let vacant = PartWriter()

        // MARK: Container objects (root, diagnostics, document)

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
            if keyIndexes[key.ordinal] < 0 {
                keyIndexes[key.ordinal] = file.keys.count
                file.keys.append(key.name)
            }
            file.values.append(NIBArchiveFile.Value(keyIndex: keyIndexes[key.ordinal], payload: payload))
            file.objects[current].valueCount += 1
        }

        mutating func stringIndex(_ text: String) -> Int { Int(stringNumber(text)) }

        private mutating func stringNumber(_ text: String) -> UInt32 {
            if let known = stringIndexes[text] { return known }
            let index = UInt32(strings.count)
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

        // MARK: Records

        /// A number as a field (clamped below ``nothing``: a file under 4 GB has no larger line,
        /// column or count).
        private static func field(_ value: Int) -> UInt32 { UInt32(clamping: min(max(value, 0), Int(nothing) - 1)) }

        mutating func put(_ value: Int?) { record.append(value.map(Self.field) ?? nothing) }
        mutating func put(_ text: String?) { record.append(text.map { stringNumber($0) } ?? nothing) }
        mutating func put(_ flag: Bool) { record.append(flag ? 1 : 0) }
        mutating func put(bits value: Double) {
            let bits = value.bitPattern
            record.append(UInt32(truncatingIfNeeded: bits))
            record.append(UInt32(truncatingIfNeeded: bits >> 32))
        }

        /// The start of a run of lists in the list table.
        mutating func putListStart() { put(lists.count) }
        mutating func putList(_ items: [Int]) {
            put(items.count)
            for item in items { lists.append(Self.field(item)) }
        }

        mutating func putAttributes(_ list: AttributeList) {
            put(tables[Table.attributes.index].count / Table.attributes.width)
            put(list.count)
            for attribute in list {
                tables[Table.attributes.index] += [
                    stringNumber(attribute.name), stringNumber(attribute.value), Self.field(attribute.location.line),
                    Self.field(attribute.location.column),
                ]
            }
        }

        mutating func putLocation(_ location: SourceLocation) {
            put(location.file)
            put(location.line)
            put(location.column)
        }

        /// Ends a record of a table.
        mutating func endRecord(_ table: Table) {
            tables[table.index] += record
            record.removeAll(keepingCapacity: true)
        }

        private static func bytes(_ numbers: [UInt32]) -> [UInt8] {
            var result: [UInt8] = []
            result.reserveCapacity(numbers.count * 4)
            for number in numbers {
                result.append(UInt8(truncatingIfNeeded: number))
                result.append(UInt8(truncatingIfNeeded: number >> 8))
                result.append(UInt8(truncatingIfNeeded: number >> 16))
                result.append(UInt8(truncatingIfNeeded: number >> 24))
            }
            return result
        }

        /// The UTF-8 bytes and end offsets of a string table.
        private static func table(_ strings: ArraySlice<String>) -> (utf8: [UInt8], ends: [UInt8]) {
            var utf8: [UInt8] = []
            var ends: [UInt32] = []
            ends.reserveCapacity(strings.count)
            for text in strings {
                utf8 += text.utf8
                ends.append(UInt32(clamping: utf8.count))
            }
            return (utf8, bytes(ends))
        }

        /// The file's bytes: the root's fields (object 0's values come last: slices need not be in
        /// object order), the record tables and the part's own strings; with `shared`, also the
        /// bundle's shared strings (the document part).
        mutating func finish(shared: [String]? = nil, rootFields: (inout PartWriter) -> Void) -> [UInt8] {
            current = 0
            file.objects[0].firstValue = file.values.count
            int(.formatVersion, Int(OwnCompiledForm.formatVersion))
            rootFields(&self)
            for table in Table.allCases { data(table.key, Self.bytes(tables[table.index])) }
            data(.lists, Self.bytes(lists))
            int(.sharedStringCount, sharedCount)
            if let shared {
                let table = Self.table(shared[...])
                data(.sharedStringBytes, table.utf8)
                data(.sharedStringEnds, table.ends)
            }
            let own = Self.table(strings[sharedCount...])
            data(.stringBytes, own.utf8)
            data(.stringEnds, own.ends)
            return file.encoded()
        }
    }

    /// The strings a storyboard's parts share (used by more than one part), stored once in the
    /// document part; in order of first use.
    static func sharedStrings(_ parts: [PartWriter]) -> [String] {
        var users: [String: Int] = [:]
        var order: [String] = []
        for part in parts {
            for text in part.strings {
                users[text, default: 0] += 1
                if users[text] == 1 { order.append(text) }
            }
        }
        return order.filter { users[$0, default: 0] > 1 }
    }

    /// Writes the parts of an archive: one part for a xib; for a storyboard, one per scene and a
    /// document part (index 0).
    static func encode(_ archive: Archive, split: Bool) -> [(name: String, bytes: [UInt8])] {
        guard split else { return finish(archive, parts: writeParts(archive, split: false, shared: []), shared: nil) }
        // Twice: once to learn which strings several parts use, then with those shared.
        let shared = sharedStrings(writeParts(archive, split: true, shared: []))
        return finish(archive, parts: writeParts(archive, split: true, shared: shared), shared: shared)
    }

    /// Every entity written into its part (not yet finished).
    private static func writeParts(_ archive: Archive, split: Bool, shared: [String]) -> [PartWriter] {
        let sceneCount = split ? archive.scenes.count : 0
        var parts = [PartWriter](repeating: PartWriter(shared: shared), count: sceneCount + 1)
        func part(ofScene scene: SceneIndex?) -> Int { split ? (scene.map { $0.rawValue + 1 } ?? 0) : 0 }
        func write(_ scene: SceneIndex?, _ table: Table, _ body: (inout PartWriter) -> Void) {
            let slot = part(ofScene: scene)
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            body(&writer)
            writer.endRecord(table)
            swap(&writer, &parts[slot])
        }
        for object in archive.objects {
            write(object.scene, .objects) { writer in
                writer.put(object.index.rawValue)
                writer.put(object.id)
                writer.put(object.element)
                writer.put(object.defaultClass)
                writer.put(object.customClass)
                writer.put(object.customModule)
                writer.put(object.customModuleProvider)
                writer.put(object.userLabel)
                var kind: PlaceholderKind?
                var first: String?
                var second: String?
                switch object.placeholder {
                case nil: break
                case .filesOwner?: kind = .filesOwner
                case .firstResponder?: kind = .firstResponder
                case .application?: kind = .application
                case let .external(identifier)?: (kind, first) = (.external, identifier)
                case .exit?: kind = .exit
                case let .storyboardReference(name, identifier)?: (kind, first, second) = (.storyboardReference, name, identifier)
                }
                writer.put(kind.map { Int($0.rawValue) })
                writer.put(first)
                writer.put(second)
                writer.put(object.parent?.rawValue)
                writer.put(object.key)
                writer.put(object.collection)
                writer.put(object.scene?.rawValue)
                writer.putAttributes(object.attributes)
                writer.putListStart()
                writer.putList(object.values.map(\.rawValue))
                writer.putList(object.children.map(\.rawValue))
                writer.putList(object.connections)
                writer.putLocation(object.location)
            }
        }
        for value in archive.values {
            write(value.owner.flatMap { archive[$0].scene }, .values) { writer in
                writer.put(value.index.rawValue)
                writer.put(value.element)
                writer.put(value.key)
                writer.put(value.owner?.rawValue)
                writer.put(value.parent?.rawValue)
                writer.putAttributes(value.attributes)
                writer.put(value.text)
                writer.putListStart()
                writer.putList(value.children.map(\.rawValue))
                writer.putList(value.members.map(\.rawValue))
                writer.putLocation(value.location)
            }
        }
        for connection in archive.connections {
            write(connection.scene, .connections) { writer in
                writer.put(connection.index)
                writer.put(connection.kind.rawValue)
                writer.put(connection.id)
                writer.put(connection.source?.rawValue)
                writer.put(connection.destinationID)
                writer.put(connection.destination?.rawValue)
                writer.put(connection.property)
                writer.put(connection.selector)
                writer.put(connection.eventType)
                writer.put(connection.collectionClass)
                let segue = connection.segue
                writer.put(segue?.kindAttribute)
                writer.put(segue?.identifier)
                writer.put(segue?.relationship?.ibValue)
                writer.put(segue?.unwindAction)
                writer.put(segue?.customClass)
                writer.put(segue?.customModule)
                writer.put(segue?.modalPresentationStyle)
                writer.put(segue?.modalTransitionStyle)
                writer.put(segue?.animates ?? false)
                writer.put(segue?.popoverAnchorID)
                writer.putAttributes(connection.attributes)
                writer.put(connection.scene?.rawValue)
                writer.put(connection.crossesScenes)
                writer.putLocation(connection.location)
            }
        }
        for (position, reference) in archive.references.enumerated() {
            let scene: SceneIndex? =
                switch reference.holder {
                case let .object(index): archive[index].scene
                case let .value(index): archive[index].owner.flatMap { archive[$0].scene }
                case let .connection(index): archive.connections[index].scene
                case .document: nil
                }
            write(scene, .references) { writer in
                writer.put(position)
                switch reference.holder {
                case let .object(index):
                    writer.put(Int(HolderKind.object.rawValue))
                    writer.put(index.rawValue)
                case let .value(index):
                    writer.put(Int(HolderKind.value.rawValue))
                    writer.put(index.rawValue)
                case let .connection(index):
                    writer.put(Int(HolderKind.connection.rawValue))
                    writer.put(index)
                case .document:
                    writer.put(Int(HolderKind.document.rawValue))
                    writer.put(nil as Int?)
                }
                writer.put(reference.attribute)
                writer.put(reference.targetID)
                writer.put(reference.target?.rawValue)
                writer.put(reference.targetConnection)
                writer.putLocation(reference.location)
            }
        }
        for scene in archive.scenes {
            write(scene.index, .scenes) { writer in
                writer.put(scene.index.rawValue)
                writer.put(scene.sceneID)
                writer.putListStart()
                writer.putList(scene.objects.map(\.rawValue))
                writer.put(scene.canvasLocation != nil)
                writer.put(bits: scene.canvasLocation?.x ?? 0)
                writer.put(bits: scene.canvasLocation?.y ?? 0)
                writer.putLocation(scene.location)
            }
        }
        var document = PartWriter.vacant
        swap(&document, &parts[0])
        for (position, diagnostic) in archive.diagnostics.enumerated() {
            document.begin(.diagnostic)
            document.int(.index, position)
            document.string(.id, diagnostic.id.rawValue)
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
        return parts
    }

    /// The bytes of every part: its name and the finished file.
    private static func finish(_ archive: Archive, parts: [PartWriter], shared: [String]?) -> [(name: String, bytes: [UInt8])] {
        var result: [(name: String, bytes: [UInt8])] = []
        for (position, var writer) in parts.enumerated() {
            let name = position == 0 ? "document" : archive.scenes[position - 1].sceneID
            let bytes = writer.finish(shared: position == 0 ? shared : nil) { root in
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
