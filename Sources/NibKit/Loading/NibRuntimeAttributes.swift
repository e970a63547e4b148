import NibArchive
import NibCoding
import NibDiagnostics

/// Reads an object's `<userDefinedRuntimeAttributes>` into typed values.
enum NibRuntimeAttributes {
    /// One attribute to apply.
    struct Entry {
        let keyPath: String
        let value: NibAttributeValue
        let location: SourceLocation
    }

    /// The attributes of `object`, in document order, and warnings for those that cannot be read.
    static func entries(of object: ObjectIndex, in archive: Archive) -> (entries: [Entry], diagnostics: [Diagnostic]) {
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call,
        // and this runs once per object of every pass.
        // The key, else the element name, compared in place (`??` copied a string per value).
        // Lengths first: comparing with a string of another length costs far more.
        let name = "userDefinedRuntimeAttributes"
        let length = name.utf8.count
        var found: ValueIndex?
        for index in archive.objects[object.rawValue].values {
            if let key = archive.values[index.rawValue].key {
                guard key.utf8.count == length, key == name else { continue }
            } else {
                let element = archive.values[index.rawValue].element
                guard element.utf8.count == length, element == name else { continue }
            }
            found = index
            break
        }
        guard let listIndex = found else { return ([], []) }
        let list = archive.values[listIndex.rawValue]
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        for index in list.children where archive[index].element == "userDefinedRuntimeAttribute" {
            let element = archive[index]
            guard let keyPath = element.attribute("keyPath"), !keyPath.isEmpty else { continue }
            do {
                entries.append(
                    Entry(keyPath: keyPath, value: try value(of: element, in: archive), location: element.location))
            } catch {
                diagnostics.append(.invalidRuntimeAttribute(keyPath, error))
            }
        }
        return (entries, diagnostics)
    }

    private static func child(_ element: ArchivedValue, in archive: Archive) -> ArchivedValue? {
        element.children.lazy.map { archive[$0] }.first { $0.key == "value" }
    }

    static func value(of element: ArchivedValue, in archive: Archive) throws(NibDecodingError) -> NibAttributeValue {
        let type = element.attribute("type") ?? "string"
        let child = child(element, in: archive)
        let text = element.attribute("value") ?? child?.attribute("value") ?? child?.text
        func missing(_ expected: String) -> NibDecodingError {
            .invalidValue(key: "value", value: text ?? "", expected: expected, location: element.location)
        }
        switch type {
        case "number":
            guard let text, let number = NibScalarText.double(text) else { throw missing("number") }
            return .number(number)
        case "boolean":
            guard let text, let flag = NibScalarText.bool(text) else { throw missing("boolean") }
            return .boolean(flag)
        case "string":
            return .string(text ?? "")
        case "localizedString":
            return .localizedString(text ?? "")
        case "color":
            guard let child, child.element == "color" else { throw missing("color") }
            return .color(try NibColorText.decode(child, resources: NibColorResources(archive: archive)).color)
        case "image":
            guard let text else { throw missing("image name") }
            return .image(name: text, catalog: element.attribute("catalog"))
        case "point":
            guard let child, child.element == "point" else { throw missing("point") }
            return .point(try NibGeometryText.point(child))
        case "size":
            guard let child, child.element == "size" else { throw missing("size") }
            return .size(try NibGeometryText.size(child))
        case "rect":
            guard let child, child.element == "rect" else { throw missing("rect") }
            return .rect(try NibGeometryText.rect(child))
        case "range":
            guard let child, child.element == "range" else { throw missing("range") }
            let range = try NibGeometryText.range(child)
            return .range(location: range.location, length: range.length)
        case "nil":
            return .nil
        default:
            throw .invalidValue(
                key: "type", value: type, expected: "runtime attribute type", location: element.location)
        }
    }
}

extension Diagnostic {
    /// `invalid-runtime-attribute`: a runtime attribute whose value cannot be read.
    nonisolated static func invalidRuntimeAttribute(_ keyPath: String, _ error: NibDecodingError) -> Diagnostic {
        Diagnostic(
            id: .invalidRuntimeAttribute, severity: .warning,
            message: "runtime attribute '\(keyPath)' is not applied: \(error.message)",
            location: error.location)
    }
}
