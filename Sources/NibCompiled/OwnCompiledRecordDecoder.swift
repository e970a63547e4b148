import NibArchive
import NibDiagnostics
import NibPrimitives

extension OwnCompiledForm {
    /// Builds the entities of one part from its record tables (see ``Table``), reading each
    /// record's fields straight from the file's bytes. Every string and list index is checked
    /// against its table; entity indexes are checked when the archive is assembled.
    struct RecordDecoder {
        let strings: StringTable
        /// The part's attribute table as the lists' shared storage (nil without a table).
        private let attributeStorage: AttributeList.Storage?
        /// How many attributes the table holds (read once: the table is in another module).
        private let attributeCount: Int
        /// The part's file name, for locations that name no other file.
        let file: String
        /// Per ``Table``: byte offset of the first record, record count and word size in bytes.
        let tables: [(start: Int, count: Int, word: Int)]
        /// The list table: byte offset, number of entries and word size in bytes.
        let lists: (start: Int, count: Int, word: Int)

        init(
            strings: StringTable, attributes: CompactAttributes?, file: String,
            tables: [(start: Int, count: Int, word: Int)], lists: (start: Int, count: Int, word: Int)
        ) {
            self.strings = strings
            self.attributeCount = attributes?.count ?? 0
            self.attributeStorage = attributes.map { AttributeList.Storage(compact: $0, file: file) }
            self.file = file
            self.tables = tables
            self.lists = lists
        }

        /// One record of a table whose fields are `Word`s, read in place.
        private struct Record<Word: RecordWord> {
            let raw: UnsafeRawBufferPointer
            /// The byte offset of the record in the file.
            let offset: Int

            /// Field `field` (see ``RecordWord/field``).
            @inline(__always)
            subscript(_ field: Int) -> UInt32 {
                raw.loadUnaligned(fromByteOffset: offset + MemoryLayout<Word>.size * field, as: Word.self)
                    .littleEndian.field
            }

            /// Field `field` (see ``RecordWord/field``).
            @inline(__always)
            subscript(_ field: some RecordField) -> UInt32 { self[field.rawValue] }
        }

        /// The byte offsets of a table's records, whose fields are `Word`s (the table's word size,
        /// checked by the caller).
        private func offsets<Word: RecordWord>(_ table: Table, _: Word.Type) -> StrideTo<Int> {
            let (start, count, _) = tables[table.index]
            let size = MemoryLayout<Word>.size * table.width
            return stride(from: start, to: start + size * count, by: size)
        }

        /// Whether a table's fields are 32-bit words.
        private func isWide(_ table: Table) -> Bool { tables[table.index].word == 4 }

        @inline(__always)
        private func text(_ number: UInt32, at offset: Int) throws(CompiledFormatError) -> String {
            guard let text = strings[Int(number)] else {
                throw CompiledFormatError(
                    "a record names string \(number), but there are \(strings.count)", at: offset)
            }
            return text
        }

        @inline(__always)
        private func optionalText(_ number: UInt32, at offset: Int) throws(CompiledFormatError) -> String? {
            number == nothing ? nil : try text(number, at: offset)
        }

        /// A record's string field; an error names the record's offset.
        @inline(__always)
        private func text<Word: RecordWord>(_ record: Record<Word>, _ field: some RecordField)
            throws(CompiledFormatError) -> String
        {
            try text(record[field], at: record.offset)
        }

        /// A record's optional string field.
        @inline(__always)
        private func optionalText<Word: RecordWord>(_ record: Record<Word>, _ field: some RecordField)
            throws(CompiledFormatError) -> String?
        {
            try optionalText(record[field], at: record.offset)
        }

        /// A record's optional index field, below `limit` (and, for a parent, below `before`).
        @inline(__always)
        private func optionalIndex<Word: RecordWord>(
            _ record: Record<Word>, _ field: some RecordField, below limit: Int, before: Int = .max
        ) throws(CompiledFormatError) -> Int? {
            try optionalIndex(record[field], limit, before: before, at: record.offset)
        }

        /// An index field: nil, or an index below `limit` (and, for a parent, below `before`).
        @inline(__always)
        private func optionalIndex(_ number: UInt32, _ limit: Int, before: Int = .max, at offset: Int)
            throws(CompiledFormatError) -> Int?
        {
            guard number != nothing else { return nil }
            guard Int(number) < limit else {
                throw CompiledFormatError("index \(number) is out of range (\(limit))", at: offset)
            }
            // Parents come before their children (document order), so no chain of parents loops.
            guard Int(number) < before else {
                throw CompiledFormatError(
                    "entity \(before) is nested in entity \(number), which does not come before it", at: offset)
            }
            return Int(number)
        }

