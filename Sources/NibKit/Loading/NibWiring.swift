/// Sets outlets, outlet collections and runtime attributes by name, without key-value coding.
///
/// A name is looked for, in order: among the object's wrapped properties (``Outlet``,
/// ``WeakOutlet``, ``OutletCollection``, ``Inspectable``, found by reflection); through
/// ``NibKeyValueCoding`` when the class adopts it; in NibKit's own key tables for plain framework
/// properties. An object that knows no such name answers ``NibSetResult/unknownKey``; the caller
/// then records it on a stand-in or fails the load.
final class NibWiring {
    let slots = NibSlotCache()

    /// Sets outlet `name` of `object`.
    func setOutlet(_ name: String, of object: AnyObject, to destination: AnyObject?) -> NibSetResult {
        if let slot = slots.slot(named: name, of: object) as? any NibOutletSlot {
            return slot.connect(destination)
        }
        if let coding = NibConformanceCache.keyValueCoding(object) {
            let result = coding.setNibOutlet(name, to: destination)
            if result != .unknownKey { return result }
        }
        if let setter = NibFrameworkKeys.key(name, of: object)?.setOutlet { return setter(object, destination) }
        return .unknownKey
    }

    /// Appends `element` to outlet collection `name` of `object`.
    func append(_ name: String, of object: AnyObject, _ element: AnyObject) -> NibSetResult {
        if let slot = slots.slot(named: name, of: object) as? any NibOutletCollectionSlot {
            return slot.append(element)
        }
        if let coding = NibConformanceCache.keyValueCoding(object) {
            let result = coding.appendNibOutlet(name, element)
            if result != .unknownKey { return result }
        }
        if let append = NibFrameworkKeys.key(name, of: object)?.append { return append(object, element) }
        return .unknownKey
    }

    /// Sets the runtime attribute at a dotted key path (`layer.cornerRadius`): every component but
    /// the last names an object to descend into.
    func setValue(_ value: NibAttributeValue, keyPath: String, of object: AnyObject) -> NibSetResult {
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = components.last, !last.isEmpty else { return .unknownKey }
        var target: AnyObject = object
        for component in components.dropLast() {
            guard let next = self.object(component, of: target) else { return .unknownKey }
            target = next
        }
        if let slot = slots.slot(named: last, of: target) as? any NibAttributeSlot { return slot.set(value) }
        if let coding = NibConformanceCache.keyValueCoding(target) {
            let result = coding.setNibValue(value, forKey: last)
            if result != .unknownKey { return result }
        }
        if let setter = NibFrameworkKeys.key(last, of: target)?.setValue { return setter(target, value) }
        return .unknownKey
    }

    /// The object under key `name` of `object`, to follow a key path.
    func object(_ name: String, of object: AnyObject) -> AnyObject? {
        if let slot = slots.slot(named: name, of: object) as? any NibOutletSlot { return slot.currentObject }
        if let coding = NibConformanceCache.keyValueCoding(object), let found = coding.nibObject(forKey: name) {
            return found
        }
        return NibFrameworkKeys.key(name, of: object)?.object?(object)
    }
}
