/// The record tables of nibload's compiled form (format version 2 on).
///
/// Each kind of entity (objects, values, connections, references, scenes, attributes) is one data
/// value of the root object: fixed-width records of little-endian words, one record per entity,
/// so that reading needs no per-field key lookup and no per-value decoding. A field that names a
/// string holds its index in the part's string table; ``nothing`` stands for nil. Lists (an
/// object's values, children and connections, …) are runs in one shared table of indexes: a
/// record holds the run's start and each list's length. A table's words are 32-bit, or (format
/// version 4 on) 16-bit when every entry of the table fits (see ``WordTable``); and from version
/// 4 on the attribute table is stored by column (every name, then every value, line and column).
extension OwnCompiledForm {
    /// The field value that stands for nil.
    static let nothing: UInt32 = .max

    /// The tables whose word size a file chooses (version 4 on: `NLWordSizes` holds one byte per
    /// table, in this order, each 2 or 4; earlier versions have 32-bit words only). An entity
    /// table (objects, values, connections, references, scenes) is stored in 16-bit words when
    /// every field is ``nothing`` or below `0x8000` (the word `0xFFFF` then stands for
    /// ``nothing``); the attribute, list and string-end tables, which hold no nil, when every
    /// entry is below `0xFFFF`.
    enum WordTable: Int, CaseIterable {
        case objects, values, connections, references, scenes, attributes, lists, stringEnds, sharedStringEnds

        /// The table holding a kind of record.
        init(_ table: Table) {
            switch table {
            case .objects: self = .objects
            case .values: self = .values
            case .connections: self = .connections
            case .references: self = .references
            case .scenes: self = .scenes
            case .attributes: self = .attributes
            }
        }
    }

    /// How the writer lays a file's tables out: what it writes, or (for tests) an older layout.
    enum Layout {
        /// Version 4: 16-bit words where they fit, attributes by column.
        case current
        /// Version 4 with 32-bit words only.
        case wideWords
        /// Version 3's tables: 32-bit words only, attributes by attribute (a file meant to read
        /// as version 3 or 2, once relabelled and without `NLWordSizes`).
        case version3
    }

    /// A word of a record table: 16 or 32 bits.
    /// The fields of one kind of record, numbered in the order the record stores them.
    protocol RecordField: RawRepresentable where RawValue == Int {}

    protocol RecordWord: FixedWidthInteger & UnsignedInteger {
        /// The word as a field: a 16-bit word is sign-extended, so that `0xFFFF` is ``nothing``
        /// (and a word from `0x8000` up, which the writer never stores, an index far out of range).
        var field: UInt32 { get }
    }

    /// A table's entries as stored: 16-bit words when `narrow` allows and every entry fits (see
    /// ``WordTable``; ``nothing`` stored as `0xFFFF`), else 32-bit; with the word size in bytes.
    static func words(_ numbers: [UInt32], records: Bool, narrow allowed: Bool = true) -> (bytes: [UInt8], size: Int) {
        let limit: UInt32 = records ? 0x8000 : 0xFFFF
        let narrow = allowed && numbers.allSatisfy { $0 < limit || (records && $0 == nothing) }
        var result: [UInt8] = []
        result.reserveCapacity(numbers.count * (narrow ? 2 : 4))
        for number in numbers {
            result.append(UInt8(truncatingIfNeeded: number))
            result.append(UInt8(truncatingIfNeeded: number >> 8))
            if narrow { continue }
            result.append(UInt8(truncatingIfNeeded: number >> 16))
            result.append(UInt8(truncatingIfNeeded: number >> 24))
        }
        return (result, narrow ? 2 : 4)
    }

    /// The layout of a record table: its key in the root object and the number of fields.
    enum Table: Int, CaseIterable {
        case objects, values, connections, references, scenes, attributes

        /// The table's position among ``allCases``.
        var index: Int { rawValue }

        /// The root's key holding the table.
        var key: Key {
            switch self {
            case .objects: .objectRecords
            case .values: .valueRecords
            case .connections: .connectionRecords
            case .references: .referenceRecords
            case .scenes: .sceneRecords
            case .attributes: .attributes
            }
        }

        /// Fields per record.
        var width: Int {
            switch self {
            case .objects: ObjectField.allCases.count
            case .values: ValueField.allCases.count
            case .connections: ConnectionField.allCases.count
            case .references: ReferenceField.allCases.count
            case .scenes: SceneField.allCases.count
            case .attributes: 4
            }
        }
    }

    /// The fields of an object record, in order.
    enum ObjectField: Int, CaseIterable, RecordField {
        case index, id, element, defaultClass, customClass, customModule, customModuleProvider, userLabel
        case placeholderKind, placeholderA, placeholderB, parent, key, collection, scene
        case attributeStart, attributeCount, listStart, valueCount, childCount, connectionCount
        case locationFile, line, column
    }

    /// The fields of a value record.
    enum ValueField: Int, CaseIterable, RecordField {
        case index, element, key, owner, parent, attributeStart, attributeCount, text, listStart, childCount
        case memberCount, locationFile, line, column
    }

    /// The fields of a connection record (`segueKind` is nil when the connection is no segue).
    enum ConnectionField: Int, CaseIterable, RecordField {
        case index, kind, id, source, destinationID, destination, property, selector, eventType, collectionClass
        case segueKind, identifier, relationship, unwindAction, customClass, customModule, modalPresentationStyle
        case modalTransitionStyle, animates, popoverAnchorID, attributeStart, attributeCount, scene, crossesScenes
        case locationFile, line, column
    }

    /// The fields of a reference record.
    enum ReferenceField: Int, CaseIterable, RecordField {
        case index, holderKind, holderIndex, attribute, targetID, target, targetConnection, locationFile, line, column
    }

    /// The fields of a scene record (the canvas point as the two halves of each double's bits).
    enum SceneField: Int, CaseIterable, RecordField {
        case index, sceneID, listStart, objectCount, hasCanvas, xLow, xHigh, yLow, yHigh, locationFile, line, column
    }

    /// Placeholder kinds as stored.
    enum PlaceholderKind: UInt32 {
        case filesOwner = 0
        case firstResponder, application, external, exit, storyboardReference
    }

    /// Reference holder kinds as stored.
    enum HolderKind: UInt32 {
        case object = 0
        case value, connection, document
    }
}

extension UInt16: OwnCompiledForm.RecordWord {
    @inline(__always)
    var field: UInt32 { UInt32(bitPattern: Int32(Int16(bitPattern: self))) }
}

extension UInt32: OwnCompiledForm.RecordWord {
    @inline(__always)
    var field: UInt32 { self }
}
