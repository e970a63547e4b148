/// The result of setting an outlet or runtime attribute by name.
nonisolated package enum NibSetResult: Sendable, Hashable {
    /// Set.
    case done
    /// The object has no outlet or attribute of that name.
    case unknownKey
    /// It has one, but its type (named) cannot hold the value.
    case typeMismatch(expected: String)
}

/// A property that an outlet connection can set: what ``Outlet`` and ``WeakOutlet`` are.
package protocol NibOutletSlot: AnyObject {
    /// The Swift type the outlet holds, for messages.
    var valueTypeName: String { get }
    /// Sets the outlet when `object` has the right type.
    func connect(_ object: AnyObject?) -> NibSetResult
    /// The object the outlet holds now (for dotted key paths such as `layer.cornerRadius`).
    var currentObject: AnyObject? { get }
}

/// A property that an outlet collection appends to: what ``OutletCollection`` is.
package protocol NibOutletCollectionSlot: AnyObject {
    /// The Swift element type, for messages.
    var elementTypeName: String { get }
    /// Appends `object` when it has the right type.
    func append(_ object: AnyObject) -> NibSetResult
}

/// A property that a user-defined runtime attribute can set: what ``Inspectable`` is.
package protocol NibAttributeSlot: AnyObject {
    /// The Swift type it holds, for messages.
    var valueTypeName: String { get }
    /// Sets the value when it converts to the property's type.
    func set(_ value: NibAttributeValue) -> NibSetResult
}

/// The hand-written alternative to property wrappers: a class answers outlet, collection and
/// attribute requests by name itself (an explicit table, for code generators or classes whose
/// properties cannot be wrapped). Every requirement has a default that knows no key.
package protocol NibKeyValueCoding: AnyObject {
    /// Sets an outlet.
    func setNibOutlet(_ name: String, to object: AnyObject?) -> NibSetResult
    /// Appends to an outlet collection.
    func appendNibOutlet(_ name: String, _ object: AnyObject) -> NibSetResult
    /// Sets a runtime attribute (one key path component).
    func setNibValue(_ value: NibAttributeValue, forKey key: String) -> NibSetResult
    /// The object under a key, to follow dotted key paths; nil when unknown.
    func nibObject(forKey key: String) -> AnyObject?
}

extension NibKeyValueCoding {
    /// Knows no outlet.
    package func setNibOutlet(_ name: String, to object: AnyObject?) -> NibSetResult { .unknownKey }
    /// Knows no collection.
    package func appendNibOutlet(_ name: String, _ object: AnyObject) -> NibSetResult { .unknownKey }
    /// Knows no attribute.
    package func setNibValue(_ value: NibAttributeValue, forKey key: String) -> NibSetResult { .unknownKey }
    /// Knows no object.
    package func nibObject(forKey key: String) -> AnyObject? { nil }
}
