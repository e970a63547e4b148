import NibArchive
import NibDiagnostics

/// nibload's own compiled form: an ``Archive`` stored in Apple's `NIBArchive` container, with
/// everything the archive holds (source locations and diagnostics included), so that reading it
/// back gives an equal archive without parsing XML.
///
/// Object 0 (class `NLCompiledArchive`) carries the document-level tables; every archived object,
/// value, connection, reference, scene and diagnostic is one container object (`NLObject`,
/// `NLValue`, …) whose values are keyed fields. Strings are stored once, in `NLStrings`, and
/// fields name them by index; attributes (name, value, line, column) are one varint table. A
/// storyboard is a folder: one such file per scene and one for the document, indexed by an
/// `Info.plist`.
enum OwnCompiledForm {
    static let rootClass = "NLCompiledArchive"
    static let formatVersion: Int64 = 1
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

    enum EntityClass: String {
        case object = "NLObject", value = "NLValue", connection = "NLConnection", reference = "NLReference"
        case scene = "NLScene", diagnostic = "NLDiagnostic", document = "NLDocument", strings = "NLStrings"
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
