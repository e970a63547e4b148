import NibArchive
import NibDiagnostics
import NibPrimitives

extension OwnCompiledForm {
    /// Entities of one kind, gathered from one or more parts in index order: appended while they
    /// arrive in order (the usual case: parts follow document order), held aside otherwise: in
    /// a queue while the held indexes increase (a part whose entities all come later, read first),
    /// else by index. For connections, references, scenes and diagnostics; objects and values,
    /// the bulk of an archive, are written in place (see ``PlacedSlots``).
    struct OrderedSlots<Element> {
        private(set) var items: [Element] = []
        /// Held entities in increasing index order, from ``queueHead`` (moved out when appended).
        private var queue: [(index: Int, element: Element?)] = []
        private var queueHead = 0
        /// Held entities that arrived out of the queue's order.
        private var late: [Int: Element] = [:]
        /// Per index, whether it is held aside (allocated when the first one is), so that
        /// appending in order looks nothing up.
        private var isLate: [Bool] = []
        let count: Int

        /// Slots for `count` entities, of which up to `reserving` are reserved at once (the
        /// rest, if any, grow as they arrive).
        init(count: Int, reserving limit: Int = .max) {
            self.count = count
            items.reserveCapacity(min(count, limit))
        }

        /// The lowest index held aside (`Int.max` when none is), so that appending in order
        /// looks at the held entities only when the next one is due.
        private var nextHeld = Int.max

        @inline(__always)
        mutating func put(at index: Int, _ element: consuming Element) throws(CompiledFormatError) {
            guard index == items.count else { return try hold(at: index, element) }
            items.append(element)
            if items.count == nextHeld { appendHeld() }
        }

        /// Holds an entity that comes after the next one.
        private mutating func hold(at index: Int, _ element: consuming Element) throws(CompiledFormatError) {
            if index > items.count, index < count, isLate.isEmpty || !isLate[index] {
                if isLate.isEmpty { isLate = [Bool](repeating: false, count: count) }
                isLate[index] = true
                if queueHead == queue.count {
                    queue.removeAll(keepingCapacity: true)
                    queueHead = 0
                }
                if queue.last.map({ $0.index < index }) ?? true {
                    queue.append((index, element))
                } else {
                    late[index] = element
                }
                nextHeld = min(nextHeld, index)
            } else {
                throw CompiledFormatError("entity \(index) appears twice", at: 0)
            }
        }

        /// Appends the held entities that come next.
        private mutating func appendHeld() {
            while items.count < count, isLate[items.count] {
                let next = items.count
                if queueHead < queue.count, queue[queueHead].index == next,
                    let element = queue[queueHead].element.take()
                {
                    queueHead += 1
                    items.append(element)
                } else if let element = late.removeValue(forKey: next) {
                    items.append(element)
                } else {
                    break
                }
            }
            // The next held index: the queue's head or the lowest late one (late entities are rare).
            nextHeld = min(queueHead < queue.count ? queue[queueHead].index : Int.max, late.keys.min() ?? Int.max)
        }

        func finished(_ what: String) throws(CompiledFormatError) -> [Element] {
            guard items.count == count else { throw CompiledFormatError("the archive lacks some \(what)", at: 0) }
            return items
        }
    }

    /// The archive's entities, gathered from one or more parts and checked for completeness.
    struct Slots {
        /// Written in place into the archive's arrays (see ``OwnCompiledForm/filling(_:_:)``).
        var objects: PlacedSlots<ArchivedObject>
        var values: PlacedSlots<ArchivedValue>
        var connections: OrderedSlots<Connection>
        var references: OrderedSlots<Reference>
        var scenes: OrderedSlots<Scene>
        var diagnostics: OrderedSlots<Diagnostic>

        init(counts: [Int], objects: PlacedSlots<ArchivedObject>, values: PlacedSlots<ArchivedValue>) {
            self.objects = objects
            self.values = values
            connections = OrderedSlots(count: counts[2])
            references = OrderedSlots(count: counts[3])
            scenes = OrderedSlots(count: counts[4])
            // Diagnostics are few, and their count is bounded loosely (by their object entries).
            diagnostics = OrderedSlots(count: counts[5], reserving: 256)
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
        /// The file names of a storyboard folder's parts, document part first (version 3 on).
        var partNames: [String]?
    }

