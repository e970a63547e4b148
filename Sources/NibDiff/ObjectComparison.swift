import NibArchive
import NibDiagnostics

extension DiffContext {
    /// Collections whose order shows: subviews (drawing order, stack view arrangement) and bar items.
    static let orderedCollections = ["subviews", "items"]

    /// Reports a collection whose members, those in both versions, come in another order.
    mutating func compareOrder(old was: ArchivedObject, new object: ArchivedObject, name: String) {
        for collection in Self.orderedCollections {
            let before = old.members(ofCollection: collection, of: was.index).compactMap { new(of: $0) }
            let after = new.members(ofCollection: collection, of: object.index).filter { old(of: $0) != nil }
            guard before.count == after.count, before != after else { continue }
            let archive = new
            func names(_ list: [ObjectIndex]) -> String {
                list.map { ObjectNaming.name($0, in: archive) }.joined(separator: ", ")
            }
            add(
                DiffChange(
                    kind: .objectMoved,
                    message: "\(name): \(collection) reordered: \(names(after)) (was \(names(before)))",
                    objectID: object.id, property: collection,
                    location: new.value(forKey: collection, of: object.index)?.location ?? object.location,
                    oldLocation: was.location))
        }
    }

    /// Attributes that are compared elsewhere (identity, class, place) or not at all.
    static let structuralAttributes: Set<String> = [
        "id", "customClass", "customModule", "customModuleProvider", "key", "sceneMemberID",
    ]
    /// Attributes IB rewrites on its own when it saves.
    static let noiseAttributes: Set<String> = ["misplaced", "ambiguous"]

    mutating func compareObjects() {
        for object in new.objects {
            guard let oldIndex = old(of: object.index) else {
                if let parent = object.parent, old(of: parent) == nil { continue }
                if object.parent == nil, let scene = object.scene,
                    !old.scenes.contains(where: { $0.sceneID == new[scene].sceneID })
                {
                    continue
                }
                let inside = new.descendants(of: object.index).count
                add(
                    DiffChange(
                        kind: .objectAdded,
                        message:
                            "\(ObjectNaming.name(object.index, in: new)) added\(placeText(object.index, in: new))\(insideText(inside))\(connectionText(object.index, in: new))",
                        objectID: object.id, location: object.location))
                continue
            }
            compare(old: old[oldIndex], new: object)
        }
        for object in old.objects where new(of: object.index) == nil {
            if let parent = object.parent, new(of: parent) == nil { continue }
            if object.parent == nil, let scene = object.scene,
                !new.scenes.contains(where: { $0.sceneID == old[scene].sceneID })
            {
                continue
            }
            let inside = old.descendants(of: object.index).count
            add(
                DiffChange(
                    kind: .objectRemoved,
                    message:
                        "\(ObjectNaming.name(object.index, in: old)) removed\(placeText(object.index, in: old))\(insideText(inside))\(connectionText(object.index, in: old))",
                    objectID: object.id, location: newPlace(forOld: object.index), oldLocation: object.location))
        }
    }

    func insideText(_ count: Int) -> String {
        count == 0 ? "" : count == 1 ? " with 1 object inside" : " with \(count) objects inside"
    }

    /// ` and 2 connections` for the connections of an added or removed object and its contents.
    func connectionText(_ index: ObjectIndex, in archive: Archive) -> String {
        let count = ([index] + archive.descendants(of: index)).reduce(0) { $0 + archive[$1].connections.count }
        return count == 0 ? "" : count == 1 ? ", 1 connection" : ", \(count) connections"
    }

    /// `in subviews of UIView (id x)`, `as view of …`, `in scene abc`, `at the top level`.
    func place(_ index: ObjectIndex, in archive: Archive) -> String {
        let object = archive[index]
        guard let parent = object.parent else {
            if let scene = object.scene { return "in scene \(archive[scene].sceneID)" }
            return "at the top level"
        }
        let slot = object.collection.map { "in \($0) of" } ?? object.key.map { "as \($0) of" } ?? "in"
        return "\(slot) \(ObjectNaming.name(parent, in: archive))"
    }

    /// ` (in subviews of …)`.
    func placeText(_ index: ObjectIndex, in archive: Archive) -> String { " (" + place(index, in: archive) + ")" }

    /// Compares one object present in both documents: its place, class, attributes, order and values.
    mutating func compare(old was: ArchivedObject, new object: ArchivedObject) {
        let name = ObjectNaming.name(object.index, in: new)
        comparePlace(old: was, new: object, name: name)
        compareClass(old: was, new: object, name: name)
        compareAttributes(old: was, new: object, name: name)
        compareOrder(old: was, new: object, name: name)
        compareValues(
            old: ValueTable(values: was.values, in: old), new: ValueTable(values: object.values, in: new), owner: name,
            objectID: object.id, fallback: object.location)
    }

