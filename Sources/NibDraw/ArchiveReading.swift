import NibArchive
import NibPrimitives

/// What the drawing reads from an archive: frames, texts and titles of objects.
extension Archive {
    /// A `<rect key=…>` (or `<size key=…>`) value of an object, when all its numbers are readable.
    func rect(forKey key: String, of object: ObjectIndex) -> Rect? {
        guard let value = value(forKey: key, of: object) else { return nil }
        let number = { (name: String) -> Double? in
            value.attribute(name).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        }
        guard let width = number("width"), let height = number("height"), width >= 0, height >= 0 else { return nil }
        return Rect(x: number("x") ?? 0, y: number("y") ?? 0, width: width, height: height)
    }

    /// The text an object shows: a label's text, a button's title, a field's text, …
    /// - Returns: the text and whether it is a placeholder.
    func displayedText(of object: ObjectIndex) -> (text: String, isPlaceholder: Bool)? {
        let item = self[object]
        for name in ["text", "title"] {
            if let text = item.attribute(name), !text.isEmpty { return (text, false) }
        }
        if let text = attributedOrStringText(of: object) { return (text, false) }
        for key in ["normal", "configuration"] {
            if let value = value(forKey: key, of: object), let title = value.attribute("title"), !title.isEmpty {
                return (title, false)
            }
        }
        for child in item.children where self[child].key == "configuration" {
            if let title = self[child].attribute("title"), !title.isEmpty { return (title, false) }
        }
        if let placeholder = item.attribute("placeholder") ?? item.attribute("prompt"), !placeholder.isEmpty {
            return (placeholder, true)
        }
        // AppKit controls keep their text in their cell.
        if let cell = child(forKey: "cell", of: object) {
            let cellItem = self[cell]
            if let title = cellItem.attribute("title"), !title.isEmpty { return (title, false) }
            if let placeholder = cellItem.attribute("placeholderString"), !placeholder.isEmpty {
                return (placeholder, true)
            }
        }
        return nil
    }

    /// `<attributedString key="attributedText">` fragments joined, or a `<string key="text">`.
    private func attributedOrStringText(of object: ObjectIndex) -> String? {
        for index in self[object].values {
            let value = self[index]
            if value.element == "attributedString" {
                let fragments = value.children.compactMap { self[$0].attribute("content") }
                if !fragments.isEmpty { return fragments.joined() }
            }
            if value.element == "string", value.key == "text" || value.key == "title", let text = value.text,
                !text.isEmpty
            {
                return text
            }
        }
        return nil
    }

    /// The point size of an object's font, when it states one.
    func fontSize(of object: ObjectIndex) -> Double? {
        guard let font = value(forKey: "fontDescription", of: object) ?? value(forKey: "font", of: object),
            let size = font.attribute("pointSize").flatMap(Double.init), size.isFinite, size > 0
        else { return nil }
        return size
    }

    /// A bar button item's or tab bar item's title (or its system item, or image name).
    func itemTitle(of object: ObjectIndex) -> String? {
        let item = self[object]
        if let title = item.attribute("title"), !title.isEmpty { return title }
        if let system = item.attribute("systemItem") { return system }
        if let image = item.attribute("image") { return "[\(image)]" }
        return nil
    }

    /// The short class name shown for an object: its custom class, else its default class.
    func shownClass(of object: ObjectIndex) -> String {
        self[object].className ?? self[object].element
    }
}

extension Archive {
    /// An object's background colour as `#rrggbb` with its opacity: the colour's components, or a
    /// system or named colour defined in the document's resources; nil when IB states none, it is
    /// clear, or it is a catalog colour the document does not define.
    func backgroundColor(of object: ObjectIndex) -> (hex: String, opacity: Double)? {
        guard let color = value(forKey: "backgroundColor", of: object) else { return nil }
        return components(of: color)
            ?? (color.attribute("systemColor") ?? color.attribute("name")).flatMap { name in
                resourceColor(named: name).flatMap(components(of:))
            }
    }

    /// The `<color>` inside `<systemColor name>` or `<namedColor name>` of the document's resources.
    private func resourceColor(named name: String) -> ArchivedValue? {
        for index in documentValues where self[index].element == "resources" {
            for child in self[index].children {
                let entry = self[child]
                guard entry.element == "systemColor" || entry.element == "namedColor", entry.attribute("name") == name
                else { continue }
                return entry.children.first.map { self[$0] }
            }
        }
        return nil
    }

    /// A colour's own components, when it states them. A dark colour (luma under 0.35) is drawn
    /// as a tint (at most 35 % opaque), so that the wireframe's dark text stays readable on it.
    private func components(of color: ArchivedValue) -> (hex: String, opacity: Double)? {
        let number = { (name: String) -> Double? in
            color.attribute(name).flatMap(Double.init).flatMap { $0.isFinite ? min(max($0, 0), 1) : nil }
        }
        let alpha = number("alpha") ?? 1
        guard alpha > 0 else { return nil }
        let rgb: (Double, Double, Double)
        if let red = number("red"), let green = number("green"), let blue = number("blue") {
            rgb = (red, green, blue)
        } else if let white = number("white") {
            rgb = (white, white, white)
        } else {
            return nil
        }
        let luminance = 0.299 * rgb.0 + 0.587 * rgb.1 + 0.114 * rgb.2
        return (Self.hex(rgb.0, rgb.1, rgb.2), luminance < 0.35 ? min(alpha, 0.35) : alpha)
    }

    private static func hex(_ components: Double...) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for component in components {
            let byte = Int((component * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }
}