    /// Reads one file of the form, straight from the bytes: the string table is decoded once,
    /// and each entity is built from its record (see ``Table``) without any per-field lookup.
    struct Reader {
        private let tables: FlatNIBTables
        private var strings = StringTable()
        /// Where the part's own string table lies: its UTF-8 bytes, their length, its ends and count.
        private var ownStrings = (utf8: 0, length: 0, ends: 0, count: 0)
        private var attributes: CompactAttributes?
        /// Per key of the file: the field's ordinal, or -1.
        private let keyOrdinal: [Int]
        /// Per field: the value index holding it, valid when its stamp is the current one.
        private var fields: [(value: Int32, stamp: Int32)]
        private var stamp: Int32 = 0
        private var locationFile = ""
        /// Per ``Table``: the byte offset of its first record, the record count and the size of
        /// its words in bytes.
        private var recordTables: [(start: Int, count: Int, word: Int)] = []
        /// The list table: byte offset, number of entries and word size.
        private var listTable = (start: 0, count: 0, word: 4)
        /// The tables (bit `1 << WordTable.rawValue` each) stored in 16-bit words.
        private var narrowTables: UInt16 = 0
        /// Whether the attribute table is stored by column (version 4 on) rather than by attribute.
        private var attributesByColumn = false
        var documentFields = DocumentFields()
        private(set) var isDocumentPart = false

        /// The shared strings of a storyboard bundle (read from the document part).
        var sharedStrings: StringCache { strings.shared }

        /// Opens a file: its string, attribute and record tables and document fields. A scene part
        /// of a storyboard bundle takes the bundle's `shared` strings (the document part carries
        /// them itself); its attribute table and own strings are copied out of its bytes, so that
        /// the archive does not keep every part's file, and document fields in it are not read.
        /// The file's `name` (for locations when it names no source file) is only made when used.
        init(bytes: [UInt8], at name: @autoclosure () -> String, shared: StringCache? = nil) throws(CompiledFormatError)
        {
            let tables = try FlatNIBTables(bytes: bytes)
            self.tables = tables
            keyOrdinal = try Self.keyOrdinals(tables)
            fields = Array(repeating: (0, -1), count: Key.count)
            guard !tables.objects.isEmpty else { throw CompiledFormatError("the archive has no objects", at: 0) }
            load(object: 0)
            guard let version = integer(.formatVersion), OwnCompiledForm.readableVersions.contains(version) else {
                throw error(
                    "unsupported nibload compiled form version \(integer(.formatVersion) ?? -1) (this nibload reads versions \(OwnCompiledForm.readableVersions.lowerBound) to \(OwnCompiledForm.readableVersions.upperBound); compile again)",
                    object: 0)
            }
            if version >= 4 {
                try readWordSizes()
                attributesByColumn = true
            }
            try readStrings(shared: shared)
            try readRecordTables()
            locationFile = try uncachedString(.file) ?? name()
            documentFields.file = locationFile
            try readAttributes(copying: shared != nil)
            // A scene part (one given the bundle's shared strings) has no document fields; its
            // reader decodes nothing into the string caches, so that it can be made on a worker
            // thread while the filling thread uses them (see ``ReadAhead``).
            if shared == nil { try readDocumentFields() }
        }

        /// Per key of the file, the field's ordinal (or -1): with one comparison when the key
        /// table is the writer's (version 3), else by name.
        private static func keyOrdinals(_ tables: FlatNIBTables) throws(CompiledFormatError) -> [Int] {
            if tables.keyTable(is: Key.tableBytes, count: Key.count) { return Key.ordinals }
            return try tables.keyNames().map { Key.byName[$0]?.ordinal ?? -1 }
        }

