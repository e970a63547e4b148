import NibArchive
import NibDiagnostics

/// nibload's own compiled form: an ``Archive`` stored in Apple's `NIBArchive` container, with
/// everything the archive holds (source locations and diagnostics included), so that reading it
/// back gives an equal archive without parsing XML.
///
/// Object 0 (class `NLCompiledArchive`) carries the tables: the strings (`NLStringBytes`, the UTF-8
/// of every distinct string, and `NLStringEnds`, where each ends), and one table of fixed-width
/// records per kind of entity (`NLObjects`, `NLValues`, `NLConnections`, `NLReferences`,
/// `NLScenes`, `NLAttributes`; see ``Table``) whose fields name strings by index, so that loading
/// decodes each string once and builds each entity from one record. Diagnostics and the document
/// attributes, which are few, are container objects with keyed fields (`NLDiagnostic`,
/// `NLDocument`). A storyboard is a folder: one such file per scene and one for the document,
/// indexed by an `Info.plist`; strings that several parts use are stored once, in the document
/// part (`NLSharedStringBytes`, `NLSharedStringEnds`), and a part's string indexes count them
/// first (`NLSharedStringCount`).
enum OwnCompiledForm {
    static let rootClass = "NLCompiledArchive"
    static let formatVersion: Int64 = 2
    /// The key of the bundle index that lists the parts.
    static let partsKey = "NLParts"

    /// The field keys, in one table so reader and writer agree; a key's position is its ordinal
    /// (and its index in the key table the writer emits).
    enum Key: Int, CaseIterable {
        case formatVersion, file, strings, attributes, counts, string, index, id, element, defaultClass, customClass
        case customModule, customModuleProvider, userLabel, placeholder, placeholderA, placeholderB, parent, key
        case collection, scene, attributeStart, attributeCount, values, children, connections, locationFile, line
        case column, owner, text, members, kind, source, destinationID, destination, property, selector, eventType
        case collectionClass, segueKind, identifier, relationship, unwindAction, modalPresentationStyle
        case modalTransitionStyle, animates, popoverAnchorID, crossesScenes, holder, holderIndex, attribute, targetID
        case target, targetConnection, sceneID, objects, canvasX, canvasY, severity, message, notes
        case type, version, toolsVersion, targetRuntime, propertyAccessControl, useAutolayout, useTraitCollections
        case useSafeAreas, initialViewControllerID, topLevelObjects, documentValues, initialViewController
        case duplicateIDs, unknownElements, isLegacyFormat, part
        case stringBytes, stringEnds, sharedStringCount, sharedStringBytes, sharedStringEnds, lists, objectRecords, valueRecords, connectionRecords, referenceRecords, sceneRecords

        /// The key as stored: the case name, except the document-level ones and the terse location fields.
        var name: String { Self.names[rawValue] }
        /// The position of the key in ``allCases``.
        var ordinal: Int { rawValue }

        static let names: [String] = allCases.map { key in
            switch key {
            case .formatVersion: "NLFormatVersion"
            case .file: "NLFile"
            case .strings: "NLStrings"
            case .attributes: "NLAttributes"
            case .counts: "NLCounts"
            case .stringBytes: "NLStringBytes"
            case .stringEnds: "NLStringEnds"
            case .sharedStringCount: "NLSharedStringCount"
            case .sharedStringBytes: "NLSharedStringBytes"
            case .sharedStringEnds: "NLSharedStringEnds"
            case .lists: "NLLists"
            case .objectRecords: "NLObjects"
            case .valueRecords: "NLValues"
            case .connectionRecords: "NLConnections"
            case .referenceRecords: "NLReferences"
            case .sceneRecords: "NLScenes"
            case .string: "s"
            case .locationFile: "f"
            case .line: "l"
            case .column: "c"
            default: String(describing: key)
            }
        }

        /// The key with a stored name.
        static let byName: [String: Key] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
    }

    /// The classes of the container objects besides the root.
    enum EntityClass: String {
        case diagnostic = "NLDiagnostic", document = "NLDocument"
    }

    /// Whether a NIBArchive holds our form: object 0's class, read from the first entries of the
    /// object and class tables without decoding the rest.
    static func isOwnForm(_ bytes: [UInt8]) -> Bool {
        guard NIBArchiveFile.looksLikeNIBArchive(bytes) else { return false }
        var header = ByteReader(bytes, offset: 18)
        guard let objectCount = try? header.littleEndian(4), objectCount > 0, let objectTable = try? header.littleEndian(4)
        else { return false }
        header.offset = 46
        guard let classTable = try? header.littleEndian(4) else { return false }
        var objects = ByteReader(bytes, offset: Int(objectTable))
        guard let rootClass = try? objects.varint() else { return false }
        guard rootClass < 64 else { return false }
        var classes = ByteReader(bytes, offset: Int(classTable))
        var name: [UInt8] = []
        for _ in 0...rootClass {
            guard let length = try? classes.varint(), let extras = try? classes.varint(), extras <= classes.remaining / 4 else {
                return false
            }
            classes.offset += 4 * extras
            guard let entry = try? classes.take(length) else { return false }
            name = entry
        }
        if name.last == 0 { name.removeLast() }
        return name.elementsEqual(OwnCompiledForm.rootClass.utf8)
    }
}
