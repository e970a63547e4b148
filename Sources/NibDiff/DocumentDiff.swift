public import NibArchive
import NibDiagnostics

/// Compares two versions of one document, matching objects, connections and scenes by id.
public enum DocumentDiff {
    /// Every difference between two versions, in the new file's order; IB save noise included,
    /// marked ``DiffChange/isNoise``.
    /// - Parameters:
    ///   - old: The old version.
    ///   - new: The new version.
    ///   - textsDiffer: Whether the files' bytes differ (a formatting change when nothing else does).
    public static func changes(from old: Archive, to new: Archive, textsDiffer: Bool = true) -> [DiffChange] {
        var context = DiffContext(old: old, new: new)
        context.compareDocument()
        context.compareScenes()
        context.compareObjects()
        ConnectionComparison.compare(&context)
        if context.changes.isEmpty, textsDiffer {
            context.changes.append(
                DiffChange(kind: .formatting, message: "the files differ only in formatting", isNoise: true))
        }
        return context.changes.enumerated().sorted { lhs, rhs in
            let a = lhs.element.location ?? lhs.element.oldLocation
            let b = rhs.element.location ?? rhs.element.oldLocation
            switch (a, b) {
            case (let a?, let b?) where a.line != b.line || a.column != b.column:
                return a.line != b.line ? a.line < b.line : a.column < b.column
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}

/// The state of one comparison.
struct DiffContext {
    let old: Archive
    let new: Archive
    var changes: [DiffChange] = []

    /// For each new object, the old object with the same id (the k-th carrier of a duplicated id
    /// matches the k-th), and the other way round.
    let oldMatch: [ObjectIndex?]
    let newMatch: [ObjectIndex?]

    init(old: Archive, new: Archive) {
        self.old = old
        self.new = new
        var oldByID: [String: [ObjectIndex]] = [:]
        for object in old.objects { oldByID[object.id, default: []].append(object.index) }
        var used: [String: Int] = [:]
        var oldMatch = [ObjectIndex?](repeating: nil, count: new.objects.count)
        var newMatch = [ObjectIndex?](repeating: nil, count: old.objects.count)
        for object in new.objects {
            let position = used[object.id, default: 0]
            used[object.id] = position + 1
            guard let candidates = oldByID[object.id], position < candidates.count else { continue }
            oldMatch[object.index.rawValue] = candidates[position]
            newMatch[candidates[position].rawValue] = object.index
        }
        self.oldMatch = oldMatch
        self.newMatch = newMatch
    }

    /// The old version of a new object.
    func old(of index: ObjectIndex) -> ObjectIndex? { oldMatch[index.rawValue] }
    /// The new version of an old object.
    func new(of index: ObjectIndex) -> ObjectIndex? { newMatch[index.rawValue] }

    mutating func add(_ change: DiffChange) { changes.append(change) }

    /// Where a change concerning an old object is in the new file: the object, else its nearest
    /// ancestor that survives, else its scene.
    func newPlace(forOld index: ObjectIndex) -> SourceLocation? {
        var current: ObjectIndex? = index
        while let candidate = current {
            if let survivor = new(of: candidate) { return new[survivor].location }
            current = old[candidate].parent
        }
        if let scene = old[index].scene, let survivor = new.scenes.first(where: { $0.sceneID == old[scene].sceneID }) {
            return survivor.location
        }
        return nil
    }

    // MARK: document

    static let noiseDocumentAttributes: Set<String> = ["toolsVersion", "systemVersion"]

    mutating func compareDocument() {
        let oldAttributes = old.documentAttributes
        let newAttributes = new.documentAttributes
        for (name, value) in newAttributes where oldAttributes[name] != value {
            let noise = Self.noiseDocumentAttributes.contains(name)
            let message =
                if let was = oldAttributes[name] {
                    name == "initialViewController"
                        ? "the initial view controller is now \(describe(newID: value)) (was \(describe(oldID: was)))"
                        : "document \(name) is now \(ObjectNaming.quoted(value)) (was \(ObjectNaming.quoted(was)))"
                } else {
                    name == "initialViewController"
                        ? "the initial view controller is now \(describe(newID: value))"
                        : "document \(name) set to \(ObjectNaming.quoted(value))"
                }
            add(
                DiffChange(
                    kind: .documentChanged, message: message, isNoise: noise, property: name,
                    oldValue: oldAttributes[name], newValue: value))
        }
        for (name, value) in oldAttributes where newAttributes[name] == nil {
            let message =
                name == "initialViewController"
                ? "the document no longer has an initial view controller (was \(describe(oldID: value)))"
                : "document \(name) removed (was \(ObjectNaming.quoted(value)))"
            add(
                DiffChange(
                    kind: .documentChanged, message: message, isNoise: Self.noiseDocumentAttributes.contains(name),
                    property: name, oldValue: value))
        }
        compareValues(
            old: ValueTable(values: old.documentValues, in: old, skippingKeys: ["canvasLocation"]),
            new: ValueTable(values: new.documentValues, in: new, skippingKeys: ["canvasLocation"]),
            owner: "document", objectID: nil, fallback: nil)
    }

    func describe(newID id: String) -> String {
        new.object(withID: id).map { ObjectNaming.name($0, in: new) } ?? "id \(id)"
    }
    func describe(oldID id: String) -> String {
        old.object(withID: id).map { ObjectNaming.name($0, in: old) } ?? "id \(id)"
    }

    // MARK: scenes

    mutating func compareScenes() {
        let oldScenes = Dictionary(old.scenes.map { ($0.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
        let newScenes = Dictionary(new.scenes.map { ($0.sceneID, $0) }, uniquingKeysWith: { first, _ in first })
        for scene in new.scenes {
            guard let was = oldScenes[scene.sceneID] else {
                add(
                    DiffChange(
                        kind: .sceneAdded,
                        message: "scene \(sceneName(scene, in: new)) added\(objectCount(scene, in: new))",
                        objectID: scene.sceneID,
                        location: scene.location))
                continue
            }
            if was.canvasLocation != scene.canvasLocation {
                let position = scene.canvasLocation.map { "x=\($0.x.compactText) y=\($0.y.compactText)" } ?? "none"
                let before = was.canvasLocation.map { "x=\($0.x.compactText) y=\($0.y.compactText)" } ?? "none"
                add(
                    DiffChange(
                        kind: .sceneMoved,
                        message:
                            "scene \(sceneName(scene, in: new)) moved on the canvas to \(position) (was \(before))",
                        isNoise: true, objectID: scene.sceneID, property: "canvasLocation", oldValue: before,
                        newValue: position,
                        location: scene.location, oldLocation: was.location))
            }
        }
        for scene in old.scenes where newScenes[scene.sceneID] == nil {
            add(
                DiffChange(
                    kind: .sceneRemoved,
                    message: "scene \(sceneName(scene, in: old)) removed\(objectCount(scene, in: old))",
                    objectID: scene.sceneID,
                    oldLocation: scene.location))
        }
    }

    /// ` with 7 objects`.
    func objectCount(_ scene: Scene, in archive: Archive) -> String {
        let count = scene.objects.reduce(0) { $0 + 1 + archive.descendants(of: $1).count }
        return count == 1 ? " with 1 object" : " with \(count) objects"
    }

    func sceneName(_ scene: Scene, in archive: Archive) -> String {
        let controller = scene.objects.first { !archive[$0].isPlaceholder }
        return controller.map { "\(scene.sceneID) (\(ObjectNaming.name($0, in: archive)))" } ?? scene.sceneID
    }

    // MARK: values

    mutating func compareValues(
        old oldTable: ValueTable, new newTable: ValueTable, owner: String, objectID: String?, fallback: SourceLocation?
    ) {
        for entry in newTable.entries {
            guard let was = oldTable[entry.path] else {
                addOneSided(entry, added: true, owner: owner, objectID: objectID, fallback: fallback)
                continue
            }
            let fullOld = was.rendered
            let fullNew = entry.rendered
            guard fullOld != fullNew else { continue }
            let oldRendered = ObjectNaming.shortened(fullOld)
            let newRendered = ObjectNaming.shortened(fullNew)
            var noise = Self.isNoiseValue(entry.path)
            if entry.element == "color", was.element == "color",
                ColorEquivalence.sameColor(was.attributes, entry.attributes)
            {
                noise = true
            }
            let (property, before, after) =
                Self.singleAttributeChange(from: was, to: entry) ?? (entry.path, oldRendered, newRendered)
            add(
                DiffChange(
                    kind: objectID == nil ? .documentChanged : .valueChanged,
                    message: "\(owner): \(property) is now \(after) (was \(before))",
                    isNoise: noise, objectID: objectID, property: property, oldValue: oldRendered,
                    newValue: newRendered,
                    location: entry.location, oldLocation: was.location))
        }
        for entry in oldTable.entries where newTable[entry.path] == nil {
            addOneSided(entry, added: false, owner: owner, objectID: objectID, fallback: fallback)
        }
    }

    /// A value only one side has: `set to` it when it was `added` (at its own position), or
    /// `removed (was …)` (at `fallback`, the owner's position in the new document).
    private mutating func addOneSided(
        _ entry: ValueTable.Entry, added: Bool, owner: String, objectID: String?, fallback: SourceLocation?
    ) {
        let rendered = ObjectNaming.shortened(entry.rendered)
        add(
            DiffChange(
                kind: objectID == nil ? .documentChanged : .valueChanged,
                message: "\(owner): \(entry.path) " + (added ? "set to \(rendered)" : "removed (was \(rendered))"),
                isNoise: Self.isNoiseValue(entry.path), objectID: objectID, property: entry.path,
                oldValue: added ? nil : rendered, newValue: added ? rendered : nil,
                location: added ? entry.location : fallback, oldLocation: added ? nil : entry.location))
    }

    /// When a value changed in exactly one attribute (and not in its text): the property named by
    /// that attribute, and its quoted old and new values.
    private static func singleAttributeChange(
        from was: ValueTable.Entry, to entry: ValueTable.Entry
    ) -> (property: String, before: String, after: String)? {
        let names = Set(entry.attributes.map(\.name)).union(was.attributes.map(\.name))
        let differing = names.filter { entry.attribute($0) != was.attribute($0) }
        guard differing.count == 1, let name = differing.first, was.text == entry.text,
            let now = entry.attribute(name), let then = was.attribute(name)
        else { return nil }
        return (entry.path + " " + name, ObjectNaming.quoted(then), ObjectNaming.quoted(now))
    }

    /// Values IB rewrites on save: plug-in versions and capabilities.
    static func isNoiseValue(_ path: String) -> Bool {
        path.hasPrefix("dependencies › plugIn") || path.hasPrefix("dependencies › capability")
    }
}

extension Archive {
    /// The `<document>` element's attributes that the archive keeps, by name.
    var documentAttributes: [String: String] {
        var result: [String: String] = [:]
        let info = document
        for (name, value) in [
            ("type", info.type), ("version", info.version), ("toolsVersion", info.toolsVersion),
            ("targetRuntime", info.targetRuntime), ("propertyAccessControl", info.propertyAccessControl),
            ("initialViewController", info.initialViewControllerID),
        ] {
            if let value { result[name] = value }
        }
        if info.useAutolayout { result["useAutolayout"] = "YES" }
        if info.useTraitCollections { result["useTraitCollections"] = "YES" }
        if info.useSafeAreas { result["useSafeAreas"] = "YES" }
        return result
    }
}

extension Double {
    /// The number without a trailing `.0`.
    var compactText: String { Int(exactly: self).map(String.init) ?? String(self) }
}
