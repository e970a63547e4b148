import NibArchive
import NibDiagnostics
import NibPrimitives
import NibXML

extension OwnCompiledForm {
    /// Entities of one kind, gathered from one or more parts in index order: appended while they
    /// arrive in order (the usual case: parts follow document order), held aside otherwise.
    struct OrderedSlots<Element> {
        private(set) var items: [Element] = []
        private var late: [Int: Element] = [:]
        let count: Int

        init(count: Int) {
            self.count = count
            items.reserveCapacity(count)
        }

        mutating func put(at index: Int, _ element: Element) throws(CompiledFormatError) {
            if index == items.count {
                items.append(element)
                while !late.isEmpty, let next = late.removeValue(forKey: items.count) { items.append(next) }
            } else if index > items.count, index < count, late[index] == nil {
                late[index] = element
            } else {
                throw CompiledFormatError("entity \(index) appears twice", at: 0)
            }
        }

        func finished(_ what: String) throws(CompiledFormatError) -> [Element] {
            guard items.count == count else { throw CompiledFormatError("the archive lacks some \(what)", at: 0) }
            return items
        }
    }

    /// The archive's entities, gathered from one or more parts and checked for completeness.
    struct Slots {
        var objects: OrderedSlots<ArchivedObject>
        var values: OrderedSlots<ArchivedValue>
        var connections: OrderedSlots<Connection>
        var references: OrderedSlots<Reference>
        var scenes: OrderedSlots<Scene>
        var diagnostics: OrderedSlots<Diagnostic>

        init(counts: [Int]) {
            objects = OrderedSlots(count: counts[0])
            values = OrderedSlots(count: counts[1])
            connections = OrderedSlots(count: counts[2])
            references = OrderedSlots(count: counts[3])
            scenes = OrderedSlots(count: counts[4])
            diagnostics = OrderedSlots(count: counts[5])
        }
    }

    /// The document-level fields of the document part.
    struct DocumentFields {
        var file = ""
        var document = DocumentInfo()
        var counts: [Int] = []
        var topLevelObjects: [Int] = []
        var documentValues: [Int] = []
        var initialViewController: Int?
        var isLegacyFormat = false
        var duplicateIDs: [(id: String, objects: [ObjectIndex])] = []
        var unknownElements: [(element: String, count: Int, first: SourceLocation)] = []
    }

    /// Reads one file of the form, straight from the bytes (see ``FlatNIBTables``).
    struct Reader {
        private let tables: FlatNIBTables
        private let name: String
        private var strings: [String] = []
        private var storage: [XMLTree.Attribute] = []
        /// Per key of the file: the field's ordinal, or -1.
        private let keyOrdinal: [Int]
        /// Per field: the value index holding it, valid when its stamp is the current one.
        private var fieldValue: [Int]
        private var fieldStamp: [Int]
        private var stamp = 0
        private var locationFile = ""
        var documentFields = DocumentFields()
        private(set) var isDocumentPart = false