        /// A record's attributes: the range its start and count fields give.
        @inline(__always)
        private func attributes<Word: RecordWord>(
            of record: Record<Word>, _ start: some RecordField, _ count: some RecordField
        ) throws(CompiledFormatError) -> AttributeList {
            try attributes(record[start], record[count], at: record.offset)
        }

        private func attributes(_ start: UInt32, _ count: UInt32, at offset: Int) throws(CompiledFormatError)
            -> AttributeList
        {
            guard let attributeStorage, Int(start) <= attributeCount, Int(count) <= attributeCount - Int(start) else {
                if count == 0 { return AttributeList() }
                throw CompiledFormatError("attributes \(start)+\(count) are out of range", at: offset)
            }
            return AttributeList(attributeStorage, range: Int(start)..<Int(start) + Int(count))
        }

        /// A record's location: its file field (empty for the part's file), then line and column.
        @inline(__always)
        private func location<Word: RecordWord>(_ record: Record<Word>, file field: some RecordField)
            throws(CompiledFormatError) -> SourceLocation
        {
            let named = record[field]
            return SourceLocation(
                file: named == nothing ? file : try text(named, at: record.offset),
                line: Int(record[field.rawValue + 1]), column: Int(record[field.rawValue + 2]))
        }

        /// Checks that lists of the given lengths fit in the list table from `start`.
        private func checkLists(_ start: UInt32, total: Int, at offset: Int) throws(CompiledFormatError) {
            guard Int(start) + total <= lists.count else {
                throw CompiledFormatError("a record's lists run past the list table", at: offset)
            }
        }

        /// The part's list table as indexes of each kind, made once per part, so that every list
        /// of a record is a range of one of them rather than an array of its own.
        private struct ListTables {
            let values: [ValueIndex]
            let objects: [ObjectIndex]
            let connections: [Int]
        }

        /// Entry `position` of the list table (in range).
        @inline(__always)
        private static func entry(
            _ raw: UnsafeRawBufferPointer, _ lists: (start: Int, count: Int, word: Int), _ position: Int
        ) -> Int {
            lists.word == 2
                ? Int(raw.loadUnaligned(fromByteOffset: lists.start + 2 * position, as: UInt16.self).littleEndian)
                : Int(raw.loadUnaligned(fromByteOffset: lists.start + 4 * position, as: UInt32.self).littleEndian)
        }

        /// The list table's entries, each made into a `T`.
        private static func table<T>(
            _ raw: UnsafeRawBufferPointer, _ lists: (start: Int, count: Int, word: Int), _ make: (Int) -> T
        ) -> [T] {
            lists.word == 2 ? table(raw, lists, UInt16.self, make) : table(raw, lists, UInt32.self, make)
        }

        /// The list table's entries (`Word`s), each made into a `T`.
        private static func table<T, Word: RecordWord>(
            _ raw: UnsafeRawBufferPointer, _ lists: (start: Int, count: Int, word: Int), _: Word.Type,
            _ make: (Int) -> T
        ) -> [T] {
            [T](unsafeUninitializedCapacity: lists.count) { buffer, initialized in
                initialized = 0
                guard let target = buffer.baseAddress else { return }
                let size = MemoryLayout<Word>.size
                for position in 0..<lists.count {
                    let entry = raw.loadUnaligned(fromByteOffset: lists.start + size * position, as: Word.self)
                    (target + position).initialize(to: make(Int(entry.littleEndian)))
                }
                initialized = lists.count
            }
        }

        /// Checks that the `count` entries of the list table from `start` (already checked to fit)
        /// are each below `limit` (and, for children, above `after`).
        private func checkEntries(
            _ raw: UnsafeRawBufferPointer, _ start: Int, _ count: UInt32, limit: Int, after: Int
        ) throws(CompiledFormatError) {
            for position in start..<start + Int(count) {
                let entry = Self.entry(raw, lists, position)
                guard entry < limit, entry > after else {
                    throw CompiledFormatError(
                        "list entry \(entry) is out of range (\(limit)) or precedes its container",
                        at: lists.start + lists.word * position)
                }
            }
        }

