/// An action a class declares in its ``ActionTable``, as the loader and the runtime see it.
nonisolated public struct DeclaredAction: Hashable, CustomStringConvertible {
    /// The action's name (`addItem:`).
    public let name: ActionName
    /// The sender type the action requires, when it names one.
    public let senderType: AnyClass?
    /// Whether it is an unwind action (its sender is the ``StoryboardSegue``).
    public let isUnwind: Bool

    /// Whether `sender` may send the action: any sender when the action names no type, else an
    /// instance of ``senderType`` (or a subclass).
    public func accepts(sender: AnyObject?) -> Bool {
        guard let senderType else { return true }
        guard let sender else { return false }
        var type: AnyClass? = Swift.type(of: sender)
        var steps = 0
        while let current = type, steps < 10_000 {
            if ObjectIdentifier(current) == ObjectIdentifier(senderType) { return true }
            type = _getSuperclass(current)
            steps += 1
        }
        return false
    }

    /// The sender type's name, for messages; nil when any sender is accepted.
    public var senderTypeName: String? { senderType.map { String(describing: $0) } }

    /// `addItem:`, `toggle: (Switch)` or `unwindToList: (unwind)`.
    public var description: String {
        if isUnwind { return "\(name) (unwind)" }
        return senderTypeName.map { "\(name) (\($0))" } ?? name.rawValue
    }

    /// Same name, sender type and kind.
    public static func == (lhs: DeclaredAction, rhs: DeclaredAction) -> Bool {
        lhs.name == rhs.name && lhs.isUnwind == rhs.isUnwind
            && lhs.senderType.map(ObjectIdentifier.init) == rhs.senderType.map(ObjectIdentifier.init)
    }

    /// Hashes name, sender type and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(isUnwind)
        hasher.combine(senderType.map(ObjectIdentifier.init))
    }
}