        /// Opens a file: its string and attribute tables and document fields.
        init(bytes: [UInt8], at name: String) throws(CompiledFormatError) {
            let tables = try FlatNIBTables(bytes: bytes)
            self.tables = tables
            self.name = name
            keyOrdinal = tables.keys.map { Key.byName[$0]?.ordinal ?? -1 }
            fieldValue = Array(repeating: 0, count: Key.allCases.count)
            fieldStamp = Array(repeating: -1, count: Key.allCases.count)
            guard !tables.objectClass.isEmpty else { throw CompiledFormatError("the archive has no objects", at: 0) }
            load(object: 0)
            guard let stringTable = objectReference(.strings) else { throw error("the archive has no string table", object: 0) }
            let first = Int(tables.objectFirst[stringTable])
            strings.reserveCapacity(Int(tables.objectCount[stringTable]))
            for value in first..<first + Int(tables.objectCount[stringTable]) {
                guard tables.valueLength[value] >= 0 else { throw error("a string table entry is not data", object: stringTable) }
                let start = tables.valuePayload[value]
                strings.append(String(decoding: tables.bytes[start..<start + Int(tables.valueLength[value])], as: UTF8.self))
            }
            guard integer(.formatVersion) == Int(OwnCompiledForm.formatVersion) else {
                throw error("unsupported nibload compiled form version \(integer(.formatVersion) ?? -1)", object: 0)
            }
            locationFile = try string(.file) ?? name
            documentFields.file = locationFile
            var table = ByteReader(tables.bytes, offset: 0)
            let (attributeStart, attributeLength) = dataRange(.attributes) ?? (0, 0)
            table.offset = attributeStart
            let end = attributeStart + attributeLength
            let count = integer(.attributeCount) ?? 0
            guard count >= 0, count <= attributeLength / 4 else { throw error("the attribute table is shorter than its count", object: 0) }
            storage.reserveCapacity(count)
            for _ in 0..<count {
                let attributeName = try stringAt(table.varint())
                let value = try stringAt(table.varint())
                storage.append(
                    XMLTree.Attribute(name: attributeName, nameIndex: 0, value: value, line: try table.varint(), column: try table.varint()))
                guard table.offset <= end else { throw error("the attribute table is malformed", object: 0) }
            }
            if let counts = try ints(.counts) {
                guard counts.count == 6 else { throw error("the archive's counts are incomplete", object: 0) }
                isDocumentPart = true
                documentFields.counts = counts
                documentFields.topLevelObjects = try ints(.topLevelObjects) ?? []
                documentFields.documentValues = try ints(.documentValues) ?? []
                documentFields.initialViewController = integer(.initialViewController)
                documentFields.isLegacyFormat = bool(.isLegacyFormat)
                var duplicates = try reader(.duplicateIDs)
                for _ in 0..<(try bounded(duplicates.varint(), duplicates.remaining)) {
                    let id = try stringAt(duplicates.varint())
                    var members: [ObjectIndex] = []
                    for _ in 0..<(try bounded(duplicates.varint(), duplicates.remaining)) { members.append(ObjectIndex(try duplicates.varint())) }
                    documentFields.duplicateIDs.append((id, members))
                }
                var unknown = try reader(.unknownElements)
                for _ in 0..<(try bounded(unknown.varint(), unknown.remaining)) {
                    let element = try stringAt(unknown.varint())
                    let count = try unknown.varint()
                    let first = SourceLocation(file: try stringAt(unknown.varint()), line: try unknown.varint(), column: try unknown.varint())
                    documentFields.unknownElements.append((element, count, first))
                }
            }
        }

        /// The root's class is ours.
        static func isOwnForm(_ bytes: [UInt8]) -> Bool {
            (try? FlatNIBTables(bytes: bytes))?.rootClassName == OwnCompiledForm.rootClass
        }

        /// A cursor over a data field (an empty list when absent).
        private func reader(_ key: Key) throws(CompiledFormatError) -> ByteReader {
            guard let (start, length) = dataRange(key) else { return ByteReader([0x80]) }
            return ByteReader(Array(tables.bytes[start..<start + length]))
        }

        private func bounded(_ count: Int, _ remaining: Int) throws(CompiledFormatError) -> Int {
            guard count <= remaining else { throw CompiledFormatError("a list declares \(count) entries, more than it holds", at: 0) }
            return count
        }

        private func error(_ message: String, object: Int) -> CompiledFormatError {
            CompiledFormatError(message, at: tables.objectOffset.indices.contains(object) ? Int(tables.objectOffset[object]) : 0)
        }

        private mutating func load(object: Int) {
            stamp += 1
            let first = Int(tables.objectFirst[object])
            for value in first..<first + Int(tables.objectCount[object]) {
                let ordinal = keyOrdinal[Int(tables.valueKey[value])]
                if ordinal >= 0 {
                    fieldValue[ordinal] = value
                    fieldStamp[ordinal] = stamp
                }
            }
        }

        /// The value index of a field of the loaded object.
        private func field(_ key: Key) -> Int? {
            let ordinal = key.ordinal
            return fieldStamp[ordinal] == stamp ? fieldValue[ordinal] : nil
        }

        private func integer(_ key: Key) -> Int? {
            guard let value = field(key), tables.valueType[value] <= 3 else { return nil }
            return tables.valuePayload[value]
        }

        private func objectReference(_ key: Key) -> Int? {
            guard let value = field(key), tables.valueType[value] == 10 else { return nil }
            return tables.valuePayload[value]
        }

        private func double(_ key: Key) -> Double? {
            guard let value = field(key), tables.valueType[value] == 7 || tables.valueType[value] == 6 else { return nil }
            return Double(bitPattern: UInt64(bitPattern: Int64(tables.valuePayload[value])))
        }

        private func dataRange(_ key: Key) -> (Int, Int)? {
            guard let value = field(key), tables.valueLength[value] >= 0 else { return nil }
            return (tables.valuePayload[value], Int(tables.valueLength[value]))
        }

