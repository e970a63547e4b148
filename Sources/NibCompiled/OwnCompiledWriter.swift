import NibArchive
import NibDiagnostics

extension OwnCompiledForm {
    /// Builds one file of the form.
    struct PartWriter {
        /// The file being built; its key table is every ``Key`` in ordinal order (format version 3),
        /// so a key's index is its ordinal.
        private(set) var file = NIBArchiveFile(objects: [], keys: Key.names, values: [], classNames: [])
        private var classIndexes: [String: Int] = [:]
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
            file.objects.append(
                NIBArchiveFile.Object(classIndex: classIndex, firstValue: file.values.count, valueCount: 0))
        }

        mutating func begin(_ entity: EntityClass) { begin(entity.rawValue) }

        private mutating func append(_ key: Key, _ payload: NIBArchiveFile.Payload) {
            file.values.append(NIBArchiveFile.Value(keyIndex: key.ordinal, payload: payload))
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

        /// The UTF-8 bytes and end offsets of a string table.
        private static func table(_ strings: ArraySlice<String>) -> (utf8: [UInt8], ends: [UInt32]) {
            var utf8: [UInt8] = []
            var ends: [UInt32] = []
            ends.reserveCapacity(strings.count)
            for text in strings {
                utf8 += text.utf8
                ends.append(UInt32(clamping: utf8.count))
            }
            return (utf8, ends)
        }

        /// The file's bytes: the root's fields (object 0's values come last: slices need not be in
        /// object order), the record tables and the part's own strings; with `shared`, also the
        /// bundle's shared strings (the document part).
        mutating func finish(
            shared: [String]? = nil, layout: Layout = .current, rootFields: (inout PartWriter) -> Void
        ) -> [UInt8] {
            current = 0
            file.objects[0].firstValue = file.values.count
            int(.formatVersion, Int(OwnCompiledForm.formatVersion))
            rootFields(&self)
            var wordSizes = [UInt8](repeating: 4, count: WordTable.allCases.count)
            func put(_ key: Key, _ table: WordTable, _ numbers: [UInt32]) {
                let (bytes, size) = words(
                    numbers, records: table.rawValue < WordTable.attributes.rawValue, narrow: layout == .current)
                data(key, bytes)
                wordSizes[table.rawValue] = UInt8(size)
            }
            for table in Table.allCases where table != .attributes {
                put(table.key, WordTable(table), tables[table.index])
            }
            // Attributes by column (every name, then every value, line and column), so that a
            // reader checks the names and values as one run.
            let rows = tables[Table.attributes.index]
            let width = Table.attributes.width
            put(
                Table.attributes.key, .attributes,
                layout == .version3
                    ? rows
                    : (0..<width).flatMap { column in stride(from: column, to: rows.count, by: width).map { rows[$0] } }
            )
            put(.lists, .lists, lists)
            int(.sharedStringCount, sharedCount)
            if let shared {
                let table = Self.table(shared[...])
                data(.sharedStringBytes, table.utf8)
                put(.sharedStringEnds, .sharedStringEnds, table.ends)
            }
            let own = Self.table(strings[sharedCount...])
            data(.stringBytes, own.utf8)
            put(.stringEnds, .stringEnds, own.ends)
            data(.wordSizes, wordSizes)
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
    /// document part (index 0), each with its file name in the folder. Tables whose entries fit
    /// are stored in 16-bit words unless `layout` says otherwise.
    static func encode(_ archive: Archive, split: Bool, layout: Layout = .current) -> [(name: String, bytes: [UInt8])] {
        guard split else {
            return finish(
                archive, parts: writeParts(archive, split: false, shared: []), names: nil, shared: nil,
                layout: layout)
        }
        // Twice: once to learn which strings several parts use, then with those shared.
        let shared = sharedStrings(writeParts(archive, split: true, shared: []))
        return finish(
            archive, parts: writeParts(archive, split: true, shared: shared), names: partFileNames(archive),
            shared: shared, layout: layout)
    }

    /// The file names of a storyboard folder's parts: the document part, then one per scene.
    static func partFileNames(_ archive: Archive) -> [String] {
        [documentPartName] + archive.scenes.map { "scene-\($0.index.rawValue)-\(safeFileName($0.sceneID)).nib" }
    }

    private static func safeFileName(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
                    ? Character(scalar) : "_"
            })
    }

    /// The parts being written: one for a xib; for a storyboard the document part, then one per scene.
    private struct PartSet {
        var parts: [PartWriter]
        let split: Bool

        init(count: Int, split: Bool, shared: [String]) {
            parts = [PartWriter](repeating: PartWriter(shared: shared), count: split ? count + 1 : 1)
            self.split = split
        }

