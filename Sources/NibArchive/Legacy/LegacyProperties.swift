/// Translates the keyed properties of one legacy object into the attributes and values the current
/// format writes for it (``LegacyPropertyTable``): frames from `NSFrame`/`NSFrameSize` strings,
/// texts, titles, flags, colours, fonts, button states and image names.
extension LegacyArchiveIndex {
    /// The translated attributes and values of the object an element defines.
    func properties(of element: Int, family: RuntimeFamily) -> (attributes: [LegacyAttribute], values: [LegacyValue]) {
        let table = family == .appKit ? LegacyPropertyTable.appKit : LegacyPropertyTable.cocoaTouch
        var translated = TranslatedProperties()
        for child in tree.children(of: element) {
            guard let key = key(of: child) else { continue }
            if key == "NSContents", family == .appKit, let text = scalar(child) {
                translated.attributes.append(LegacyAttribute(name: "title", value: text, source: child))
                continue
            }
            guard let rule = table[key] else { continue }
            apply(rule, to: child, into: &translated)
        }
        return (translated.attributes, translated.values)
    }

    /// What one object's properties translate to so far.
    private struct TranslatedProperties {
        var attributes: [LegacyAttribute] = []
        var values: [LegacyValue] = []
        /// The index in `values` of each `<state>` element, by state name.
        var states: [String: Int] = [:]

        /// The index of the `<state>` value of a name, added (at `source`) the first time.
        mutating func state(_ name: String, source: Int) -> Int {
            if let index = states[name] { return index }
            values.append(LegacyValue(element: "state", key: name, attributes: [], source: source))
            states[name] = values.count - 1
            return values.count - 1
        }
    }

    /// Translates one property element by its table rule; a value the rule cannot read is dropped.
    private func apply(_ rule: LegacyPropertyTable.Rule, to child: Int, into translated: inout TranslatedProperties) {
        switch rule {
        case .attribute(let name):
            if let text = scalar(child) {
                translated.attributes.append(LegacyAttribute(name: name, value: text, source: child))
            }
        case .enumeration(let name, let names):
            if let text = scalar(child), let spelled = names[text] {
                translated.attributes.append(LegacyAttribute(name: name, value: spelled, source: child))
            }
        case .rect(let name):
            if let numbers = scalar(child).flatMap(LegacyText.rect) {
                translated.values.append(rect(name, numbers, source: child))
            }
        case .sizeAsRect(let name):
            if let numbers = scalar(child).flatMap(LegacyText.pair) {
                translated.values.append(rect(name, [0, 0] + numbers, source: child))
            }
        case .color(let name):
            if let color = color(child, key: name) { translated.values.append(color) }
        case .font(let name):
            if let font = font(child, key: name) { translated.values.append(font) }
        case .stateAttribute(let name, let attribute):
            if let text = scalar(child) {
                let slot = translated.state(name, source: child)
                translated.values[slot].attributes.append((attribute, text))
            }
        case .stateColor(let name, let colorKey):
            if let color = color(child, key: colorKey) {
                let slot = translated.state(name, source: child)
                translated.values[slot].children.append(color)
            }
        case .image(let name):
            if let resource = resourceName(child) {
                translated.attributes.append(LegacyAttribute(name: name, value: resource, source: child))
            }
        case .stateImage(let name):
            if let resource = resourceName(child) {
                let slot = translated.state(name, source: child)
                translated.values[slot].attributes.append(("image", resource))
            }
        }
    }

    private func rect(_ key: String, _ numbers: [Double], source: Int) -> LegacyValue {
        LegacyValue(
            element: "rect", key: key,
            attributes: zip(["x", "y", "width", "height"], numbers).map { ($0, LegacyText.format($1)) }, source: source)
    }

    /// An `NSCustomResource`'s `NSResourceName`.
    func resourceName(_ element: Int) -> String? {
        guard let resource = target(element), className(of: resource) == "NSCustomResource" else { return nil }
        return scalar(resource, key: "NSResourceName")
    }

