public import NibDiagnostics

/// An interpreted Interface Builder document: every object, keyed value, connection and reference,
/// each with its source location.
///
/// The archive is immutable and `Sendable`: many files can be read in parallel, and the decoder,
/// the linter and the command line read the same value. Objects are listed in document pre-order,
/// which is also the order UIKit sends `awakeFromNib` in.
public struct Archive: Sendable {
    /// The file, as the user named it.
    public let file: String
    /// The `<document>` attributes.
    public internal(set) var document: DocumentInfo
    /// Every object, in document order.
    public internal(set) var objects: [ArchivedObject]
    /// Every keyed value and collection, in document order.
    public internal(set) var values: [ArchivedValue]
    /// Every connection record, in document order.
    public internal(set) var connections: [Connection]
    /// Every reference attribute, in document order.
    public internal(set) var references: [Reference]
    /// Storyboard scenes, in document order (empty for a xib).
    public internal(set) var scenes: [Scene]
    /// The top-level objects: a xib's `<objects>` children, or every scene's.
    public internal(set) var topLevelObjects: [ObjectIndex]
    /// Document-level values (`dependencies`, `resources`, …).
    public internal(set) var documentValues: [ValueIndex]
    /// The object `initialViewController` names.
    public internal(set) var initialViewController: ObjectIndex?
    /// Problems found while interpreting the document.
    public internal(set) var diagnostics: [Diagnostic]
    /// Ids used by more than one object: the id and every object that carries it, in order.
    public internal(set) var duplicateIDs: [(id: String, objects: [ObjectIndex])]
    /// Elements the interpreter does not know, kept as generic values: name and first location.
    public internal(set) var unknownElements: [(element: String, count: Int, first: SourceLocation)]

    /// The object at an index.
    @inlinable public subscript(object: ObjectIndex) -> ArchivedObject { objects[object.rawValue] }
    /// The value at an index.
    @inlinable public subscript(value: ValueIndex) -> ArchivedValue { values[value.rawValue] }
    /// The scene at an index.
    @inlinable public subscript(scene: SceneIndex) -> Scene { scenes[scene.rawValue] }

    @usableFromInline var idTable: [String: ObjectIndex]
    /// For an archive assembled from another format: the id table, built on the first lookup
    /// (``idTable`` is then empty).
    @usableFromInline var deferredIDs: DeferredIDTable? = nil

    /// The first object with an id, from whichever table holds them.
    @inlinable @inline(__always)
    func lookUp(_ id: String) -> ObjectIndex? {
        if let deferredIDs { return deferredIDs.ids[id] }
        return idTable[id]
    }
    /// Per object, the position in ``references`` of its first reference attribute (an object's
    /// references are consecutive there), -1 when it has none; empty when the builder did not
    /// resolve references itself.
    @usableFromInline var firstObjectReference: [Int32] = []
    /// Every object of an id that more than one object carries (rare; used for scene-local lookup).
    @usableFromInline var sharedIDs: [String: [ObjectIndex]]

    /// The object with an id (the first one, if the id is duplicated).
    @inlinable public func object(withID id: String) -> ObjectIndex? { lookUp(id) }

    /// Resolves an id as seen from a scene: the scene's own objects first, then the whole document.
    /// Always inlined, so that a caller holding the archive in a class reads the tables in place
    /// instead of copying the whole archive value for the call; a document without duplicated
    /// ids (almost every one) hashes the id once.
    @inlinable @inline(__always)
    public func object(withID id: String, inScene scene: SceneIndex?) -> ObjectIndex? {
        if let scene, !sharedIDs.isEmpty, let candidates = sharedIDs[id] {
            for candidate in candidates where objects[candidate.rawValue].scene == scene { return candidate }
        }
        return lookUp(id)
    }

    /// The reference attribute `name` of `object` as the builder resolved it, with where it is
    /// written: an integer lookup instead of hashing the id again. Nil when the object has no such
    /// reference attribute, or when ids are duplicated (a reference is then resolved within its
    /// scene, see ``object(withID:inScene:)``). Always inlined, as that lookup is: a call from a
    /// coder, which holds the archive in a class, copied the whole archive value.
    @inlinable @inline(__always)
    package func objectReference(of object: ObjectIndex, named name: String)
        -> (target: ObjectIndex?, location: SourceLocation)?
    {
        guard sharedIDs.isEmpty, object.rawValue < firstObjectReference.count else { return nil }
        var position = Int(firstObjectReference[object.rawValue])
        guard position >= 0 else { return nil }
        while position < references.count, references[position].holder == .object(object) {
            if references[position].attribute == name {
                return (references[position].target, references[position].location)
            }
            position += 1
        }
        return nil
    }

    /// The values directly inside an object whose key (or, for keyless collections, element name)
    /// is `key`.
    public func value(forKey key: String, of object: ObjectIndex) -> ArchivedValue? {
        for index in self[object].values where self[index].lookupKey == key { return self[index] }
        return nil
    }

    /// The object directly inside `object` under `key` (for example a controller's `view`).
    public func child(forKey key: String, of object: ObjectIndex) -> ObjectIndex? {
        self[object].children.first { self[$0].key == key }
    }

    /// The members of a collection of an object (`subviews`, `constraints`, `gestureRecognizers` …).
    public func members(ofCollection name: String, of object: ObjectIndex) -> EntityList<ObjectIndex> {
        value(forKey: name, of: object)?.members ?? []
    }

    /// The connections whose source is an object.
    public func connections(from object: ObjectIndex) -> [Connection] {
        self[object].connections.map { connections[$0] }
    }

    /// Whether the document is a legacy Xcode 3/4 `<archive>` document, read through its object and
    /// connection records into the same objects, values and connections as a current one.
    public internal(set) var isLegacyFormat: Bool

    /// The storyboard scene an object lives in, following parents.
    public func scene(of object: ObjectIndex) -> SceneIndex? { self[object].scene }

    /// The ancestors of an object, innermost first.
    public func ancestors(of object: ObjectIndex) -> [ObjectIndex] {
        var result: [ObjectIndex] = []
        var current = self[object].parent
        while let next = current {
            result.append(next)
            current = self[next].parent
        }
        return result
    }

    /// The objects nested inside an object (children, their children, …) in document order.
    public func descendants(of object: ObjectIndex) -> [ObjectIndex] {
        var result: [ObjectIndex] = []
        var stack = Array(self[object].children.reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: self[next].children.reversed())
        }
        return result
    }
}