        /// Writes one record into the part of a scene (the document part for none).
        mutating func write(_ scene: SceneIndex?, _ table: Table, _ body: (inout PartWriter) -> Void) {
            let slot = split ? (scene.map { $0.rawValue + 1 } ?? 0) : 0
            var writer = PartWriter.vacant
            swap(&writer, &parts[slot])
            body(&writer)
            writer.endRecord(table)
            swap(&writer, &parts[slot])
        }
    }

    /// Every entity written into its part (not yet finished).
    private static func writeParts(_ archive: Archive, split: Bool, shared: [String]) -> [PartWriter] {
        var set = PartSet(count: archive.scenes.count, split: split, shared: shared)
        for object in archive.objects { set.write(object.scene, .objects) { $0.putObject(object) } }
        for value in archive.values {
            set.write(value.owner.flatMap { archive[$0].scene }, .values) { $0.putValue(value) }
        }
        for connection in archive.connections {
            set.write(connection.scene, .connections) { $0.putConnection(connection) }
        }
        for (position, reference) in archive.references.enumerated() {
            let scene: SceneIndex? =
                switch reference.holder {
                case .object(let index): archive[index].scene
                case .value(let index): archive[index].owner.flatMap { archive[$0].scene }
                case .connection(let index): archive.connections[index].scene
                case .document: nil
                }
            set.write(scene, .references) { $0.putReference(reference, at: position) }
        }
        for scene in archive.scenes { set.write(scene.index, .scenes) { $0.putScene(scene) } }
        var document = PartWriter.vacant
        swap(&document, &set.parts[0])
        for (position, diagnostic) in archive.diagnostics.enumerated() {
            document.addDiagnostic(diagnostic, at: position)
        }
        document.addDocument(archive.document)
        swap(&document, &set.parts[0])
        return set.parts
    }

    /// The bytes of every part: its name (the file name in a storyboard folder) and the finished file.
    private static func finish(
        _ archive: Archive, parts: [PartWriter], names: [String]?, shared: [String]?, layout: Layout
    ) -> [(name: String, bytes: [UInt8])] {
        var result: [(name: String, bytes: [UInt8])] = []
        for (position, var writer) in parts.enumerated() {
            let part = position == 0 ? "document" : archive.scenes[position - 1].sceneID
            let bytes = writer.finish(shared: position == 0 ? shared : nil, layout: layout) { root in
                root.string(.file, archive.file)
                root.string(.part, part)
                guard position == 0 else { return }
                root.addArchiveFields(archive)
                if let names { root.ints(.partNames, names.map { root.stringIndex($0) }) }
            }
            result.append((names?[position] ?? part, bytes))
        }
        return result
    }
}

// The records and container objects of each kind of entity.
extension OwnCompiledForm.PartWriter {
    private typealias PlaceholderKind = OwnCompiledForm.PlaceholderKind
    private typealias HolderKind = OwnCompiledForm.HolderKind

    mutating func putObject(_ object: ArchivedObject) {
        put(object.index.rawValue)
        put(object.id)
        put(object.element)
        put(object.defaultClass)
        put(object.customClass)
        put(object.customModule)
        put(object.customModuleProvider)
        put(object.userLabel)
        putPlaceholder(object.placeholder)
        put(object.parent?.rawValue)
        put(object.key)
        put(object.collection)
        put(object.scene?.rawValue)
        putAttributes(object.attributes)
        putListStart()
        putList(object.values.map(\.rawValue))
        putList(object.children.map(\.rawValue))
        putList(object.connections.array)
        putLocation(object.location)
    }

    /// A placeholder as its kind and two string fields.
    private mutating func putPlaceholder(_ placeholder: Placeholder?) {
        var kind: PlaceholderKind?
        var first: String?
        var second: String?
        switch placeholder {
        case nil: break
        case .filesOwner?: kind = .filesOwner
        case .firstResponder?: kind = .firstResponder
        case .application?: kind = .application
        case .external(let identifier)?: (kind, first) = (.external, identifier)
        case .exit?: kind = .exit
        case .storyboardReference(let name, let identifier)?:
            (kind, first, second) = (.storyboardReference, name, identifier)
        }
        put(kind.map { Int($0.rawValue) })
        put(first)
        put(second)
    }

    mutating func putValue(_ value: ArchivedValue) {
        put(value.index.rawValue)
        put(value.element)
        put(value.key)
        put(value.owner?.rawValue)
        put(value.parent?.rawValue)
        putAttributes(value.attributes)
        put(value.text)
        putListStart()
        putList(value.children.map(\.rawValue))
        putList(value.members.map(\.rawValue))
        putLocation(value.location)
    }