        /// The size of each table's words (version 4 on; 32-bit words when the file names none).
        private mutating func readWordSizes() throws(CompiledFormatError) {
            guard let (start, length) = dataRange(.wordSizes) else { return }
            guard length == WordTable.allCases.count else {
                throw CompiledFormatError(
                    "the word sizes name \(length) tables, not \(WordTable.allCases.count)", at: start)
            }
            for table in 0..<length {
                let size = tables.bytes[start + table]
                guard size == 2 || size == 4 else {
                    throw CompiledFormatError("a table's words are \(size) bytes, not 2 or 4", at: start + table)
                }
                if size == 2 { narrowTables |= 1 << table }
            }
        }

        /// The size of a table's words in bytes.
        private func wordSize(_ table: WordTable) -> Int { narrowTables & 1 << table.rawValue != 0 ? 2 : 4 }

        /// Where each record table and the list table lie (whole records only).
        private mutating func readRecordTables() throws(CompiledFormatError) {
            recordTables.reserveCapacity(Table.allCases.count)
            for table in Table.allCases {
                guard let (start, length) = dataRange(table.key) else {
                    throw error("the archive has no \(table.key.name) table", object: 0)
                }
                let word = wordSize(WordTable(table))
                guard length % (word * table.width) == 0 else {
                    throw CompiledFormatError("the \(table.key.name) table is not whole records", at: start)
                }
                recordTables.append((start, length / (word * table.width), word))
            }
            let word = wordSize(.lists)
            guard let (listStart, listLength) = dataRange(.lists), listLength % word == 0 else {
                throw error("the archive has no list table", object: 0)
            }
            listTable = (listStart, listLength / word, word)
        }

        /// The document part's fields (a part without entity counts is a scene part).
        private mutating func readDocumentFields() throws(CompiledFormatError) {
            guard let counts = try ints(.counts) else { return }
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
                for _ in 0..<(try bounded(duplicates.varint(), duplicates.remaining)) {
                    members.append(ObjectIndex(try duplicates.varint()))
                }
                documentFields.duplicateIDs.append((id, members))
            }
            var unknown = try reader(.unknownElements)
            for _ in 0..<(try bounded(unknown.varint(), unknown.remaining)) {
                let element = try stringAt(unknown.varint())
                let count = try unknown.varint()
                let first = SourceLocation(
                    file: try stringAt(unknown.varint()), line: try unknown.varint(), column: try unknown.varint())
                documentFields.unknownElements.append((element, count, first))
            }
            if let names = try ints(.partNames) {
                var partNames: [String] = []
                partNames.reserveCapacity(names.count)
                for index in names { partNames.append(try stringAt(index)) }
                documentFields.partNames = partNames
            }
        }

        /// Checks the part's string tables (and the bundle's shared strings, in the document part),
        /// whose strings are decoded when first named.
        private mutating func readStrings(shared: StringCache?) throws(CompiledFormatError) {
            let (ownEnds, sharedEnds) = (
                wordSize(.stringEnds), wordSize(.sharedStringEnds)
            )
            guard let own = try storedStrings(.stringBytes, .stringEnds, ownEnds) else {
                throw error("the archive has no string table", object: 0)
            }
            ownStrings = (own.utf8, own.length, own.ends, own.table.count)
            let common: StringCache
            if let table = try storedStrings(.sharedStringBytes, .sharedStringEnds, sharedEnds) {
                common = StringCache(table.table)
            } else {
                common = shared ?? StringCache(StoredStrings())
            }
            guard integer(.sharedStringCount) ?? 0 == common.count else {
                throw error(
                    "the part counts \(integer(.sharedStringCount) ?? 0) shared strings, but there are \(common.count)",
                    object: 0)
            }
            strings = StringTable(shared: common, own: StringCache(own.table))
        }

