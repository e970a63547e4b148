import NibArchive

/// Short human descriptions of archived objects, shared by the tree and the connection lines.
enum ObjectDescription {
    /// The class shown for an object: the custom class with its module, else the default class,
    /// else the element name.
    static func className(of object: ArchivedObject) -> String {
        if let placeholder = object.placeholder {
            if let custom = object.customClass { return "\(placeholder.label): \(custom)" }
            return placeholder.label
        }
        if let custom = object.customClass {
            if let module = object.customModule, !module.isEmpty { return "\(custom) (\(module))" }
            return custom
        }
        return object.defaultClass ?? "<\(object.element)>"
    }

    /// The attribute that says most about the object: title, text, storyboard identifier, user
    /// label, reuse identifier, placeholder text, or an image name.
    static func tellingAttribute(of object: ArchivedObject, in archive: Archive) -> String? {
        archive.values.withUnsafeBufferPointer { tellingAttribute(of: object, values: $0) }
    }

    /// The telling attribute of an object whose archive's values are `values`.
    static func tellingAttribute(of object: ArchivedObject, values: UnsafeBufferPointer<ArchivedValue>) -> String? {
        tellingAttribute(
            recorded: object.tellingAttribute, attributes: object.attributes, valueIndices: object.values,
            values: values)
    }

    /// The telling attribute of an object given by the fields it is found from: what the archive
    /// recorded, the object's attributes and its values (`values` the archive's).
    static func tellingAttribute(
        recorded: TellingAttribute, attributes: AttributeList, valueIndices: EntityList<ValueIndex>,
        values: UnsafeBufferPointer<ArchivedValue>
    ) -> String? {
        switch recorded {
        case .value(let value): return value
        case .none: break
        case .notRecorded:
            // The first attribute of each telling name counts (as a lookup by name finds it), and
            // the non-empty one of the best rank wins.
            if !attributes.isEmpty {
                for name in TellingAttribute.names {
                    if let value = attributes[named: name], !value.isEmpty { return value }
                }
            }
        }
        // IB writes long texts and button titles as keyed child values.
        for valueIndex in valueIndices {
            let position = valueIndex.rawValue
            if values[position].element == "string", values[position].key == "text" || values[position].key == "title",
                let text = values[position].text
            {
                return text
            }
            if values[position].element == "state", values[position].key == "normal",
                let title = values[position].attribute("title")
            {
                return title
            }
        }
        return nil
    }

    /// `Label "Hello" (id abc-12-xyz)`, how a connection names its destination.
    static func reference(to index: ObjectIndex, in archive: Archive) -> String {
        let object = archive[index]
        var text = className(of: object)
        if let telling = tellingAttribute(of: object, in: archive) { text += " \"\(clip(telling))\"" }
        return text + " (id \(object.id))"
    }

    /// Shortens text to one line of at most 40 characters.
    /// Reads no more of `text` than it shows, so a value of many megabytes costs nothing.
    static func clip(_ text: String) -> String {
        // Most texts are ASCII without line breaks: returned as they are, or, when their first 41
        // bytes are such characters, the first 39 and an ellipsis.
        // Read through the contiguous UTF-8 buffer: iterating a prefix of the UTF-8 view cost
        // about 1,000 instructions per call.
        var contiguous = text
        let asciiHead: Int? = contiguous.withUTF8 { bytes in
            let head = UnsafeBufferPointer(rebasing: bytes.prefix(41))
            return head.allSatisfy { $0 >= 0x20 && $0 < 0x80 } ? head.count : nil
        }
        if let count = asciiHead {
            return count <= 40 ? text : String(decoding: text.utf8.prefix(39), as: UTF8.self) + "…"
        }
        var line = ""
        var count = 0
        for character in text {
            if character.isNewline {
                if count == 0 { continue }  // the first line that is not empty
                break
            }
            if count == 40 { return String(line.prefix(39)) + "…" }
            line.append(character)
            count += 1
        }
        return line
    }
}