        /// `count` entries of the list table from `start` (already checked to fit), each below
        /// `limit` (and, for children, above `after`), as a range of `table` (the list table made
        /// into `T`s).
        private func list<T>(
            _ table: [T], _ raw: UnsafeRawBufferPointer, _ start: Int, _ count: UInt32, limit: Int, after: Int = -1
        ) throws(CompiledFormatError) -> EntityList<T> {
            guard count > 0 else { return EntityList() }
            try checkEntries(raw, start, count, limit: limit, after: after)
            return EntityList(table: table, range: start..<start + Int(count))
        }

        /// `count` entries of the list table from `start` (already checked to fit), each below
        /// `limit`, made into an array of `T`.
        private func array<T>(
            _ raw: UnsafeRawBufferPointer, _ start: Int, _ count: UInt32, limit: Int, _ make: (Int) -> T
        ) throws(CompiledFormatError) -> [T] {
            guard count > 0 else { return [] }
            try checkEntries(raw, start, count, limit: limit, after: -1)
            return (start..<start + Int(count)).map { make(Self.entry(raw, lists, $0)) }
        }

        /// A record's own index (its `index` field), below `limit`.
        @inline(__always)
        private func slot<Word: RecordWord>(_ record: Record<Word>, _ field: some RecordField, below limit: Int)
            throws(CompiledFormatError) -> Int
        {
            let number = record[field]
            guard Int(number) < limit else {
                throw CompiledFormatError("an entity index (\(number)) is out of range", at: record.offset)
            }
            return Int(number)
        }

        /// Places every record of the part into the slots.
        func fill(_ slots: inout Slots, from raw: UnsafeRawBufferPointer) throws(CompiledFormatError) {
            let tables = ListTables(
                values: Self.table(raw, lists, ValueIndex.init), objects: Self.table(raw, lists, ObjectIndex.init),
                connections: Self.table(raw, lists) { $0 })
            // Each table is read with code made for its word size.
            if isWide(.objects) {
                try fillObjects(&slots, raw, tables, UInt32.self)
            } else {
                try fillObjects(&slots, raw, tables, UInt16.self)
            }
            if isWide(.values) {
                try fillValues(&slots, raw, tables, UInt32.self)
            } else {
                try fillValues(&slots, raw, tables, UInt16.self)
            }
            if isWide(.connections) {
                try fillConnections(&slots, raw, UInt32.self)
            } else {
                try fillConnections(&slots, raw, UInt16.self)
            }
            if isWide(.references) {
                try fillReferences(&slots, raw, UInt32.self)
            } else {
                try fillReferences(&slots, raw, UInt16.self)
            }
            if isWide(.scenes) {
                try fillScenes(&slots, raw, UInt32.self)
            } else {
                try fillScenes(&slots, raw, UInt16.self)
            }
        }

        /// The placeholder an object record declares, if any.
        private func placeholder<Word: RecordWord>(of record: Record<Word>) throws(CompiledFormatError) -> Placeholder?
        {
            typealias F = ObjectField
            let kind = record[F.placeholderKind]
            guard kind != nothing else { return nil }
            let first = try optionalText(record, F.placeholderA)
            switch PlaceholderKind(rawValue: kind) {
            case .filesOwner?: return .filesOwner
            case .firstResponder?: return .firstResponder
            case .application?: return .application
            case .external?: return .external(identifier: first ?? "")
            case .exit?: return .exit
            case .storyboardReference?:
                return .storyboardReference(
                    storyboardName: first,
                    referencedIdentifier: try optionalText(record, F.placeholderB))
            case nil: throw CompiledFormatError("unknown placeholder kind \(kind)", at: record.offset)
            }
        }