        /// A string table of the part (its ends stored in `word`-byte words) and where it lies, or
        /// nil when the part has none.
        private func storedStrings(_ bytesKey: Key, _ endsKey: Key, _ word: Int) throws(CompiledFormatError) -> (
            table: StoredStrings, utf8: Int, length: Int, ends: Int
        )? {
            guard let (start, length) = dataRange(bytesKey) else { return nil }
            guard let (endsStart, endsLength) = dataRange(endsKey), endsLength % word == 0 else {
                throw error("the archive's string table has no ends", object: 0)
            }
            let table = try StringTable.stored(
                tables.bytes, utf8: start, length: length, ends: endsStart, count: endsLength / word, endWidth: word
            ).get()
            return (table, start, length, endsStart)
        }

        /// Wraps the part's attribute table (name, value, line, column per attribute), whose
        /// string indexes are checked once here: in place in the file's bytes, or (`copying`) in a
        /// copy of the table and of the part's own strings.
        private mutating func readAttributes(copying: Bool) throws(CompiledFormatError) {
            let (start, count, word) = recordTables[Table.attributes.index]
            var fields = tables.bytes
            var fieldsStart = start
            var own = strings.own.stored
            if copying {
                let (utf8, length, ends, stringCount) = ownStrings
                let endWidth = wordSize(.stringEnds)
                let recordBytes = 4 * word * count
                let kept = Self.concatenating(
                    tables.bytes, start..<start + recordBytes, utf8..<utf8 + length,
                    ends..<ends + endWidth * stringCount)
                own = StoredStrings(
                    checked: kept, utf8: recordBytes, length: length, ends: recordBytes + length, count: stringCount,
                    endWidth: endWidth)
                fields = kept
                fieldsStart = 0
            }
            guard
                let table = CompactAttributes(
                    shared: strings.shared.stored, own: own, fields: fields, start: fieldsStart, count: count,
                    wordSize: word, byColumn: attributesByColumn)
            else {
                throw CompiledFormatError("an attribute names a string out of range", at: start)
            }
            attributes = table
        }

        /// The bytes of three ranges of `bytes` (each within it), one after another, copied
        /// straight into a new array.
        private static func concatenating(
            _ bytes: [UInt8], _ first: Range<Int>, _ second: Range<Int>, _ third: Range<Int>
        ) -> [UInt8] {
            let total = first.count + second.count + third.count
            return [UInt8](unsafeUninitializedCapacity: total) { buffer, initialized in
                bytes.withUnsafeBytes { source in
                    guard let target = buffer.baseAddress, let base = source.baseAddress else { return }
                    var position = 0
                    func append(_ range: Range<Int>) {
                        UnsafeMutableRawPointer(target + position).copyMemory(
                            from: base + range.lowerBound, byteCount: range.count)
                        position += range.count
                    }
                    append(first)
                    append(second)
                    append(third)
                }
                initialized = total
            }
        }

        /// A cursor over a data field (an empty list when absent).
        private func reader(_ key: Key) throws(CompiledFormatError) -> ByteReader {
            guard let (start, length) = dataRange(key) else { return ByteReader([0x80]) }
            return ByteReader(Array(tables.bytes[start..<start + length]))
        }

        private func bounded(_ count: Int, _ remaining: Int) throws(CompiledFormatError) -> Int {
            guard count <= remaining else {
                throw CompiledFormatError("a list declares \(count) entries, more than it holds", at: 0)
            }
            return count
        }

        private func error(_ message: String, object: Int) -> CompiledFormatError {
            CompiledFormatError(
                message, at: tables.objects.indices.contains(object) ? Int(tables.objects[object].offset) : 0)
        }

        private mutating func load(object: Int) {
            stamp += 1
            let entry = tables.objects[object]
            let first = Int(entry.first)
            for value in first..<first + Int(entry.count) {
                let ordinal = keyOrdinal[Int(tables.values[value].key)]
                if ordinal >= 0 { fields[ordinal] = (Int32(value), stamp) }
            }
        }

        /// The value index of a field of the loaded object.
        private func field(_ key: Key) -> Int? {
            let (value, valueStamp) = fields[key.ordinal]
            return valueStamp == stamp ? Int(value) : nil
        }

        private func integer(_ key: Key) -> Int? {
            guard let value = field(key), tables.values[value].type <= 3 else { return nil }
            return tables.values[value].payload
        }

