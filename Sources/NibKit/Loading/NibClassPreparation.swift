/// Runs ``NibClassPreparing/prepareClass()`` once per class, superclasses first.
///
/// The prepared set is process-wide, like `+initialize`: a class is prepared once, whichever
/// registry or loader first instantiates it.
enum NibClassPreparation {
    @exclusivity(unchecked) private static var prepared: Set<ObjectIdentifier> = []
    /// The class last found prepared: objects of one class come in runs (a view's constraints),
    /// and comparing with it is cheaper than hashing into ``prepared``.
    private static var lastPrepared: ObjectIdentifier?

    /// Prepares `type` and every superclass that adopts ``NibClassPreparing`` and has not been
    /// prepared yet, root class first.
    static func prepare(_ type: AnyClass) {
        let identifier = ObjectIdentifier(type)
        if identifier == lastPrepared { return }
        guard !prepared.contains(identifier) else {
            lastPrepared = identifier
            return
        }
        var chain: [AnyClass] = []
        var current: AnyClass? = type
        while let next = current {
            chain.append(next)
            current = _getSuperclass(next)
        }
        for candidate in chain.reversed() where !prepared.contains(ObjectIdentifier(candidate)) {
            prepared.insert(ObjectIdentifier(candidate))
            if let preparing = candidate as? any NibClassPreparing.Type { preparing.prepareClass() }
        }
    }

    /// Forgets that `types` were prepared, so a test can watch their hooks run whatever ran before
    /// it in the process (for tests).
    static func forget(_ types: [AnyClass]) {
        for type in types { prepared.remove(ObjectIdentifier(type)) }
        lastPrepared = nil
    }

    /// Whether a class has been prepared (for tests).
    static func isPrepared(_ type: AnyClass) -> Bool { prepared.contains(ObjectIdentifier(type)) }
}
