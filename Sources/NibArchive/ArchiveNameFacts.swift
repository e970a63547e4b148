/// What the archive builder needs to know about an element or attribute name, gathered from the
/// vocabulary tables once per process, so that a document costs one table probe per distinct name
/// and the per-element work compares integers instead of strings.
struct ArchiveNameFacts: Sendable {
    /// Names the builder compares elements and attributes against, by name index.
    enum Special: Sendable {
        case id, reference, scene, scenes, connections, customClass, customModule, customModuleProvider, userLabel, key
        case destination, target, initialViewController
    }

    /// Elements that can stand for a placeholder object.
    enum PlaceholderElement: Sendable {
        /// `<placeholder>`: File's Owner, First Responder or an external object.
        case placeholder
        /// `<customObject>`, a placeholder in AppKit documents (or with a negative id).
        case customObject
        /// `<exit>`, a scene's Exit.
        case exit
        /// `<viewControllerPlaceholder>` or `<controllerPlaceholder>`, a storyboard reference.
        case storyboardReference
    }

    var isKnownElement = false
    var connectionKind: Connection.Kind?
    var isPresetIDElement = false
    var referenceKind: ReferenceKind = .never
    var special: Special?
    var placeholderElement: PlaceholderElement?
    /// As an attribute name: the field of a connection record it fills.
    var connectionField: ConnectionField?
    /// As an element name: its bit in ``ReferenceAttributes/onElement`` (0 when not there).
    var referenceElementBit: UInt8 = 0
    /// As an attribute name: the bits of the elements on which it is a reference.
    var referenceOnElements: UInt8 = 0
    /// As an attribute name: its rank in ``TellingAttribute/names`` (-1 when not there).
    var tellingRank: Int8 = -1

    /// Whether an attribute name is a reference to another object.
    enum ReferenceKind: Sendable {
        /// Never a reference attribute.
        case never
        /// A reference on every element.
        case always
        /// A reference only on some elements (``referenceOnElements`` says which).
        case onSomeElements
    }

    /// The attributes of a connection element that its record holds as fields.
    enum ConnectionField: Int, Sendable, CaseIterable {
        case id, destination, target, property, name, selector, eventType, collectionClass, kind, identifier
        case relationship, unwindAction, customClass, customModule, modalPresentationStyle, modalTransitionStyle
        case animates, popoverAnchorView, popoverAnchorBarButtonItem

        /// The attribute name (the case's own name, spelled out: `String(describing:)` reflects).
        var attributeName: String {
            switch self {
            case .id: "id"
            case .destination: "destination"
            case .target: "target"
            case .property: "property"
            case .name: "name"
            case .selector: "selector"
            case .eventType: "eventType"
            case .collectionClass: "collectionClass"
            case .kind: "kind"
            case .identifier: "identifier"
            case .relationship: "relationship"
            case .unwindAction: "unwindAction"
            case .customClass: "customClass"
            case .customModule: "customModule"
            case .modalPresentationStyle: "modalPresentationStyle"
            case .modalTransitionStyle: "modalTransitionStyle"
            case .animates: "animates"
            case .popoverAnchorView: "popoverAnchorView"
            case .popoverAnchorBarButtonItem: "popoverAnchorBarButtonItem"
            }
        }
    }

    /// The facts of a name no table mentions.
    static let unknown = ArchiveNameFacts()

    /// The facts of a name (``unknown`` when no table mentions it).
    static func of(_ name: String) -> ArchiveNameFacts { table.facts(of: name) ?? .unknown }

    /// The facts of each of `names`, in order (one table access for them all).
    static func of(each names: [String]) -> [ArchiveNameFacts] {
        let table = self.table
        return names.map { table.facts(of: $0) ?? .unknown }
    }

    /// The facts of every name some table mentions.
    private static let table = NameTable(all())