    mutating func putConnection(_ connection: Connection) {
        put(connection.index)
        put(connection.kind.rawValue)
        put(connection.id)
        put(connection.source?.rawValue)
        put(connection.destinationID)
        put(connection.destination?.rawValue)
        put(connection.property)
        put(connection.selector)
        put(connection.eventType)
        put(connection.collectionClass)
        let segue = connection.segue
        put(segue?.kindAttribute)
        put(segue?.identifier)
        put(segue?.relationship?.ibValue)
        put(segue?.unwindAction)
        put(segue?.customClass)
        put(segue?.customModule)
        put(segue?.modalPresentationStyle)
        put(segue?.modalTransitionStyle)
        put(segue?.animates ?? false)
        put(segue?.popoverAnchorID)
        putAttributes(connection.attributes)
        put(connection.scene?.rawValue)
        put(connection.crossesScenes)
        putLocation(connection.location)
    }

    mutating func putReference(_ reference: Reference, at position: Int) {
        put(position)
        switch reference.holder {
        case .object(let index):
            put(Int(HolderKind.object.rawValue))
            put(index.rawValue)
        case .value(let index):
            put(Int(HolderKind.value.rawValue))
            put(index.rawValue)
        case .connection(let index):
            put(Int(HolderKind.connection.rawValue))
            put(index)
        case .document:
            put(Int(HolderKind.document.rawValue))
            put(nil as Int?)
        }
        put(reference.attribute)
        put(reference.targetID)
        put(reference.target?.rawValue)
        put(reference.targetConnection)
        putLocation(reference.location)
    }

    mutating func putScene(_ scene: Scene) {
        put(scene.index.rawValue)
        put(scene.sceneID)
        putListStart()
        putList(scene.objects.map(\.rawValue))
        put(scene.canvasLocation != nil)
        put(bits: scene.canvasLocation?.x ?? 0)
        put(bits: scene.canvasLocation?.y ?? 0)
        putLocation(scene.location)
    }

    /// A diagnostic as a container object (`NLDiagnostic`).
    mutating func addDiagnostic(_ diagnostic: Diagnostic, at position: Int) {
        begin(.diagnostic)
        int(.index, position)
        string(.id, diagnostic.id.rawValue)
        string(.severity, diagnostic.severity.rawValue)
        string(.message, diagnostic.message)
        if let location = diagnostic.location { self.location(location) }
        var notes = ByteWriter()
        notes.varint(diagnostic.notes.count)
        for note in diagnostic.notes {
            notes.varint(stringIndex(note.message))
            if let location = note.location {
                notes.varint(1)
                notes.varint(stringIndex(location.file))
                notes.varint(location.line)
                notes.varint(location.column)
            } else {
                notes.varint(0)
            }
        }
        data(.notes, notes.bytes)
    }

    /// The document's attributes as a container object (`NLDocument`).
    mutating func addDocument(_ info: DocumentInfo) {
        begin(.document)
        string(.type, info.type)
        string(.version, info.version)
        string(.toolsVersion, info.toolsVersion)
        string(.targetRuntime, info.targetRuntime)
        string(.propertyAccessControl, info.propertyAccessControl)
        bool(.useAutolayout, info.useAutolayout)
        bool(.useTraitCollections, info.useTraitCollections)
        bool(.useSafeAreas, info.useSafeAreas)
        string(.initialViewControllerID, info.initialViewControllerID)
    }

    /// The document part's root fields: the entity counts and the archive-level lists.
    mutating func addArchiveFields(_ archive: Archive) {
        ints(
            .counts,
            [
                archive.objects.count, archive.values.count, archive.connections.count, archive.references.count,
                archive.scenes.count, archive.diagnostics.count,
            ])
        ints(.topLevelObjects, archive.topLevelObjects.map(\.rawValue))
        ints(.documentValues, archive.documentValues.map(\.rawValue))
        int(.initialViewController, archive.initialViewController?.rawValue)
        bool(.isLegacyFormat, archive.isLegacyFormat)
        var duplicates = ByteWriter()
        duplicates.varint(archive.duplicateIDs.count)
        for entry in archive.duplicateIDs {
            duplicates.varint(stringIndex(entry.id))
            duplicates.varint(entry.objects.count)
            for object in entry.objects { duplicates.varint(object.rawValue) }
        }
        data(.duplicateIDs, duplicates.bytes)
        var unknown = ByteWriter()
        unknown.varint(archive.unknownElements.count)
        for entry in archive.unknownElements {
            unknown.varint(stringIndex(entry.element))
            unknown.varint(entry.count)
            unknown.varint(stringIndex(entry.first.file))
            unknown.varint(entry.first.line)
            unknown.varint(entry.first.column)
        }
        data(.unknownElements, unknown.bytes)
    }
}
