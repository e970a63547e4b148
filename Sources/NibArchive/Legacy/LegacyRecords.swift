import NibDiagnostics

/// One `IBObjectRecord` of a legacy archive: an object of the document as IB's outline shows it.
struct LegacyObjectRecord {
    /// `objectID`, which becomes the object's id (`-1`, `1`, `SIf-Un-QNF`, …).
    var objectID: String
    /// The archive id of the object (`object` reference or inline object).
    var archiveID: String
    /// The element that defines the object.
    var element: Int
    /// The archive id of the parent in the outline (`parent`), nil for the root's children.
    var parentArchiveID: String?
    /// The archive ids of `children`, in order.
    var childArchiveIDs: [String]
    /// `objectName`, the label IB shows.
    var name: String?
    /// The `objectName` element.
    var nameElement: Int?
    /// The `IBObjectRecord` element.
    var recordElement: Int
}

/// One `IBConnectionRecord` of a legacy archive.
struct LegacyConnectionRecord {
    /// The class of the `connection` object (`IBCocoaTouchOutletConnection`, `IBActionConnection`, …).
    var className: String
    /// `label`: the outlet name, selector, or binding label.
    var label: String?
    var labelElement: Int?
    /// `source` and `destination` as archive ids, with their elements.
    var sourceID: String?
    var sourceElement: Int?
    var destinationID: String?
    var destinationElement: Int?
    /// `connectionID`.
    var connectionID: String?
    var connectionIDElement: Int?
    /// `IBEventType` of CocoaTouch event connections.
    var eventType: String?
    var eventTypeElement: Int?
    /// `NSBinding` and `NSKeyPath` of a binding's connector, with their elements.
    var binding: (name: String, keyPath: String?, element: Int)?
    /// The `IBConnectionRecord` element.
    var recordElement: Int
}

/// Reads the `IBDocument.Objects` container: object records, connection records and flattened
/// properties.
extension LegacyArchiveIndex {
    /// The `IBObjectRecord` elements, in order.
    func objectRecordElements(in container: Int) -> [Int] {
        guard let records = child(container, key: "objectRecords") else { return [] }
        let list = child(records, key: "orderedObjects") ?? records
        return items(list)
    }

    /// The root record's object id (the outline's invisible root, objectID 0), if any.
    func rootArchiveID(in container: Int) -> String? {
        for record in objectRecordElements(in: container) where recordID(record) == "0" {
            return child(record, key: "object").flatMap(namedID)
        }
        return nil
    }

    /// A record's `objectID` (Xcode 4.5 and later write it as `<string key="id">`).
    func recordID(_ record: Int) -> String? {
        scalar(record, key: "objectID") ?? scalar(record, key: "id")
    }

    /// Reads one object record; nil with a diagnostic when it is malformed.
    func objectRecord(_ element: Int, diagnostics: inout [Diagnostic]) -> LegacyObjectRecord? {
        guard let objectID = recordID(element), !objectID.isEmpty else {
            diagnostics.append(
                .legacyObjectRecordInvalid(
                    "IBObjectRecord has no objectID; the object it describes is skipped", at: location(of: element)))
            return nil
        }
        guard let objectElement = child(element, key: "object"), let archiveID = namedID(objectElement) else {
            diagnostics.append(
                .legacyObjectRecordInvalid(
                    "IBObjectRecord \(objectID) names no object (its 'object' has no ref or id)",
                    at: location(of: element)))
            return nil
        }
        guard let definition = elements[archiveID] else {
            diagnostics.append(
                .legacyDanglingReference(
                    "IBObjectRecord \(objectID) names archive id '\(archiveID)', but no element has that id",
                    at: location(of: objectElement)))
            return nil
        }
        let parent = child(element, key: "parent").flatMap { tree[$0].name == "nil" ? nil : namedID($0) }
        let children = child(element, key: "children").map { items($0).compactMap(namedID) } ?? []
        let nameElement = child(element, key: "objectName")
        return LegacyObjectRecord(
            objectID: objectID, archiveID: archiveID, element: definition, parentArchiveID: parent,
            childArchiveIDs: children, name: nameElement.flatMap(scalar), nameElement: nameElement,
            recordElement: element)
    }

    /// Reads the connection records.
    func connectionRecords(in container: Int) -> [LegacyConnectionRecord] {
        guard let list = child(container, key: "connectionRecords") else { return [] }
        return items(list).compactMap { record in
            guard className(of: record) == "IBConnectionRecord" else { return nil }
            let connection = child(record, key: "connection").flatMap(target)
            var result = LegacyConnectionRecord(
                className: connection.flatMap(className(of:)) ?? "", recordElement: record)
            if let id = child(record, key: "connectionID") {
                result.connectionID = scalar(id)
                result.connectionIDElement = id
            }
            guard let connection else { return result }
            if let label = child(connection, key: "label") {
                result.label = scalar(label)
                result.labelElement = label
            }
            if let source = child(connection, key: "source") {
                result.sourceID = namedID(source)
                result.sourceElement = source
            }
            if let destination = child(connection, key: "destination") {
                result.destinationID = namedID(destination)
                result.destinationElement = destination
            }
            if let event = child(connection, key: "IBEventType") {
                result.eventType = scalar(event)
                result.eventTypeElement = event
            }
            if let connector = child(connection, key: "connector").flatMap(target),
                let name = child(connector, key: "NSBinding")
            {
                result.binding = (scalar(name) ?? "", scalar(connector, key: "NSKeyPath"), name)
            }
            return result
        }
    }

    /// `flattenedProperties`: per object id, each property with its value element
    /// (`4.CustomClassName` → object 4, `CustomClassName`).
    func flattenedProperties(in container: Int) -> [String: [(property: String, value: Int)]] {
        guard let dictionary = child(container, key: "flattenedProperties") else { return [:] }
        var result: [String: [(property: String, value: Int)]] = [:]
        for entry in entries(dictionary) {
            guard let dot = entry.key.firstIndex(of: ".") else { continue }
            let id = String(entry.key[..<dot])
            result[id, default: []].append((String(entry.key[entry.key.index(after: dot)...]), entry.value))
        }
        return result
    }
}

extension Diagnostic {
    /// `legacy-object-record-invalid`: an object record of a legacy archive that cannot be used.
    static func legacyObjectRecordInvalid(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .legacyObjectRecordInvalid, severity: .error, message: message, location: location)
    }

    /// `dangling-reference`: a record of a legacy archive naming an archive id nothing describes.
    static func legacyDanglingReference(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .danglingReference, severity: .error, message: message, location: location)
    }

    /// `legacy-connection-invalid`: a connection record of a legacy archive that cannot be used as it is.
    static func legacyConnectionInvalid(_ message: String, severity: Severity, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(id: .legacyConnectionInvalid, severity: severity, message: message, location: location)
    }

    /// `legacy-archive-invalid`: a legacy archive without the parts every one has.
    static func legacyArchiveInvalid(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(id: .legacyArchiveInvalid, severity: .error, message: message, location: location)
    }

    /// `legacy-parent-cycle`: object records whose parents lead back to themselves.
    static func legacyParentCycle(_ record: String, through other: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            id: .legacyParentCycle, severity: .error,
            message:
                "the parents of IBObjectRecord \(record) lead back to it (through record \(other)); it is placed at the top level",
            location: location)
    }
}
