/// Outlets and runtime attributes of NibKit's own classes that are plain properties rather than
/// wrapped ones (a view controller's `view`, a view's `layer.cornerRadius`): a table per class,
/// consulted after reflection, walking the class chain from the object's class up.
enum NibFrameworkKeys {
    /// How to reach one key of a class.
    struct Key {
        /// Sets the key as an outlet.
        var setOutlet: ((AnyObject, AnyObject?) -> NibSetResult)?
        /// Appends to the key as an outlet collection.
        var append: ((AnyObject, AnyObject) -> NibSetResult)?
        /// Sets the key as a runtime attribute.
        var setValue: ((AnyObject, NibAttributeValue) -> NibSetResult)?
        /// Reads the key as an object, to follow a dotted key path.
        var object: ((AnyObject) -> AnyObject?)?
    }

    @exclusivity(unchecked) private static var tables: [ObjectIdentifier: [String: Key]] = {
        var tables: [ObjectIdentifier: [String: Key]] = [:]
        NibFrameworkKeyTables.register { type, name, key in tables[ObjectIdentifier(type), default: [:]][name] = key }
        return tables
    }()

    /// The key `name` of `object`'s class or the nearest superclass that has it.
    static func key(_ name: String, of object: AnyObject) -> Key? {
        var current: AnyClass? = type(of: object)
        while let type = current {
            if let key = tables[ObjectIdentifier(type)]?[name] { return key }
            current = _getSuperclass(type)
        }
        return nil
    }

    /// Adds or replaces a key (for tests and for classes defined outside the tables file).
    static func register(_ type: AnyClass, _ name: String, _ key: Key) {
        tables[ObjectIdentifier(type), default: [:]][name] = key
    }
}