        private func dataRange(_ key: Key) -> (Int, Int)? {
            guard let value = field(key), tables.values[value].length >= 0 else { return nil }
            return (tables.values[value].payload, Int(tables.values[value].length))
        }

        private func stringAt(_ index: Int) throws(CompiledFormatError) -> String {
            guard let text = strings[index] else { throw CompiledFormatError("string \(index) is out of range", at: 0) }
            return text
        }

        /// A string field decoded without the string caches, which another thread may be using
        /// (a storyboard folder's shared strings, while its parts are read ahead).
        private func uncachedString(_ key: Key) throws(CompiledFormatError) -> String? {
            guard let index = integer(key) else { return nil }
            let sharedCount = strings.shared.count
            if index >= 0, index < sharedCount { return strings.shared.stored.string(index) }
            guard index >= sharedCount, index - sharedCount < strings.own.count else {
                throw CompiledFormatError("string \(index) is out of range", at: 0)
            }
            return strings.own.stored.string(index - sharedCount)
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
            guard count <= end - reader.offset else {
                throw CompiledFormatError("a list declares \(count) entries, more than it holds", at: start)
            }
            var result: [Int] = []
            result.reserveCapacity(count)
            for _ in 0..<count { result.append(try reader.varint()) }
            guard reader.offset <= end else { throw CompiledFormatError("a list runs past its data", at: start) }
            return result
        }

        private func bool(_ key: Key) -> Bool {
            guard let value = field(key) else { return false }
            return tables.values[value].type == 5
        }

        private func location() throws(CompiledFormatError) -> SourceLocation {
            SourceLocation(
                file: try string(.locationFile) ?? locationFile, line: integer(.line) ?? 0,
                column: integer(.column) ?? 0)
        }

        private func slot(_ limit: Int, _ object: Int) throws(CompiledFormatError) -> Int {
            guard let index = integer(.index), index >= 0, index < limit else {
                throw error("an entity index is out of range", object: object)
            }
            return index
        }