        private func stringAt(_ index: Int) throws(CompiledFormatError) -> String {
            guard index >= 0, index < strings.count else { throw CompiledFormatError("string \(index) is out of range", at: 0) }
            return strings[index]
        }

        private func string(_ key: Key) throws(CompiledFormatError) -> String? {
            guard let index = integer(key) else { return nil }
            return try stringAt(index)
        }

        private func ints(_ key: Key) throws(CompiledFormatError) -> [Int]? {
            guard let (start, length) = dataRange(key) else { return nil }
            var reader = ByteReader(tables.bytes, offset: start)
            let end = start + length
            let count = try reader.varint()
            guard count <= end - reader.offset else { throw CompiledFormatError("a list declares \(count) entries, more than it holds", at: start) }
            var result: [Int] = []
            result.reserveCapacity(count)
            for _ in 0..<count { result.append(try reader.varint()) }
            guard reader.offset <= end else { throw CompiledFormatError("a list runs past its data", at: start) }
            return result
        }

        private func bool(_ key: Key) -> Bool {
            guard let value = field(key) else { return false }
            return tables.valueType[value] == 5
        }

        private func location() throws(CompiledFormatError) -> SourceLocation {
            SourceLocation(file: try string(.locationFile) ?? locationFile, line: integer(.line) ?? 0, column: integer(.column) ?? 0)
        }

        private func attributes() throws(CompiledFormatError) -> AttributeList {
            let start = integer(.attributeStart) ?? 0
            let count = integer(.attributeCount) ?? 0
            guard start >= 0, count >= 0, start <= storage.count, count <= storage.count - start else {
                throw CompiledFormatError("attributes \(start)+\(count) are out of range", at: 0)
            }
            return AttributeList(storage: storage, range: start..<start + count, file: locationFile)
        }

        private func slot(_ limit: Int, _ object: Int) throws(CompiledFormatError) -> Int {
            guard let index = integer(.index), index >= 0, index < limit else { throw error("an entity index is out of range", object: object) }
            return index
        }

