import NibArchive
import NibDiagnostics

/// The keyed values of an object (or of the document) flattened to paths, so that two versions
/// compare value by value: `frame`, `state normal`, `segments › segment 2`, `fontDescription`.
/// Collections that hold objects (`subviews`, `constraints`, …) are left out: their members are
/// objects of their own.
struct ValueTable {
    /// One value: its attributes (without `key`), text and place.
    struct Entry {
        let path: String
        let element: String
        let attributes: [(name: String, value: String)]
        let text: String?
        let location: SourceLocation

        /// The attributes as `name=value`, sorted by name, and the text.
        var rendered: String {
            var parts = attributes.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }
            if let text, !text.isEmpty { parts.append("'" + text + "'") }
            return parts.isEmpty ? "(empty)" : parts.joined(separator: " ")
        }

        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
    }

    /// The entries in document order.
    private(set) var entries: [Entry] = []
    /// Entry positions by path.
    private(set) var byPath: [String: Int] = [:]

    /// The values directly held by an object, and their nested values.
    /// - Parameters:
    ///   - roots: The values.
    ///   - archive: Their archive.
    ///   - skippingKeys: Keys of top-level values to leave out (scenes' canvas locations, compared per scene).
    init(values roots: some Sequence<ValueIndex>, in archive: Archive, skippingKeys: Set<String> = []) {
        var stack: [(ValueIndex, String)] = []
        var counts: [String: Int] = [:]
        for index in roots where !skippingKeys.contains(archive[index].key ?? "") {
            stack.append((index, Self.segment(archive[index], counts: &counts)))
        }
        stack.reverse()
        while let (index, path) = stack.popLast() {
            let value = archive[index]
            let holdsObjects = !value.members.isEmpty && value.attribute("reference") == nil
            if holdsObjects { continue }
            let attributes = value.attributes.filter { $0.name != "key" }.map { (name: $0.name, value: $0.value) }
            let trimmedText = value.text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
            let isBareContainer = value.key == nil && attributes.isEmpty && trimmedText == nil
            if byPath[path] == nil, !isBareContainer {
                byPath[path] = entries.count
                entries.append(
                    Entry(
                        path: path, element: value.element, attributes: attributes, text: trimmedText,
                        location: value.location))
            }
            var childCounts: [String: Int] = [:]
            var children: [(ValueIndex, String)] = []
            for child in value.children {
                children.append((child, path + " › " + Self.segment(archive[child], counts: &childCounts)))
            }
            stack.append(contentsOf: children.reversed())
        }
    }

    /// The entry at a path.
    subscript(path: String) -> Entry? { byPath[path].map { entries[$0] } }

    /// A value's name in its parent: the key with the element when they differ (`state normal`),
    /// else the element and its `name` or `identifier` (`systemColor labelColor`), else the element
    /// numbered from 1 among its siblings (`segment 2`).
    static func segment(_ value: ArchivedValue, counts: inout [String: Int]) -> String {
        if let key = value.key {
            if ["state", "string", "color", "accessibility"].contains(value.element), key != value.element {
                return value.element == "state" ? "state \(key)" : key
            }
            return key
        }
        if let name = value.attribute("name") ?? value.attribute("identifier") { return "\(value.element) \(name)" }
        let number = counts[value.element, default: 0] + 1
        counts[value.element] = number
        return number == 1 ? value.element : "\(value.element) \(number)"
    }
}