    /// Every name some table mentions with its facts, gathered table by table: one dictionary
    /// access per table entry (a name asked of every table in turn cost a tiny document's start-up
    /// about 3 million instructions).
    private static func all() -> [(String, ArchiveNameFacts)] {
        var gathered = Gathered()
        for name in KnownElements.values { gathered.update(name) { $0.isKnownElement = true } }
        for classes in [ClassMap.cocoaTouch, ClassMap.appKit, ClassMap.watchKit] {
            for name in classes.keys { gathered.update(name) { $0.isKnownElement = true } }
        }
        for (name, kind) in KnownElements.connections { gathered.update(name) { $0.connectionKind = kind } }
        for name in KnownElements.presetIDElements { gathered.update(name) { $0.isPresetIDElement = true } }
        for name in ReferenceAttributes.anywhere { gathered.update(name) { $0.referenceKind = .always } }
        for (element, names) in ReferenceAttributes.onElement {
            let bit = ReferenceAttributes.elementBits[element] ?? 0
            for name in names {
                gathered.update(name) { facts in
                    if facts.referenceKind == .never { facts.referenceKind = .onSomeElements }
                    facts.referenceOnElements |= bit
                }
            }
        }
        let specials: [(String, Special)] = [
            ("id", .id), ("reference", .reference), ("scene", .scene), ("scenes", .scenes),
            ("connections", .connections), ("customClass", .customClass), ("customModule", .customModule),
            ("customModuleProvider", .customModuleProvider), ("userLabel", .userLabel), ("key", .key),
            ("destination", .destination), ("target", .target), ("initialViewController", .initialViewController),
        ]
        for (name, special) in specials { gathered.update(name) { $0.special = special } }
        let placeholders: [(String, PlaceholderElement)] = [
            ("placeholder", .placeholder), ("customObject", .customObject), ("exit", .exit),
            ("viewControllerPlaceholder", .storyboardReference), ("controllerPlaceholder", .storyboardReference),
        ]
        for (name, element) in placeholders { gathered.update(name) { $0.placeholderElement = element } }
        for field in ConnectionField.allCases { gathered.update(field.attributeName) { $0.connectionField = field } }
        for (rank, name) in TellingAttribute.names.enumerated() where rank <= Int(Int8.max) {
            gathered.update(name) { facts in if facts.tellingRank < 0 { facts.tellingRank = Int8(rank) } }
        }
        // Element bits only for names already gathered, as an element that no table names needs none.
        for (name, bit) in ReferenceAttributes.elementBits {
            gathered.updateIfPresent(name) { $0.referenceElementBit = bit }
        }
        return gathered.entries
    }

    /// Names with their facts in the order first met, and where each one stands.
    private struct Gathered {
        var entries: [(String, ArchiveNameFacts)] = []
        var positions: [String: Int] = [:]

        /// Room for the vocabulary's names (about 400), so that the dictionary is not rehashed as
        /// it grows.
        init() {
            entries.reserveCapacity(512)
            positions.reserveCapacity(512)
        }

        mutating func update(_ name: String, _ change: (inout ArchiveNameFacts) -> Void) {
            let position: Int
            if let found = positions[name] {
                position = found
            } else {
                position = entries.count
                positions[name] = position
                entries.append((name, ArchiveNameFacts()))
            }
            change(&entries[position].1)
        }

        mutating func updateIfPresent(_ name: String, _ change: (inout ArchiveNameFacts) -> Void) {
            if let position = positions[name] { change(&entries[position].1) }
        }
    }
}

/// A fixed table from names to facts: open addressing over a hash of the UTF-8 bytes, at most half
/// full, so a probe ends at an empty slot after a bounded run whatever the name looked up (the
/// table's contents, not the document, decide how long a run can be).
private struct NameTable: Sendable {
    private let slots: [Int32]
    private let names: [String]
    private let facts: [ArchiveNameFacts]
    private let mask: Int

    init(_ entries: [(String, ArchiveNameFacts)]) {
        var size = 16
        while size < entries.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (position, entry) in entries.enumerated() {
            var slot = Self.hash(entry.0) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position)
        }
        self.slots = slots
        names = entries.map(\.0)
        facts = entries.map(\.1)
        mask = size - 1
    }

    func facts(of name: String) -> ArchiveNameFacts? {
        var slot = Self.hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { return nil }
            if names[entry] == name { return facts[entry] }
            slot = (slot + 1) & mask
        }
    }

    /// A hash of the length and of the first and last eight UTF-8 bytes (FNV-1a): enough to
    /// spread the vocabulary, and a long name costs no more than a short one.
    private static func hash(_ name: String) -> Int {
        let hash =
            name.utf8.withContiguousStorageIfAvailable { bytes in
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
                for byte in bytes.prefix(8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                for byte in bytes.suffix(8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                return hash
            } ?? UInt64(truncatingIfNeeded: name.utf8.count)
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
