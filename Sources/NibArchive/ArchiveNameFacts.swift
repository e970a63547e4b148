/// What the archive builder needs to know about an element or attribute name, gathered from the
/// vocabulary tables once per process, so that a document costs one hash per distinct name.
struct ArchiveNameFacts: Sendable {
    /// Names the builder compares elements and attributes against, by name index.
    enum Special: Sendable {
        case id, reference, scene, scenes, connections, customClass, customModule, customModuleProvider, userLabel, key
    }

    var isKnownElement = false
    var connectionKind: Connection.Kind?
    var isPresetIDElement = false
    var referenceKind: ReferenceKind = .never
    var special: Special?

    /// Whether an attribute name is a reference to another object.
    enum ReferenceKind: Sendable {
        /// Never a reference attribute.
        case never
        /// A reference on every element.
        case always
        /// A reference only on some elements (``ReferenceAttributes/isReference(_:of:)`` decides).
        case onSomeElements
    }

    /// The facts of a name no table mentions.
    static let unknown = ArchiveNameFacts()

    /// The facts of every name some table mentions.
    static let table: [String: ArchiveNameFacts] = {
        var names = Set(KnownElements.values).union(ClassMap.cocoaTouch.keys).union(ClassMap.appKit.keys)
            .union(ClassMap.watchKit.keys).union(KnownElements.connections.keys).union(KnownElements.presetIDElements)
            .union(ReferenceAttributes.anywhere)
        let elementDependent = Set(ReferenceAttributes.onElement.values.flatMap { $0 })
        names.formUnion(elementDependent)
        let specials: [String: Special] = [
            "id": .id, "reference": .reference, "scene": .scene, "scenes": .scenes, "connections": .connections,
            "customClass": .customClass, "customModule": .customModule, "customModuleProvider": .customModuleProvider,
            "userLabel": .userLabel, "key": .key,
        ]
        names.formUnion(specials.keys)
        var table: [String: ArchiveNameFacts] = [:]
        for name in names {
            table[name] = ArchiveNameFacts(
                isKnownElement: KnownElements.isKnown(name), connectionKind: KnownElements.connections[name],
                isPresetIDElement: KnownElements.presetIDElements.contains(name),
                referenceKind: ReferenceAttributes.anywhere.contains(name)
                    ? .always : elementDependent.contains(name) ? .onSomeElements : .never,
                special: specials[name])
        }
        return table
    }()
}
