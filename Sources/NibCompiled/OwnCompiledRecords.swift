/// The record tables of nibload's compiled form (format version 2).
///
/// Each kind of entity (objects, values, connections, references, scenes, attributes) is one data
/// value of the root object: fixed-width records of little-endian 32-bit fields, one record per
/// entity, so that reading needs no per-field key lookup and no per-value decoding. A field that
/// names a string holds its index in the part's string table; ``nothing`` stands for nil. Lists
/// (an object's values, children and connections, …) are runs in one shared table of 32-bit
/// indexes: a record holds the run's start and each list's length.
extension OwnCompiledForm {
    /// The field value that stands for nil.
    static let nothing: UInt32 = .max

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
    enum ObjectField: Int, CaseIterable {
        case index, id, element, defaultClass, customClass, customModule, customModuleProvider, userLabel
        case placeholderKind, placeholderA, placeholderB, parent, key, collection, scene
        case attributeStart, attributeCount, listStart, valueCount, childCount, connectionCount
        case locationFile, line, column
    }

    /// The fields of a value record.
    enum ValueField: Int, CaseIterable {
        case index, element, key, owner, parent, attributeStart, attributeCount, text, listStart, childCount
        case memberCount, locationFile, line, column
    }

    /// The fields of a connection record (`segueKind` is nil when the connection is no segue).
    enum ConnectionField: Int, CaseIterable {
        case index, kind, id, source, destinationID, destination, property, selector, eventType, collectionClass
        case segueKind, identifier, relationship, unwindAction, customClass, customModule, modalPresentationStyle
        case modalTransitionStyle, animates, popoverAnchorID, attributeStart, attributeCount, scene, crossesScenes
        case locationFile, line, column
    }

    /// The fields of a reference record.
    enum ReferenceField: Int, CaseIterable {
        case index, holderKind, holderIndex, attribute, targetID, target, targetConnection, locationFile, line, column
    }

    /// The fields of a scene record (the canvas point as the two halves of each double's bits).
    enum SceneField: Int, CaseIterable {
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
