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
///
/// Each version differs from the one before in ways that make loading cheaper, not in what the
/// file holds (all are still read). Version 3: every file's key table is the whole ``Key`` table
/// in order (version 2 stored the keys a file used, in order of first use), so a reader maps keys
/// with one comparison instead of one lookup per key; and a storyboard's document part lists the
/// parts (`NLPartNames`), so a reader need not parse the folder's `Info.plist`. Version 4 (what
/// this writer writes): a table whose entries all fit stores them as 16-bit words rather than
/// 32-bit ones (`NLWordSizes`, see ``WordTable``), which makes the corpus's compiled files about
/// a third smaller, so there is less to read and copy.
enum OwnCompiledForm {
    static let rootClass = "NLCompiledArchive"
    static let formatVersion: Int64 = 4
    /// The versions this reader reads.
    static let readableVersions: ClosedRange<Int> = 2...4
    /// The key of the bundle index that lists the parts.
    static let partsKey = "NLParts"
    /// The file name of a storyboard folder's document part.
    static let documentPartName = "document.nib"

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
        case stringBytes, stringEnds, sharedStringCount, sharedStringBytes, sharedStringEnds, lists, objectRecords,
            valueRecords, connectionRecords, referenceRecords, sceneRecords
        case partNames
        case wordSizes

        /// The key as stored: the case name, except the document-level ones and the terse location fields.
        var name: String { Self.names[rawValue] }
        /// The position of the key in ``allCases``.
        var ordinal: Int { rawValue }

        /// The stored names in case order: each case's name, except the document-level ones
        /// (`NL…`) and the terse location fields. Written out rather than derived from the
        /// cases, whose names are looked up by reflection: deriving them cost about 3.9 M
        /// instructions (about a millisecond) on the first load of a process.
        static let names: [String] = [
            "NLFormatVersion", "NLFile", "NLStrings", "NLAttributes", "NLCounts", "s", "index", "id", "element",
            "defaultClass", "customClass", "customModule", "customModuleProvider", "userLabel", "placeholder",
            "placeholderA", "placeholderB", "parent", "key", "collection", "scene", "attributeStart",
            "attributeCount", "values", "children", "connections", "f", "l", "c", "owner", "text", "members", "kind",
            "source", "destinationID", "destination", "property", "selector", "eventType", "collectionClass",
            "segueKind", "identifier", "relationship", "unwindAction", "modalPresentationStyle",
            "modalTransitionStyle", "animates", "popoverAnchorID", "crossesScenes", "holder", "holderIndex",
            "attribute", "targetID", "target", "targetConnection", "sceneID", "objects", "canvasX", "canvasY",
            "severity", "message", "notes", "type", "version", "toolsVersion", "targetRuntime",
            "propertyAccessControl", "useAutolayout", "useTraitCollections", "useSafeAreas",
            "initialViewControllerID", "topLevelObjects", "documentValues", "initialViewController", "duplicateIDs",
            "unknownElements", "isLegacyFormat", "part", "NLStringBytes", "NLStringEnds", "NLSharedStringCount",
            "NLSharedStringBytes", "NLSharedStringEnds", "NLLists", "NLObjects", "NLValues", "NLConnections",
            "NLReferences", "NLScenes", "NLPartNames", "NLWordSizes",
        ]

        /// The key with a stored name.
        static let byName: [String: Key] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

        /// How many keys there are.
        static let count = allCases.count

        /// Every ordinal in order: the key mapping of a file whose key table is ``tableBytes``.
        static let ordinals = Array(0..<count)

        /// The key table the writer emits (version 3), as stored: every key, in ordinal order.
        static let tableBytes: [UInt8] = {
            var writer = ByteWriter()
            for name in names {
                writer.varint(name.utf8.count)
                writer.bytes.append(contentsOf: name.utf8)
            }
            return writer.bytes
        }()
    }

    /// The classes of the container objects besides the root.
    enum EntityClass: String {
        case diagnostic = "NLDiagnostic"
        case document = "NLDocument"
    }

    /// Whether a NIBArchive holds our form: object 0's class, read from the first entries of the
    /// object and class tables without decoding the rest.
    static func isOwnForm(_ bytes: [UInt8]) -> Bool {
        guard NIBArchiveFile.looksLikeNIBArchive(bytes) else { return false }
        var header = ByteReader(bytes, offset: 18)
        guard let objectCount = try? header.littleEndian(4), objectCount > 0,
            let objectTable = try? header.littleEndian(4)
        else { return false }
        header.offset = 46
        guard let classTable = try? header.littleEndian(4) else { return false }
        var objects = ByteReader(bytes, offset: Int(objectTable))
        guard let rootClass = try? objects.varint() else { return false }
        guard rootClass < 64 else { return false }
        var classes = ByteReader(bytes, offset: Int(classTable))
        var name = 0..<0
        for _ in 0...rootClass {
            guard let length = try? classes.varint(), let extras = try? classes.varint(),
                extras <= classes.remaining / 4
            else {
                return false
            }
            classes.offset += 4 * extras
            guard let stored = try? classes.className(length: length) else { return false }
            name = stored
        }
        return name.count == rootClassBytes.count
            && BinaryFiles.bytes(bytes, at: name.lowerBound, equal: rootClassBytes)
    }

    /// The root class's name as UTF-8.
    private static let rootClassBytes = Array(OwnCompiledForm.rootClass.utf8)
}
