import NibDiagnostics
import NibXML

/// Lookups over the element tree of a legacy Xcode 3/4 `<archive>` document: elements by their
/// archive id, keyed children, `<reference ref>` targets, scalar texts, arrays and dictionaries in
/// every encoding the format used (`NSMutableArray` objects and `<array>`, `dict.sortedKeys` with
/// `dict.values`, `NS.key.N` with `NS.object.N`, and `<dictionary>` with keyed children).
///
/// Nothing here recurses on input data: references are followed one step at a time.
struct LegacyArchiveIndex {
    let tree: XMLTree
    /// The element each archive id names (the first one, when an id is repeated).
    private(set) var elements: [String: Int] = [:]
    /// Problems found while indexing (repeated ids).
    private(set) var diagnostics: [Diagnostic] = []

    init(tree: XMLTree, root: Int) {
        self.tree = tree
        for element in tree.descendants(of: root) {
            guard let id = tree.attribute("id", of: element) else { continue }
            if elements[id] == nil {
                elements[id] = element
            } else {
                let first = tree[elements[id] ?? element]
                diagnostics.append(
                    .duplicateArchiveID(
                        id, firstElement: first.name, line: first.line,
                        at: tree.location(ofAttribute: "id", of: element)))
            }
        }
    }

    /// The element's `key` attribute.
    func key(of element: Int) -> String? { tree.attribute("key", of: element) }

    /// The element's `class` attribute.
    func className(of element: Int) -> String? { tree.attribute("class", of: element) }

    /// The element's location.
    func location(of element: Int) -> SourceLocation { tree.location(of: element) }

    /// The first child element with a key.
    func child(_ element: Int, key: String) -> Int? {
        for child in tree.children(of: element) where tree.attribute("key", of: child) == key { return child }
        return nil
    }

    /// The archive id an element names: a `<reference>`'s `ref`, else its own `id`.
    func namedID(_ element: Int) -> String? {
        tree[element].name == "reference" ? tree.attribute("ref", of: element) : tree.attribute("id", of: element)
    }

    /// The element a `<reference ref>` names (nil when it names nothing); any other element is itself.
    func target(_ element: Int) -> Int? {
        guard tree[element].name == "reference" else { return element }
        guard let ref = tree.attribute("ref", of: element) else { return nil }
        return elements[ref]
    }

    /// The text of a scalar value (`<string>`, `<int>`, `<integer value>`, `<real value>`,
    /// `<double>`, `<float>`, `<bool>`, `<boolean value>`, `<characters>`, `<bytes>`, or an
    /// `NSString`/`NSMutableString` object), following one reference; nil for `<nil>` and
    /// non-scalars.
    func scalar(_ element: Int) -> String? {
        guard let element = target(element) else { return nil }
        switch tree[element].name {
        case "string":
            let text = tree[element].text ?? ""
            if tree.attribute("type", of: element) == "base64-UTF8" { return LegacyText.base64UTF8(text) }
            return text
        case "characters", "int", "double", "float", "bool", "bytes":
            return tree[element].text ?? ""
        case "integer", "real", "boolean":
            return tree.attribute("value", of: element)
        case "object":
            guard let className = className(of: element), className == "NSMutableString" || className == "NSString",
                let bytes = child(element, key: "NS.bytes")
            else { return nil }
            let name = tree[bytes].name
            guard name == "string" || name == "characters" || name == "bytes" else { return nil }
            if name == "bytes" { return LegacyText.base64UTF8(tree[bytes].text ?? "") }
            return tree[bytes].text ?? ""
        default:
            return nil
        }
    }

    /// The scalar under a key of an element.
    func scalar(_ element: Int, key: String) -> String? {
        child(element, key: key).flatMap(scalar)
    }

    /// The items of an array (`<array>`, `<set>`, or an `NSArray`/`NSMutableArray`/`NSSet` object),
    /// following one reference; the `EncodedWithXMLCoder` flag is not an item.
    func items(_ element: Int) -> [Int] {
        guard let element = target(element) else { return [] }
        return tree.children(of: element).filter {
            !(tree[$0].name == "bool" && tree.attribute("key", of: $0) == "EncodedWithXMLCoder")
        }
    }

    /// The entries of a dictionary, in document order: (key text, key element, value element).
    func entries(_ element: Int) -> [(key: String, keyElement: Int, value: Int)] {
        guard let element = target(element) else { return [] }
        if let keys = child(element, key: "dict.sortedKeys"), let values = child(element, key: "dict.values") {
            return zip(items(keys), items(values)).compactMap { key, value in
                scalar(key).map { (key: $0, keyElement: key, value: value) }
            }
        }
        var result: [(key: String, keyElement: Int, value: Int)] = []
        var objects: [String: Int] = [:]
        for child in tree.children(of: element) {
            if let key = key(of: child), key.hasPrefix("NS.object.") { objects[String(key.dropFirst(10))] = child }
        }
        for child in tree.children(of: element) {
            guard let key = key(of: child), key != "EncodedWithXMLCoder" else { continue }
            if key.hasPrefix("NS.key.") {
                if let value = objects[String(key.dropFirst(7))], let text = scalar(child) {
                    result.append((key: text, keyElement: child, value: value))
                }
            } else if !key.hasPrefix("NS.object."), tree[element].name == "dictionary" {
                result.append((key: key, keyElement: child, value: child))
            }
        }
        return result
    }
}

extension Diagnostic {
    /// `duplicate-id`: a legacy archive id used by two elements.
    static func duplicateArchiveID(_ id: String, firstElement: String, line: Int, at location: SourceLocation)
        -> Diagnostic
    {
        Diagnostic(
            id: .duplicateID, severity: .error,
            message: "archive id '\(id)' is already used by the <\(firstElement)> at line \(line)",
            location: location)
    }
}
