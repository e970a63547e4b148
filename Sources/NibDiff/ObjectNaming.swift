public import NibArchive

/// Names objects the way a person reading the document would: the class and the most telling text.
public enum ObjectNaming {
    /// `UILabel 'Title'`, `HelloViewController`, `UIView (id 8bC-Xf-vdC)`, `File's Owner`.
    public static func name(_ index: ObjectIndex, in archive: Archive) -> String {
        let object = archive[index]
        if let placeholder = object.placeholder {
            if case .storyboardReference = placeholder { return placeholder.label }
            return object.customClass.map { "\(placeholder.label) (\($0))" } ?? placeholder.label
        }
        let className = object.className ?? object.element
        if let text = text(of: index, in: archive) { return "\(className) '\(text)'" }
        if object.customClass != nil, object.parent == nil { return className }
        return "\(className) (id \(object.id))"
    }

    /// The text that identifies an object best: its user label, text, title, button title,
    /// placeholder, or (without a custom class, which names it better) its storyboard identifier.
    public static func text(of index: ObjectIndex, in archive: Archive) -> String? {
        let object = archive[index]
        var names = ["userLabel", "text", "title", "placeholder"]
        if object.customClass == nil { names += ["storyboardIdentifier", "identifier"] }
        for name in names {
            if let value = object.attribute(name), !value.isEmpty { return shortened(value) }
        }
        for value in object.values.map({ archive[$0] }) {
            if value.element == "state", value.key == "normal", let title = value.attribute("title") {
                return shortened(title)
            }
            if value.element == "string", value.key == "text", let text = value.text, !text.isEmpty {
                return shortened(text)
            }
        }
        return nil
    }

    /// A value on one line, at most 60 characters.
    static func shortened(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }

    /// `'value'`, shortened.
    static func quoted(_ value: String) -> String { "'" + shortened(value) + "'" }
}
