/// Finds ``Outlet``, ``WeakOutlet``, ``OutletCollection`` and ``Inspectable`` properties by
/// reflection, since Linux has no key-value coding.
///
/// The first instance of a class that is asked for a name is reflected with `Mirror`, walking
/// superclass mirrors, and the names of its wrapped properties (`_nameLabel` → `nameLabel`) are
/// cached per class with where each wrapper sits (how many superclass mirrors up, which child). A
/// name the class does not wrap is then answered from the cache without any reflection; a name it
/// does wrap is read from that one child of the object's mirror (children are produced on demand,
/// so the dozens of other stored properties of a view are never boxed). A class with a custom
/// mirror is walked in full each time.
///
/// Only objects that are the source of an outlet, outlet collection or runtime attribute, and
/// whose class wraps that name, are reflected; stand-ins and hand-written ``NibKeyValueCoding``
/// tables never are. README's performance section has the measured cost of whole-document
/// instantiation (`nibload --instantiate`).
enum NibOutletReflection {
    /// Wrapped property names of a class, by kind, and where each wrapper sits.
    struct ClassSlots {
        var outlets: Set<String> = []
        var collections: Set<String> = []
        var attributes: Set<String> = []
        /// Superclass mirrors to climb, and the child's offset there, by name.
        var locations: [String: (depth: Int, offset: Int)] = [:]
        var isEmpty: Bool { locations.isEmpty }
    }

    private static var classCache: [ObjectIdentifier: ClassSlots] = [:]
    /// ``ClassSlots/locations`` of every class in ``classCache``, for lookups by name.
    @exclusivity(unchecked) private static var locationCache: [ObjectIdentifier: [String: (depth: Int, offset: Int)]] =
        [:]

    /// How many classes have been reflected (for the benchmark and tests).
    static var reflectedClassCount: Int { classCache.count }

    /// The wrapped property names of `object`'s class (reflecting it the first time).
    static func classSlots(of object: AnyObject) -> ClassSlots {
        let key = ObjectIdentifier(type(of: object))
        if let cached = classCache[key] { return cached }
        var slots = ClassSlots()
        var mirror: Mirror? = Mirror(reflecting: object)
        var depth = 0
        while let current = mirror {
            for (offset, child) in current.children.enumerated() {
                guard let (name, value) = wrapper(child), slots.locations[name] == nil else { continue }
                slots.locations[name] = (depth, offset)
                if value is any NibOutletSlot { slots.outlets.insert(name) }
                if value is any NibOutletCollectionSlot { slots.collections.insert(name) }
                if value is any NibAttributeSlot { slots.attributes.insert(name) }
            }
            mirror = current.superclassMirror
            depth += 1
        }
        classCache[key] = slots
        locationCache[key] = slots.locations
        return slots
    }

    /// Where the wrapper named `name` sits in `object`'s class, read in the cache in place (a copy
    /// of the class's tables per outlet cost more than the lookup).
    private static func wrapperLocation(named name: String, of object: AnyObject) -> (depth: Int, offset: Int)? {
        let key = ObjectIdentifier(type(of: object))
        if let locations = locationCache[key] { return locations[name] }
        return classSlots(of: object).locations[name]
    }

    /// The wrapper named `name` of `object`, if its class wraps that name (nearest class first).
    static func slot(named name: String, of object: AnyObject) -> AnyObject? {
        guard let location = wrapperLocation(named: name, of: object) else { return nil }
        guard !(object is any CustomReflectable) else { return instanceSlots(of: object)[name] }
        var mirror = Mirror(reflecting: object)
        for _ in 0..<location.depth {
            guard let up = mirror.superclassMirror else { return nil }
            mirror = up
        }
        let children = mirror.children
        guard let index = children.index(children.startIndex, offsetBy: location.offset, limitedBy: children.endIndex),
            index != children.endIndex, let (found, value) = wrapper(children[index]), found == name
        else { return instanceSlots(of: object)[name] }
        return value
    }

    /// The wrapper instances of one object, by property name (nearest class first wins).
    static func instanceSlots(of object: AnyObject) -> [String: AnyObject] {
        var result: [String: AnyObject] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let (name, value) = wrapper(child), result[name] == nil else { continue }
                result[name] = value
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// The property name and wrapper instance of a mirror child that is a wrapped property.
    private static func wrapper(_ child: Mirror.Child) -> (name: String, value: AnyObject)? {
        guard let label = child.label, label.hasPrefix("_") else { return nil }
        let value = child.value as AnyObject
        guard value is any NibOutletSlot || value is any NibOutletCollectionSlot || value is any NibAttributeSlot
        else { return nil }
        return (String(label.dropFirst()), value)
    }
}

/// Finds the wrappers of the objects of one load.
final class NibSlotCache {
    /// How many wrappers were found.
    private(set) var reflectedObjects = 0

    /// The wrapper named `name` of `object`, if its class wraps that name.
    func slot(named name: String, of object: AnyObject) -> AnyObject? {
        guard let found = NibOutletReflection.slot(named: name, of: object) else { return nil }
        reflectedObjects += 1
        return found
    }
}
