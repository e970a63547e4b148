/// Finds ``Outlet``, ``WeakOutlet``, ``OutletCollection`` and ``Inspectable`` properties by
/// reflection, since Linux has no key-value coding.
///
/// The first instance of a class that is asked for a name is reflected with `Mirror`, walking
/// superclass mirrors, and the names of its wrapped properties (`_nameLabel` → `nameLabel`) are
/// cached per class. A name the class does not wrap is then answered from the cache without any
/// reflection. A name it does wrap needs the wrapper instance of that object, so the object is
/// reflected once per load and its slots kept in ``NibSlotCache`` until the load ends.
///
/// Measured cost (release build, 2 cores): 1.6 µs per connected outlet, about 63 µs for an object
/// with 40 wrapped outlets (one `Mirror` walk, superclasses included). Only objects that are the
/// source of an outlet, outlet collection or runtime attribute, and whose class wraps that name,
/// are reflected; stand-ins and hand-written ``NibKeyValueCoding`` tables never are. Whole-document
/// instantiation (`nibload --instantiate`) costs about as much again as reading and printing the
/// document; README's performance section has the measured ratios.
enum NibOutletReflection {
    /// Wrapped property names of a class, by kind.
    struct ClassSlots {
        var outlets: Set<String> = []
        var collections: Set<String> = []
        var attributes: Set<String> = []
        var isEmpty: Bool { outlets.isEmpty && collections.isEmpty && attributes.isEmpty }
    }

    private static var classCache: [ObjectIdentifier: ClassSlots] = [:]

    /// How many classes have been reflected (for the benchmark and tests).
    static var reflectedClassCount: Int { classCache.count }

    /// The wrapped property names of `object`'s class (reflecting it the first time).
    static func classSlots(of object: AnyObject) -> ClassSlots {
        let key = ObjectIdentifier(type(of: object))
        if let cached = classCache[key] { return cached }
        var slots = ClassSlots()
        for (name, slot) in instanceSlots(of: object) {
            if slot is any NibOutletSlot { slots.outlets.insert(name) }
            if slot is any NibOutletCollectionSlot { slots.collections.insert(name) }
            if slot is any NibAttributeSlot { slots.attributes.insert(name) }
        }
        classCache[key] = slots
        return slots
    }

    /// The wrapper instances of one object, by property name (nearest class first wins).
    static func instanceSlots(of object: AnyObject) -> [String: AnyObject] {
        var result: [String: AnyObject] = [:]
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_") else { continue }
                let value = child.value as AnyObject
                guard value is any NibOutletSlot || value is any NibOutletCollectionSlot || value is any NibAttributeSlot
                else { continue }
                let name = String(label.dropFirst())
                if result[name] == nil { result[name] = value }
            }
            mirror = current.superclassMirror
        }
        return result
    }
}

/// The slots of the objects reflected during one load (each object at most once).
final class NibSlotCache {
    private var slots: [ObjectIdentifier: [String: AnyObject]] = [:]
    /// How many objects were reflected.
    private(set) var reflectedObjects = 0

    /// The wrapper named `name` of `object`, if its class wraps that name.
    func slot(named name: String, of object: AnyObject) -> AnyObject? {
        let classSlots = NibOutletReflection.classSlots(of: object)
        guard classSlots.outlets.contains(name) || classSlots.collections.contains(name) || classSlots.attributes.contains(name)
        else { return nil }
        let key = ObjectIdentifier(object)
        if let known = slots[key] { return known[name] }
        reflectedObjects += 1
        let found = NibOutletReflection.instanceSlots(of: object)
        slots[key] = found
        return found[name]
    }
}
