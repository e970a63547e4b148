import NibArchive

/// Turns an archived value and everything nested in it into a ``NibValueNode``, with an explicit
/// stack so that nesting depth never becomes call depth.
enum NibValueTreeBuilder {
    static func node(for root: ValueIndex, in archive: Archive) -> NibValueNode {
        if archive.values[root.rawValue].children.isEmpty {
            return leaf(archive.values[root.rawValue], children: [], in: archive)
        }
        // Post-order: a value's node is made once all its children's nodes are made.
        var built: [ValueIndex: NibValueNode] = [:]
        var stack: [(ValueIndex, Bool)] = [(root, false)]
        while let (index, expanded) = stack.popLast() {
            let value = archive[index]
            if !expanded {
                stack.append((index, true))
                for child in value.children.reversed() { stack.append((child, false)) }
                continue
            }
            let children = value.children.compactMap { built.removeValue(forKey: $0) }
            built[index] = leaf(value, children: children, in: archive)
        }
        return built[root]
            ?? NibValueNode(
                element: archive[root].element, key: archive[root].key, attributes: [], text: nil, children: [],
                memberIDs: [], location: archive[root].location)
    }

    /// The node of one value whose children's nodes are made.
    private static func leaf(_ value: ArchivedValue, children: [NibValueNode], in archive: Archive) -> NibValueNode {
        NibValueNode(
            element: value.element, key: value.key,
            attributes: value.attributes.nameValuePairs.map { NibValueNode.Attribute(name: $0.name, value: $0.value) },
            text: value.text, children: children, memberIDs: value.members.map { archive.objects[$0.rawValue].id },
            location: value.location)
    }
}
