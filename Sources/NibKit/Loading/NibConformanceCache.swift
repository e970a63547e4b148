/// Remembers, per class, that it does not adopt ``NibKeyValueCoding`` or ``NibRecording``, so that
/// wiring an outlet to an object of a class that adopts neither (nearly every one) costs a table
/// lookup rather than a cast to each protocol: the runtime's conformance lookup, even when it has
/// the answer cached, cost more than the rest of connecting the outlet.
enum NibConformanceCache {
    private static var notKeyValueCoding: Set<ObjectIdentifier> = []
    private static var notRecording: Set<ObjectIdentifier> = []

    /// `object` as ``NibKeyValueCoding``, if its class adopts it.
    static func keyValueCoding(_ object: AnyObject) -> (any NibKeyValueCoding)? {
        cast(object, unlessIn: &notKeyValueCoding) { $0 as? any NibKeyValueCoding }
    }

    /// `object` as ``NibRecording``, if its class adopts it.
    static func recording(_ object: AnyObject) -> (any NibRecording)? {
        cast(object, unlessIn: &notRecording) { $0 as? any NibRecording }
    }

    /// `object` through `cast`, unless its class is in `refused`, where a class goes the first
    /// time the cast fails.
    private static func cast<Target>(
        _ object: AnyObject, unlessIn refused: inout Set<ObjectIdentifier>, _ cast: (AnyObject) -> Target?
    ) -> Target? {
        let key = ObjectIdentifier(type(of: object))
        if refused.contains(key) { return nil }
        guard let result = cast(object) else {
            refused.insert(key)
            return nil
        }
        return result
    }
}