    /// An `NSColor` (or `UIColor`) object as a `<color>`: RGB and white components from their
    /// `<bytes>`, catalog colours by name; nil for colour spaces the current format cannot spell.
    func color(_ element: Int, key: String) -> LegacyValue? {
        guard let color = target(element), tree[color].name == "object" else { return nil }
        if let name = scalar(color, key: "UISystemColorName") {
            return LegacyValue(
                element: "color", key: key, attributes: [("cocoaTouchSystemColor", name)], source: element)
        }
        let space = scalar(color, key: "NSColorSpace")
        func components(_ key: String) -> [Double]? {
            guard let bytes = child(color, key: key),
                let text = tree[bytes].name == "bytes"
                    ? tree[bytes].text.flatMap(LegacyText.cText) : scalar(bytes)
            else { return nil }
            let numbers = text.split(separator: " ").compactMap { Double($0) }.filter(\.isFinite)
            return numbers.isEmpty ? nil : numbers
        }
        switch space {
        case "1", "2":
            guard let rgb = components("NSRGB"), rgb.count >= 3 else { return nil }
            let alpha = rgb.count > 3 ? rgb[3] : 1
            return LegacyValue(
                element: "color", key: key,
                attributes: [
                    ("red", LegacyText.format(rgb[0])), ("green", LegacyText.format(rgb[1])),
                    ("blue", LegacyText.format(rgb[2])), ("alpha", LegacyText.format(alpha)),
                    ("colorSpace", space == "1" ? "calibratedRGB" : "deviceRGB"),
                ], source: element)
        case "3", "4":
            guard let white = components("NSWhite"), let level = white.first else { return nil }
            let alpha = white.count > 1 ? white[1] : 1
            return LegacyValue(
                element: "color", key: key,
                attributes: [
                    ("white", LegacyText.format(level)), ("alpha", LegacyText.format(alpha)),
                    ("colorSpace", space == "3" ? "calibratedWhite" : "deviceWhite"),
                ], source: element)
        case "6":
            guard let name = scalar(color, key: "NSColorName") else { return nil }
            let catalog = scalar(color, key: "NSCatalogName") ?? "System"
            return LegacyValue(
                element: "color", key: key,
                attributes: [("name", name), ("catalog", catalog), ("colorSpace", "catalog")],
                source: element)
        default:
            return nil
        }
    }

    /// An `IBUIFontDescription` or `NSFont` object as a `<fontDescription>` or `<font>`.
    func font(_ element: Int, key: String) -> LegacyValue? {
        guard let font = target(element), tree[font].name == "object" else { return nil }
        switch className(of: font) {
        case "IBUIFontDescription":
            let size = scalar(font, key: "pointSize") ?? "0"
            guard NibNumber.isNumber(size) else { return nil }
            if let name = scalar(font, key: "name") {
                var attributes = [("name", name), ("pointSize", size)]
                if let family = scalar(font, key: "family") { attributes.insert(("family", family), at: 1) }
                return LegacyValue(element: "fontDescription", key: key, attributes: attributes, source: element)
            }
            let types = ["1": "system", "2": "boldSystem", "3": "italicSystem"]
            let type = scalar(font, key: "type").flatMap { types[$0] } ?? "system"
            return LegacyValue(
                element: "fontDescription", key: key, attributes: [("type", type), ("pointSize", size)], source: element
            )
        case "NSFont":
            guard let name = scalar(font, key: "NSName") else { return nil }
            let size = scalar(font, key: "NSSize") ?? "0"
            guard NibNumber.isNumber(size) else { return nil }
            return LegacyValue(
                element: "font", key: key, attributes: [("name", name), ("size", size)], source: element)
        default:
            return nil
        }
    }
}

/// Checks numeric text before it is written where the decoder expects a number.
enum NibNumber {
    /// Whether the text is a finite decimal number.
    static func isNumber(_ text: String) -> Bool { Double(text)?.isFinite ?? false }
}
