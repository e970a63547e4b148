import NibArchive
import NibDiagnostics
import NibXML

/// `duplicate-id`: two elements share an id.
struct DuplicateIDRule: Rule {
    static let description = RuleDescription(
        id: "duplicate-id",
        summary: "two elements share an id",
        details: """
            Every element with an `id` (objects, and the outlets, actions, segues and constraints, which \
            live in the same id space; in a storyboard across the whole document) must have its own id: \
            references, connections and the compiled nib name them by id. A duplicate usually comes from \
            a merge; Xcode refuses to open the file or silently rewires connections. Reported at the `id` \
            of every element after the first, naming both elements and their lines, with a note at the \
            first. The preset ids of `<device>` and `<adaptation>` are not object ids.
            """,
        defaultSeverity: .error, isEnabledByDefault: true, category: .connections,
        triggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    <label id="same-id" text="One"/>
                                    <label ↓id="same-id" text="Two"/>
                                    <button id="b">
                                        <connections>
                                            <action selector="tap:" destination="-1" eventType="touchUpInside" ↓id="b"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                    """))
        ],
        nonTriggeringExamples: [
            RuleExample(
                ExampleDocuments.xib(
                    """
                            <view id="main">
                                <subviews>
                                    <label id="one" text="One"/>
                                    <label id="two" text="Two"/>
                                </subviews>
                            </view>
                    """))
        ])

    func check(_ document: LintDocument, into output: inout RuleOutput) {
        let tree = document.tree
        let roles = Self.nameRoles(of: tree)
        guard roles.contains(.id) else { return }
        var first: [String: XMLTree.Index] = [:]
        first.reserveCapacity(tree.elements.count)
        for index in tree.elements.indices {
            guard Self.role(of: tree.elements[index].nameIndex, in: roles) != .presetIDElement,
                let id = Self.id(of: index, in: tree, roles: roles), !id.isEmpty
            else {
                continue
            }
            guard let earlier = first.updateValue(index, forKey: id) else { continue }
            first[id] = earlier
            output.reportRepetition(
                "id '\(id)' of \(Self.describe(index, in: tree)) (line \(tree.elements[index].line)) is already used by \(Self.describe(earlier, in: tree)) (line \(tree.elements[earlier].line))",
                at: tree.location(ofAttribute: "id", of: index), earlier: tree.location(ofAttribute: "id", of: earlier))
        }
    }

    /// What a name of the document's name table is to this rule.
    enum NameRole {
        case other, id, presetIDElement
    }

    /// The role of every name of the tree, by name index: the loop then compares small integers
    /// instead of strings on every element and attribute.
    static func nameRoles(of tree: XMLTree) -> [NameRole] {
        tree.names.map { name in
            if name == "id" { return .id }
            return hasPresetID(name) ? .presetIDElement : .other
        }
    }

    static func role(of nameIndex: Int, in roles: [NameRole]) -> NameRole {
        roles.indices.contains(nameIndex) ? roles[nameIndex] : .other
    }

    /// The value of an element's first `id` attribute (as ``XMLTree/attribute(_:of:)`` finds it).
    static func id(of index: XMLTree.Index, in tree: XMLTree, roles: [NameRole]) -> String? {
        let attributes = tree.attributes
        for position in tree.elements[index].attributeRange
        where role(of: attributes.nameIndex(at: position), in: roles) == .id {
            return attributes.value(at: position)
        }
        return nil
    }

    /// Whether an element's `id` is a preset name (of a `<device>` or a size class's `<adaptation>`),
    /// not an object id (compared directly: hashing every element's name costs more).
    static func hasPresetID(_ element: String) -> Bool { element == "device" || element == "adaptation" }

    /// An element as messages name it: `outlet 'titleLabel'`, `action 'save:'`, `label 'Title'`.
    static func describe(_ index: XMLTree.Index, in tree: XMLTree) -> String {
        let name = tree.elements[index].name
        for attribute in ["property", "selector", "identifier", "userLabel", "text", "title", "customClass", "key"] {
            if let value = tree.attribute(attribute, of: index), !value.isEmpty { return "\(name) '\(value)'" }
        }
        return name
    }
}
