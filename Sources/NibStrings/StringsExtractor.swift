public import NibArchive
import NibDiagnostics

/// Finds the localizable strings of a document, the ones `ibtool --export-strings-file` exports:
/// titles, texts, placeholders, prompts, section headers and footers, button state titles,
/// segment and scope titles and accessibility labels and hints.
public enum StringsExtractor {
    /// Element attributes that hold a localizable string, whatever the element.
    static let attributeProperties = [
        "text", "title", "placeholder", "prompt", "headerTitle", "footerTitle", "backButtonTitle",
    ]
    /// Elements whose `text` attribute is localizable (on others it is not user-visible text).
    static let textElements: Set<String> = ["label", "textField", "textView", "searchBar"]
    /// Button states and the property their title becomes.
    static let stateProperties = [
        "normal": "normalTitle", "highlighted": "highlightedTitle", "selected": "selectedTitle",
        "disabled": "disabledTitle",
    ]

    /// Whether a property is one this extractor finds when a document has it (`text`,
    /// `normalTitle`, `segmentTitles[2]`, …); keys with other properties cannot be judged.
    public static func isKnownProperty(_ property: String) -> Bool {
        if let bracket = property.firstIndex(of: "[") {
            let name = property[..<bracket]
            let index = property[property.index(after: bracket)...].dropLast()
            return property.hasSuffix("]") && (name == "segmentTitles" || name == "scopeButtonTitles")
                && Int(index) != nil
        }
        return attributeProperties.contains(property) || stateProperties.values.contains(property)
            || property == "accessibilityLabel" || property == "accessibilityHint"
    }

    /// Every localizable string of an archive, in ibtool's order (see ``StringsOrder``).
    public static func strings(of archive: Archive, order: StringsOrder = .ibtool) -> [LocalizableString] {
        var found: [LocalizableString] = []
        for object in archive.objects where !object.isPlaceholder {
            found += strings(of: object, in: archive)
        }
        return order.sorted(found)
    }

    /// A button state's title: its `title` attribute, or its `<string key="title">`.
    private static func stateTitle(
        of value: ArchivedValue, in archive: Archive
    ) -> (text: String, location: SourceLocation)? {
        if let title = value.attributes.attribute(named: "title") { return (title.value, title.location) }
        let string = value.children.map { archive[$0] }.first { $0.element == "string" && $0.key == "title" }
        return string.map { ($0.text ?? "", $0.location) }
    }

    /// The localizable strings of one object.
    static func strings(of object: ArchivedObject, in archive: Archive) -> [LocalizableString] {
        guard let className = object.defaultClass ?? object.className else { return [] }
        var result: [LocalizableString] = []
        func add(_ property: String, _ value: String, _ location: SourceLocation?) {
            guard !result.contains(where: { $0.property == property }) else { return }
            result.append(
                LocalizableString(
                    objectID: object.id, property: property, className: className, value: value, location: location))
        }
        for name in attributeProperties {
            if name == "text", !textElements.contains(object.element) { continue }
            if let attribute = object.attributes.attribute(named: name) {
                add(name, attribute.value, attribute.location)
            }
        }
        for index in object.values {
            let value = archive[index]
            switch (value.element, value.key) {
            case ("string", let key?) where ["text", "title", "placeholder", "prompt"].contains(key):
                if key == "text", !textElements.contains(object.element) { continue }
                add(key, value.text ?? "", value.location)
            case ("state", let key?):
                guard let property = stateProperties[key], let title = stateTitle(of: value, in: archive) else {
                    continue
                }
                add(property, title.text, title.location)
            case ("segments", _):
                for (position, child) in value.children.enumerated() {
                    if let title = archive[child].attributes.attribute(named: "title") {
                        add("segmentTitles[\(position)]", title.value, title.location)
                    }
                }
            case ("scopeButtonTitles", _):
                for (position, child) in value.children.enumerated() where archive[child].element == "string" {
                    add("scopeButtonTitles[\(position)]", archive[child].text ?? "", archive[child].location)
                }
            case ("accessibility", "accessibilityConfiguration"):
                for (attribute, property) in [("label", "accessibilityLabel"), ("hint", "accessibilityHint")] {
                    if let found = value.attributes.attribute(named: attribute) {
                        add(property, found.value, found.location)
                    }
                }
            default:
                continue
            }
        }
        return result
    }
}