        private func fillObjects<Word: RecordWord>(
            _ slots: inout Slots, _ raw: UnsafeRawBufferPointer, _ tables: ListTables, _ word: Word.Type
        ) throws(CompiledFormatError) {
            typealias F = ObjectField
            for offset in offsets(.objects, word) {
                let record = Record<Word>(raw: raw, offset: offset)
                let index = try slot(record, F.index, below: slots.objects.count)
                let placeholder = try placeholder(of: record)
                let listStart = record[F.listStart]
                let valueCount = record[F.valueCount]
                let childCount = record[F.childCount]
                let connectionCount = record[F.connectionCount]
                try checkLists(
                    listStart, total: Int(valueCount) + Int(childCount) + Int(connectionCount), at: record.offset)
                let start = Int(listStart)
                let id = try text(record, F.id)
                let element = try text(record, F.element)
                let defaultClass = try optionalText(record, F.defaultClass)
                let customClass = try optionalText(record, F.customClass)
                let customModule = try optionalText(record, F.customModule)
                let customModuleProvider = try optionalText(record, F.customModuleProvider)
                let userLabel = try optionalText(record, F.userLabel)
                let parent = try optionalIndex(record, F.parent, below: slots.objects.count, before: index)
                let key = try optionalText(record, F.key)
                let collection = try optionalText(record, F.collection)
                let scene = try optionalIndex(record, F.scene, below: slots.scenes.count)
                let attributes = try attributes(of: record, F.attributeStart, F.attributeCount)
                let values = try list(tables.values, raw, start, valueCount, limit: slots.values.count)
                let children = try list(
                    tables.objects, raw, start + Int(valueCount), childCount, limit: slots.objects.count, after: index)
                let connections = try list(
                    tables.connections, raw, start + Int(valueCount) + Int(childCount), connectionCount,
                    limit: slots.connections.count)
                let location = try location(record, file: F.locationFile)
                ArchivedObject.initialize(
                    try slots.objects.destination(for: index), index: ObjectIndex(index), id: id, element: element,
                    defaultClass: defaultClass, customClass: customClass, customModule: customModule,
                    customModuleProvider: customModuleProvider, userLabel: userLabel, placeholder: placeholder,
                    parent: parent.map(ObjectIndex.init), key: key, collection: collection,
                    scene: scene.map(SceneIndex.init), attributes: attributes, values: values, children: children,
                    connections: connections, location: location)
            }
        }

        private func fillValues<Word: RecordWord>(
            _ slots: inout Slots, _ raw: UnsafeRawBufferPointer, _ tables: ListTables, _ word: Word.Type
        ) throws(CompiledFormatError) {
            typealias F = ValueField
            for offset in offsets(.values, word) {
                let record = Record<Word>(raw: raw, offset: offset)
                let index = try slot(record, F.index, below: slots.values.count)
                let listStart = record[F.listStart]
                let childCount = record[F.childCount]
                let memberCount = record[F.memberCount]
                try checkLists(listStart, total: Int(childCount) + Int(memberCount), at: record.offset)
                let element = try text(record, F.element)
                let key = try optionalText(record, F.key)
                let owner = try optionalIndex(record, F.owner, below: slots.objects.count)
                let parent = try optionalIndex(record, F.parent, below: slots.values.count, before: index)
                let attributes = try attributes(of: record, F.attributeStart, F.attributeCount)
                let text = try optionalText(record, F.text)
                let children = try list(
                    tables.values, raw, Int(listStart), childCount, limit: slots.values.count, after: index)
                let members = try list(
                    tables.objects, raw, Int(listStart) + Int(childCount), memberCount, limit: slots.objects.count)
                let location = try location(record, file: F.locationFile)
                ArchivedValue.initialize(
                    try slots.values.destination(for: index), index: ValueIndex(index), element: element, key: key,
                    owner: owner.map(ObjectIndex.init), parent: parent.map(ValueIndex.init), attributes: attributes,
                    text: text, children: children, members: members, location: location)
            }
        }

        /// The connection kind string `number` names, from the kinds met so far (`known`, by
        /// string index) when it is one of them: a part names a handful of kinds, so most
        /// records find theirs without decoding or matching the name.
        @inline(__always)
        private func connectionKind(
            _ number: UInt32, at offset: Int, known: inout [(number: UInt32, kind: Connection.Kind)]
        ) throws(CompiledFormatError) -> Connection.Kind {
            if let met = known.first(where: { $0.number == number }) { return met.kind }
            guard let kind = Connection.Kind(rawValue: try text(number, at: offset)) else {
                throw CompiledFormatError("unknown connection kind", at: offset)
            }
            known.append((number, kind))
            return kind
        }