        /// Places this part's entities into the slots.
        mutating func fill(_ slots: inout Slots) throws(CompiledFormatError) {
            let classes = tables.classNames.map { EntityClass(rawValue: $0) }
            for object in tables.objectClass.indices.dropFirst() {
                guard let entity = classes[Int(tables.objectClass[object])] else { continue }
                load(object: object)
                switch entity {
                case .object:
                    let index = try slot(slots.objects.count, object)
                    var placeholder: Placeholder?
                    switch integer(.placeholder) {
                    case 0?: placeholder = .filesOwner
                    case 1?: placeholder = .firstResponder
                    case 2?: placeholder = .application
                    case 3?: placeholder = .external(identifier: try string(.placeholderA) ?? "")
                    case 4?: placeholder = .exit
                    case 5?: placeholder = .storyboardReference(storyboardName: try string(.placeholderA), referencedIdentifier: try string(.placeholderB))
                    default: placeholder = nil
                    }
                    try slots.objects.put(at: index, ArchivedObject(
                        index: ObjectIndex(index), id: try string(.id) ?? "", element: try string(.element) ?? "",
                        defaultClass: try string(.defaultClass), customClass: try string(.customClass),
                        customModule: try string(.customModule), customModuleProvider: try string(.customModuleProvider),
                        userLabel: try string(.userLabel), placeholder: placeholder, parent: integer(.parent).map(ObjectIndex.init),
                        key: try string(.key), collection: try string(.collection), scene: integer(.scene).map(SceneIndex.init),
                        attributes: try attributes(), values: (try ints(.values) ?? []).map(ValueIndex.init),
                        children: (try ints(.children) ?? []).map(ObjectIndex.init), connections: try ints(.connections) ?? [],
                        location: try location(), assembled: ()))
                case .value:
                    let index = try slot(slots.values.count, object)
                    try slots.values.put(at: index, ArchivedValue(
                        index: ValueIndex(index), element: try string(.element) ?? "", key: try string(.key),
                        owner: integer(.owner).map(ObjectIndex.init), parent: integer(.parent).map(ValueIndex.init),
                        attributes: try attributes(), text: try string(.text), children: (try ints(.children) ?? []).map(ValueIndex.init),
                        members: (try ints(.members) ?? []).map(ObjectIndex.init), location: try location(), assembled: ()))
                case .connection:
                    let index = try slot(slots.connections.count, object)
                    guard let kind = Connection.Kind(rawValue: try string(.kind) ?? "") else { throw error("unknown connection kind", object: object) }
                    var segue: SegueInfo?
                    if let segueKind = try string(.segueKind) {
                        segue = SegueInfo(
                            kind: segueKind, identifier: try string(.identifier), relationship: try string(.relationship),
                            unwindAction: try string(.unwindAction), customClass: try string(.customClass),
                            customModule: try string(.customModule), modalPresentationStyle: try string(.modalPresentationStyle),
                            modalTransitionStyle: try string(.modalTransitionStyle), animates: bool(.animates),
                            popoverAnchorID: try string(.popoverAnchorID))
                    }
                    try slots.connections.put(at: index, Connection(
                        index: index, kind: kind, id: try string(.id), source: integer(.source).map(ObjectIndex.init),
                        destinationID: try string(.destinationID), destination: integer(.destination).map(ObjectIndex.init),
                        property: try string(.property), selector: try string(.selector), eventType: try string(.eventType),
                        collectionClass: try string(.collectionClass), segue: segue, attributes: try attributes(),
                        scene: integer(.scene).map(SceneIndex.init), crossesScenes: bool(.crossesScenes), location: try location(),
                        assembled: ()))
                case .reference:
                    let index = try slot(slots.references.count, object)
                    let holderIndex = integer(.holderIndex) ?? 0
                    let holder: Reference.Holder
                    switch integer(.holder) {
                    case 0?: holder = .object(ObjectIndex(holderIndex))
                    case 1?: holder = .value(ValueIndex(holderIndex))
                    case 2?: holder = .connection(holderIndex)
                    default: holder = .document
                    }
                    try slots.references.put(at: index, Reference(
                        holder: holder, attribute: try string(.attribute) ?? "", targetID: try string(.targetID) ?? "",
                        target: integer(.target).map(ObjectIndex.init), targetConnection: integer(.targetConnection),
                        location: try location(), assembled: ()))
                case .scene:
                    let index = try slot(slots.scenes.count, object)
                    var canvas: Point?
                    if let x = double(.canvasX), let y = double(.canvasY) { canvas = Point(x: x, y: y) }
                    try slots.scenes.put(at: index, Scene(
                        index: SceneIndex(index), sceneID: try string(.sceneID) ?? "",
                        objects: (try ints(.objects) ?? []).map(ObjectIndex.init), canvasLocation: canvas, location: try location(),
                        assembled: ()))
                case .diagnostic:
                    let index = try slot(slots.diagnostics.count, object)
                    var notes: [Diagnostic.Note] = []
                    var noteReader = try reader(.notes)
                    for _ in 0..<(try bounded(noteReader.varint(), noteReader.remaining)) {
                        let message = try stringAt(noteReader.varint())
                        var place: SourceLocation?
                        if try noteReader.varint() == 1 {
                            place = SourceLocation(file: try stringAt(noteReader.varint()), line: try noteReader.varint(), column: try noteReader.varint())
                        }
                        notes.append(Diagnostic.Note(message: message, location: place))
                    }
                    let severity = Severity(rawValue: try string(.severity) ?? "") ?? .error
                    try slots.diagnostics.put(at: index, Diagnostic(
                        id: try string(.id) ?? "", severity: severity, message: try string(.message) ?? "",
                        location: integer(.line) == nil ? nil : try location(), notes: notes))
                case .document:
                    documentFields.document = DocumentInfo(
                        type: try string(.type), version: try string(.version), toolsVersion: try string(.toolsVersion),
                        targetRuntime: try string(.targetRuntime), propertyAccessControl: try string(.propertyAccessControl),
                        useAutolayout: bool(.useAutolayout), useTraitCollections: bool(.useTraitCollections),
                        useSafeAreas: bool(.useSafeAreas), initialViewControllerID: try string(.initialViewControllerID))
                case .strings: break
                }
            }
        }

        /// How many container objects the file has.
        var entityCount: Int { tables.objectClass.count }

        /// The archive of a single-file form.
        mutating func archive() throws(CompiledFormatError) -> Archive {
            guard isDocumentPart else { throw error("the file is a scene part, not a whole archive", object: 0) }
            var slots = try OwnCompiledForm.slots(for: documentFields.counts, entities: tables.objectClass.count)
            try fill(&slots)
            return try OwnCompiledForm.assemble(slots, documentFields, name: name)
        }
    }

