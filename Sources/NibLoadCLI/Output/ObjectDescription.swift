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
        // One pass over the attributes: the first of each telling name counts (as a lookup by
        // name finds it), and the non-empty one of the best rank wins.
        var best: String?
        var bestRank = Int.max
        var seen: UInt8 = 0
        let attributes = object.attributes
        for position in attributes.indices {
            let attribute = attributes[position]
            guard let rank = tellingRank(of: attribute.name), seen & (1 << rank) == 0 else { continue }
            seen |= 1 << rank
            if rank < bestRank, !attribute.value.isEmpty {
                best = attribute.value
                bestRank = rank
                if rank == 0 { break }
            }
        }
        if let best { return best }
        // IB writes long texts and button titles as keyed child values.
        for valueIndex in object.values {
            let value = archive[valueIndex]
            if value.element == "string", value.key == "text" || value.key == "title", let text = value.text {
                return text
            }
            if value.element == "state", value.key == "normal", let title = value.attribute("title") { return title }
        }
        return nil
    }

    /// The place of a telling attribute name in the order of preference: `storyboardIdentifier`,
    /// `title`, `text`, `userLabel`, `reuseIdentifier`, `placeholder`, `image`, `identifier`.
    private static func tellingRank(of name: String) -> Int? {
        switch name.utf8.count {
        case 20: name == "storyboardIdentifier" ? 0 : nil
        case 5: name == "title" ? 1 : name == "image" ? 6 : nil
        case 4: name == "text" ? 2 : nil
        case 9: name == "userLabel" ? 3 : nil
        case 15: name == "reuseIdentifier" ? 4 : nil
        case 11: name == "placeholder" ? 5 : nil
        case 10: name == "identifier" ? 7 : nil
        default: nil
        }
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
        let head = text.utf8.prefix(41)
        if head.allSatisfy({ $0 >= 0x20 && $0 < 0x80 }) {
            return head.count <= 40 ? text : String(decoding: text.utf8.prefix(39), as: UTF8.self) + "…"
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