        /// Places this part's entities into the slots.
        mutating func fill(_ slots: inout Slots) throws(CompiledFormatError) {
            try fillContainerObjects(&slots)
            let records = RecordDecoder(
                strings: strings, attributes: attributes, file: locationFile, tables: recordTables, lists: listTable)
            let failure: CompiledFormatError? = tables.bytes.withUnsafeBytes { raw -> CompiledFormatError? in
                do throws(CompiledFormatError) {
                    try records.fill(&slots, from: raw)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }

        /// The diagnostics and the document attributes, which are container objects.
        private mutating func fillContainerObjects(_ slots: inout Slots) throws(CompiledFormatError) {
            // A scene part usually holds only the root object.
            guard tables.objects.count > 1 else { return }
            let classes = tables.classNames.map { EntityClass(rawValue: $0) }
            for object in tables.objects.indices.dropFirst() {
                guard let entity = classes[Int(tables.objects[object].classIndex)] else { continue }
                load(object: object)
                switch entity {
                case .diagnostic:
                    let index = try slot(slots.diagnostics.count, object)
                    var notes: [Diagnostic.Note] = []
                    var noteReader = try reader(.notes)
                    for _ in 0..<(try bounded(noteReader.varint(), noteReader.remaining)) {
                        let message = try stringAt(noteReader.varint())
                        var place: SourceLocation?
                        if try noteReader.varint() == 1 {
                            place = SourceLocation(
                                file: try stringAt(noteReader.varint()), line: try noteReader.varint(),
                                column: try noteReader.varint())
                        }
                        notes.append(Diagnostic.Note(message: message, location: place))
                    }
                    let severity = Severity(rawValue: try string(.severity) ?? "") ?? .error
                    try slots.diagnostics.put(
                        at: index,
                        Diagnostic(
                            id: DiagnosticID(try string(.id) ?? ""), severity: severity,
                            message: try string(.message) ?? "",
                            location: integer(.line) == nil ? nil : try location(), notes: notes))
                case .document:
                    documentFields.document = DocumentInfo(
                        type: try string(.type), version: try string(.version), toolsVersion: try string(.toolsVersion),
                        targetRuntime: try string(.targetRuntime),
                        propertyAccessControl: try string(.propertyAccessControl),
                        useAutolayout: bool(.useAutolayout), useTraitCollections: bool(.useTraitCollections),
                        useSafeAreas: bool(.useSafeAreas), initialViewControllerID: try string(.initialViewControllerID)
                    )
                }
            }
        }

        /// The size of the file.
        var byteCount: Int { tables.bytes.count }

        /// How many entities the file holds (to bound the declared counts).
        var entityCount: Int {
            tables.objects.count + recordTables[..<Table.attributes.index].reduce(0) { $0 + $1.count }
        }

        /// The archive of a single-file form.
        mutating func archive() throws(CompiledFormatError) -> Archive {
            guard isDocumentPart else { throw error("the file is a scene part, not a whole archive", object: 0) }
            let counts = documentFields.counts
            try OwnCompiledForm.check(counts, entities: entityCount)
            let filled = try OwnCompiledForm.filling(counts) { (slots) throws(CompiledFormatError) in
                try fill(&slots)
            }
            return try OwnCompiledForm.assemble(filled, documentFields)
        }
    }

    /// Checks that the declared counts total no more than the file's `entities`.
    static func check(_ counts: [Int], entities: Int) throws(CompiledFormatError) {
        guard counts.allSatisfy({ $0 >= 0 }), counts.reduce(0, { $0 &+ $1 }) <= entities else {
            throw CompiledFormatError("the archive declares more entities than it holds", at: 0)
        }
    }

    /// Checks that each declared count fits in a bundle whose parts total `bytes`: each is bounded
    /// by the records of its kind those bytes could hold (a diagnostic, a container object, takes
    /// at least its 3-byte object entry), so that nothing is reserved for entities that are not there.
    static func check(_ counts: [Int], bytes: Int) throws(CompiledFormatError) {
        let smallest = Table.allCases.dropLast().map { 2 * $0.width } + [3]
        guard counts.count == smallest.count, zip(counts, smallest).allSatisfy({ $0 >= 0 && $0 <= bytes / $1 }) else {
            throw CompiledFormatError("the archive declares more entities than it holds", at: 0)
        }
    }

    /// Checks that every slot is filled and every index in range, then builds the archive.
    static func assemble(_ filled: FilledSlots, _ fields: DocumentFields) throws(CompiledFormatError) -> Archive {
        let (objects, values, slots) = (filled.objects, filled.values, filled.rest)
        let connections = try slots.connections.finished("connections")
        let references = try slots.references.finished("references")
        let scenes = try slots.scenes.finished("scenes")
        let diagnostics = try slots.diagnostics.finished("diagnostics")
        // Every index inside the entities was checked against these counts when its record was read.
        let objectCount = objects.count
        let valueCount = values.count
        func check(_ index: Int?, _ limit: Int) throws(CompiledFormatError) {
            if let index, index < 0 || index >= limit {
                throw CompiledFormatError("index \(index) is out of range (\(limit))", at: 0)
            }
        }
        for object in fields.topLevelObjects { try check(object, objectCount) }
        for value in fields.documentValues { try check(value, valueCount) }
        try check(fields.initialViewController, objectCount)
        for entry in fields.duplicateIDs { for object in entry.objects { try check(object.rawValue, objectCount) } }
        return Archive(
            file: fields.file, document: fields.document, objects: objects, values: values, connections: connections,
            references: references, scenes: scenes, topLevelObjects: fields.topLevelObjects.map(ObjectIndex.init),
            documentValues: fields.documentValues.map(ValueIndex.init),
            initialViewController: fields.initialViewController.map(ObjectIndex.init), diagnostics: diagnostics,
            duplicateIDs: fields.duplicateIDs, unknownElements: fields.unknownElements,
            isLegacyFormat: fields.isLegacyFormat)
    }
}