        private func fillConnections<Word: RecordWord>(
            _ slots: inout Slots, _ raw: UnsafeRawBufferPointer, _ word: Word.Type
        ) throws(CompiledFormatError) {
            typealias F = ConnectionField
            var kinds: [(number: UInt32, kind: Connection.Kind)] = []
            for offset in offsets(.connections, word) {
                let record = Record<Word>(raw: raw, offset: offset)
                let index = try slot(record, F.index, below: slots.connections.count)
                let kind = try connectionKind(record[F.kind], at: record.offset, known: &kinds)
                var segue: SegueInfo?
                if let segueKind = try optionalText(record, F.segueKind) {
                    segue = SegueInfo(
                        kindAttribute: segueKind,
                        identifier: try optionalText(record, F.identifier),
                        relationship: try optionalText(record, F.relationship),
                        unwindAction: try optionalText(record, F.unwindAction),
                        customClass: try optionalText(record, F.customClass),
                        customModule: try optionalText(record, F.customModule),
                        modalPresentationStyle: try optionalText(record, F.modalPresentationStyle),
                        modalTransitionStyle: try optionalText(record, F.modalTransitionStyle),
                        animates: record[F.animates] == 1,
                        popoverAnchorID: try optionalText(record, F.popoverAnchorID))
                }
                try slots.connections.put(
                    at: index,
                    Connection(
                        index: index, kind: kind, id: try optionalText(record, F.id),
                        source: try optionalIndex(record, F.source, below: slots.objects.count)
                            .map(
                                ObjectIndex.init),
                        destinationID: try optionalText(record, F.destinationID),
                        destination: try optionalIndex(record, F.destination, below: slots.objects.count).map(
                            ObjectIndex.init),
                        property: try optionalText(record, F.property),
                        selector: try optionalText(record, F.selector),
                        eventType: try optionalText(record, F.eventType),
                        collectionClass: try optionalText(record, F.collectionClass),
                        segue: segue,
                        attributes: try attributes(of: record, F.attributeStart, F.attributeCount),
                        scene: try optionalIndex(record, F.scene, below: slots.scenes.count).map(
                            SceneIndex.init),
                        crossesScenes: record[F.crossesScenes] == 1,
                        location: try location(record, file: F.locationFile), assembled: ()))
            }
        }

        private func fillReferences<Word: RecordWord>(
            _ slots: inout Slots, _ raw: UnsafeRawBufferPointer, _ word: Word.Type
        ) throws(CompiledFormatError) {
            typealias F = ReferenceField
            for offset in offsets(.references, word) {
                let record = Record<Word>(raw: raw, offset: offset)
                let index = try slot(record, F.index, below: slots.references.count)
                let holderIndex = record[F.holderIndex]
                func holderIn(_ limit: Int) throws(CompiledFormatError) -> Int {
                    guard let index = try optionalIndex(holderIndex, limit, at: record.offset) else {
                        throw CompiledFormatError("a reference has no holder", at: record.offset)
                    }
                    return index
                }
                let holder: Reference.Holder
                switch HolderKind(rawValue: record[F.holderKind]) {
                case .object?: holder = .object(ObjectIndex(try holderIn(slots.objects.count)))
                case .value?: holder = .value(ValueIndex(try holderIn(slots.values.count)))
                case .connection?: holder = .connection(try holderIn(slots.connections.count))
                case .document?: holder = .document
                case nil: throw CompiledFormatError("unknown reference holder", at: record.offset)
                }
                try slots.references.put(
                    at: index,
                    Reference(
                        holder: holder, attribute: try text(record, F.attribute),
                        targetID: try text(record, F.targetID),
                        target: try optionalIndex(record, F.target, below: slots.objects.count)
                            .map(
                                ObjectIndex.init),
                        targetConnection: try optionalIndex(record, F.targetConnection, below: slots.connections.count),
                        location: try location(record, file: F.locationFile), assembled: ()))
            }
        }

        private func fillScenes<Word: RecordWord>(
            _ slots: inout Slots, _ raw: UnsafeRawBufferPointer, _ word: Word.Type
        ) throws(CompiledFormatError) {
            typealias F = SceneField
            for offset in offsets(.scenes, word) {
                let record = Record<Word>(raw: raw, offset: offset)
                let index = try slot(record, F.index, below: slots.scenes.count)
                let listStart = record[F.listStart]
                let objectCount = record[F.objectCount]
                try checkLists(listStart, total: Int(objectCount), at: record.offset)
                var canvas: Point?
                if record[F.hasCanvas] == 1 {
                    func double(_ low: F, _ high: F) -> Double {
                        Double(bitPattern: UInt64(record[low]) | UInt64(record[high]) << 32)
                    }
                    canvas = Point(x: double(.xLow, .xHigh), y: double(.yLow, .yHigh))
                }
                try slots.scenes.put(
                    at: index,
                    Scene(
                        index: SceneIndex(index), sceneID: try text(record, F.sceneID),
                        objects: try array(
                            raw, Int(listStart), objectCount, limit: slots.objects.count, ObjectIndex.init),
                        canvasLocation: canvas,
                        location: try location(record, file: F.locationFile), assembled: ()))
            }
        }
    }
}
