/// `N.IBAttributePlaceholdersKey` of `flattenedProperties`: the user-defined runtime attributes
/// (`IBUserDefinedRuntimeAttributesPlaceholderName` → `userDefinedRuntimeAttributes` of
/// `IBUserDefinedRuntimeAttribute`s with `typeIdentifier`, `keyPath` and `value`) and the tool tip
/// (`ToolTip` → `IBToolTipAttribute`'s `toolTip`) IB kept outside the object.
extension LegacyArchiveIndex {
    /// What one attribute-placeholders dictionary holds.
    struct AttributePlaceholders {
        /// The `<userDefinedRuntimeAttributes>` list of the current format, if any.
        var runtimeAttributes: LegacyValue?
        /// The tool tip text and its element.
        var toolTip: (text: String, source: Int)?
    }

    /// Reads an attribute-placeholders dictionary.
    func attributePlaceholders(_ dictionary: Int, family: RuntimeFamily) -> AttributePlaceholders {
        var result = AttributePlaceholders()
        for entry in entries(dictionary) {
            guard let holder = target(entry.value) else { continue }
            switch entry.key {
            case "IBUserDefinedRuntimeAttributesPlaceholderName":
                guard let list = child(holder, key: "userDefinedRuntimeAttributes") else { continue }
                var runtime = LegacyValue(
                    element: "userDefinedRuntimeAttributes", key: nil, attributes: [], source: list)
                for item in items(list) {
                    if let attribute = runtimeAttribute(item) { runtime.children.append(attribute) }
                }
                result.runtimeAttributes = runtime
            case "ToolTip":
                if let text = child(holder, key: "toolTip"), let value = scalar(text) { result.toolTip = (value, text) }
            default:
                continue
            }
        }
        return result
    }

    /// One `IBUserDefinedRuntimeAttribute` as a `<userDefinedRuntimeAttribute type keyPath value>`.
    private func runtimeAttribute(_ element: Int) -> LegacyValue? {
        guard let attribute = target(element), let keyPath = scalar(attribute, key: "keyPath") else { return nil }
        let identifier = scalar(attribute, key: "typeIdentifier") ?? "string"
        let type = identifier.split(separator: ".").last.map(String.init) ?? "string"
        var result = LegacyValue(
            element: "userDefinedRuntimeAttribute", key: nil, attributes: [("type", type), ("keyPath", keyPath)],
            source: element)
        guard let value = child(attribute, key: "value") else { return result }
        switch type {
        case "color":
            if let color = color(value, key: "value") { result.children.append(color) }
        case "image":
            if let name = resourceName(value) ?? scalar(value) { result.attributes.append(("value", name)) }
        case "point", "size", "rect":
            guard let text = scalar(value), let numbers = LegacyText.numbers(text) else { break }
            let names =
                switch type {
                case "point": ["x", "y"]
                case "size": ["width", "height"]
                default: ["x", "y", "width", "height"]
                }
            guard numbers.count == names.count else { break }
            result.children.append(
                LegacyValue(
                    element: type, key: "value", attributes: zip(names, numbers).map { ($0, LegacyText.format($1)) },
                    source: value))
        case "nil":
            break
        default:
            if let text = scalar(value) { result.attributes.append(("value", text)) }
        }
        return result
    }
}