    /// Whether the object moved to another parent, slot or scene.
    private mutating func comparePlace(old was: ArchivedObject, new object: ArchivedObject, name: String) {
        let oldParent = was.parent.map { old[$0].id }
        let newParent = object.parent.map { new[$0].id }
        let oldScene = was.scene.map { old[$0].sceneID }
        let newScene = object.scene.map { new[$0].sceneID }
        if oldParent != newParent || was.key != object.key || was.collection != object.collection
            || (oldParent == nil && oldScene != newScene)
        {
            add(
                DiffChange(
                    kind: .objectMoved,
                    message: "\(name) moved: now \(place(object.index, in: new)) (was \(place(was.index, in: old)))",
                    objectID: object.id, location: object.location, oldLocation: was.location))
        }
    }

    /// Whether the object's custom class, module or element changed.
    private mutating func compareClass(old was: ArchivedObject, new object: ArchivedObject, name: String) {
        if was.customClass != object.customClass || was.customModule != object.customModule {
            let now = object.qualifiedCustomClass ?? "no custom class (\(object.defaultClass ?? object.element))"
            let then = was.qualifiedCustomClass ?? "no custom class (\(was.defaultClass ?? was.element))"
            add(
                DiffChange(
                    kind: .customClassChanged,
                    message: "\(ObjectNaming.name(was.index, in: old)): custom class is now \(now) (was \(then))",
                    objectID: object.id, property: "customClass", oldValue: was.qualifiedCustomClass,
                    newValue: object.qualifiedCustomClass,
                    location: object.attributes.attribute(named: "customClass")?.location ?? object.location,
                    oldLocation: was.location))
        }
        if was.element != object.element {
            add(
                DiffChange(
                    kind: .customClassChanged,
                    message: "\(name): element is now <\(object.element)> (was <\(was.element)>)",
                    objectID: object.id, property: "element", oldValue: was.element, newValue: object.element,
                    location: object.location,
                    oldLocation: was.location))
        }
    }

    /// Attributes set, changed, removed or reordered (structural attributes excepted).
    private mutating func compareAttributes(old was: ArchivedObject, new object: ArchivedObject, name: String) {
        var oldAttributes: [String: String] = [:]
        for attribute in was.attributes where !Self.structuralAttributes.contains(attribute.name) {
            oldAttributes[attribute.name] = attribute.value
        }
        var seen: Set<String> = []
        for attribute in object.attributes where !Self.structuralAttributes.contains(attribute.name) {
            seen.insert(attribute.name)
            let noise = Self.noiseAttributes.contains(attribute.name)
            guard let then = oldAttributes[attribute.name] else {
                add(
                    DiffChange(
                        kind: .attributeChanged,
                        message: "\(name): \(attribute.name) set to \(ObjectNaming.quoted(attribute.value))",
                        isNoise: noise,
                        objectID: object.id, property: attribute.name, newValue: attribute.value,
                        location: attribute.location))
                continue
            }
            guard then != attribute.value else { continue }
            add(
                DiffChange(
                    kind: .attributeChanged,
                    message:
                        "\(ObjectNaming.name(was.index, in: old)): \(attribute.name) is now \(ObjectNaming.quoted(attribute.value)) (was \(ObjectNaming.quoted(then)))",
                    isNoise: noise, objectID: object.id, property: attribute.name, oldValue: then,
                    newValue: attribute.value,
                    location: attribute.location, oldLocation: was.attributes.attribute(named: attribute.name)?.location
                ))
        }
        for attribute in was.attributes
        where !Self.structuralAttributes.contains(attribute.name) && !seen.contains(attribute.name) {
            add(
                DiffChange(
                    kind: .attributeChanged,
                    message: "\(name): \(attribute.name) removed (was \(ObjectNaming.quoted(attribute.value)))",
                    isNoise: Self.noiseAttributes.contains(attribute.name), objectID: object.id,
                    property: attribute.name,
                    oldValue: attribute.value, location: object.location, oldLocation: attribute.location))
        }
        let oldOrder = was.attributes.map(\.name).filter { object.attributes[named: $0] != nil }
        let newOrder = object.attributes.map(\.name).filter { was.attributes[named: $0] != nil }
        if oldOrder != newOrder {
            add(
                DiffChange(
                    kind: .formatting, message: "\(name): attributes reordered", isNoise: true, objectID: object.id,
                    location: object.location, oldLocation: was.location))
        }
    }
}