    static func slots(for counts: [Int], entities: Int) throws(CompiledFormatError) -> Slots {
        guard counts.allSatisfy({ $0 >= 0 }), counts.reduce(0, { $0 &+ $1 }) <= entities else {
            throw CompiledFormatError("the archive declares more entities than it holds", at: 0)
        }
        return Slots(counts: counts)
    }

    /// Checks that every slot is filled and every index in range, then builds the archive.
    static func assemble(_ slots: Slots, _ fields: DocumentFields, name: String) throws(CompiledFormatError) -> Archive {
        let objects = try slots.objects.finished("objects")
        let values = try slots.values.finished("values")
        let connections = try slots.connections.finished("connections")
        let references = try slots.references.finished("references")
        let scenes = try slots.scenes.finished("scenes")
        let diagnostics = try slots.diagnostics.finished("diagnostics")
        let objectCount = objects.count
        let valueCount = values.count
        func check(_ index: Int?, _ limit: Int) throws(CompiledFormatError) {
            if let index, index < 0 || index >= limit { throw CompiledFormatError("index \(index) is out of range (\(limit))", at: 0) }
        }
        for object in objects {
            try check(object.parent?.rawValue, objectCount)
            try check(object.scene?.rawValue, scenes.count)
            for child in object.children { try check(child.rawValue, objectCount) }
            for value in object.values { try check(value.rawValue, valueCount) }
            for connection in object.connections { try check(connection, connections.count) }
        }
        for value in values {
            try check(value.owner?.rawValue, objectCount)
            try check(value.parent?.rawValue, valueCount)
            for child in value.children { try check(child.rawValue, valueCount) }
            for member in value.members { try check(member.rawValue, objectCount) }
        }
        for connection in connections {
            try check(connection.source?.rawValue, objectCount)
            try check(connection.destination?.rawValue, objectCount)
            try check(connection.scene?.rawValue, scenes.count)
        }
        for reference in references {
            try check(reference.target?.rawValue, objectCount)
            try check(reference.targetConnection, connections.count)
            switch reference.holder {
            case let .object(index): try check(index.rawValue, objectCount)
            case let .value(index): try check(index.rawValue, valueCount)
            case let .connection(index): try check(index, connections.count)
            case .document: break
            }
        }
        for scene in scenes { for object in scene.objects { try check(object.rawValue, objectCount) } }
        for object in fields.topLevelObjects { try check(object, objectCount) }
        for value in fields.documentValues { try check(value, valueCount) }
        try check(fields.initialViewController, objectCount)
        for entry in fields.duplicateIDs { for object in entry.objects { try check(object.rawValue, objectCount) } }
        return Archive(
            file: fields.file, document: fields.document, objects: objects, values: values, connections: connections,
            references: references, scenes: scenes, topLevelObjects: fields.topLevelObjects.map(ObjectIndex.init),
            documentValues: fields.documentValues.map(ValueIndex.init),
            initialViewController: fields.initialViewController.map(ObjectIndex.init), diagnostics: diagnostics,
            duplicateIDs: fields.duplicateIDs, unknownElements: fields.unknownElements, isLegacyFormat: fields.isLegacyFormat)
    }

    /// Reads a storyboard folder of the form: the parts its index lists.
    struct BundleReader {
        let folder: String
        let name: String
        let partNames: [String]

        init(folder: String, name: String, index: PropertyList) throws(CompiledFormatError) {
            self.folder = folder
            self.name = name
            guard let list = index.value(OwnCompiledForm.partsKey, in: index.root), case let .array(entries)? = index[list] else {
                throw CompiledFormatError("the index's parts are not a list", at: 0)
            }
            partNames = entries.compactMap { index.string(at: $0) }
        }

        mutating func archive() throws(CompiledFormatError) -> Archive {
            var readers: [Reader] = []
            var entities = 0
            for part in partNames {
                guard !part.contains("/"), let bytes = BinaryFiles.read(BinaryFiles.join(folder, part)) else {
                    throw CompiledFormatError("cannot read part '\(part)'", at: 0)
                }
                let reader = try Reader(bytes: bytes, at: BinaryFiles.join(name, part))
                entities += reader.entityCount
                readers.append(reader)
            }
            guard let document = readers.firstIndex(where: \.isDocumentPart) else {
                throw CompiledFormatError("the bundle has no document part", at: 0)
            }
            var slots = try OwnCompiledForm.slots(for: readers[document].documentFields.counts, entities: entities)
            for index in readers.indices { try readers[index].fill(&slots) }
            let fields = readers[document].documentFields
            return try OwnCompiledForm.assemble(slots, fields, name: fields.file)
        }
    }
}

