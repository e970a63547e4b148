/// Remembers, per class, that it does not adopt ``NibKeyValueCoding`` or ``NibRecording``, so that
/// wiring an outlet to an object of a class that adopts neither (nearly every one) costs a table
/// lookup rather than a cast to each protocol: the runtime's conformance lookup, even when it has
/// the answer cached, cost more than the rest of connecting the outlet.
enum NibConformanceCache {
    private static var notKeyValueCoding: Set<ObjectIdentifier> = []
    private static var notRecording: Set<ObjectIdentifier> = []

    /// `object` as ``NibKeyValueCoding``, if its class adopts it.
    static func keyValueCoding(_ object: AnyObject) -> (any NibKeyValueCoding)? {
        let key = ObjectIdentifier(type(of: object))
        if notKeyValueCoding.contains(key) { return nil }
        guard let coding = object as? any NibKeyValueCoding else {
            notKeyValueCoding.insert(key)
            return nil
        }
        return coding
    }

    /// `object` as ``NibRecording``, if its class adopts it.
    static func recording(_ object: AnyObject) -> (any NibRecording)? {
        let key = ObjectIdentifier(type(of: object))
        if notRecording.contains(key) { return nil }
        guard let recording = object as? any NibRecording else {
            notRecording.insert(key)
            return nil
        }
        return recording
    }
}
