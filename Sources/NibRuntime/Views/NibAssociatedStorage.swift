/// Values attached to objects whose classes have no stored property for them (a view's gesture
/// recognizers and constraints, its layer attributes): the Swift stand-in for Objective-C
/// associated objects. Entries die with their object: each holds its owner weakly and dead
/// entries are swept as the table grows.
@MainActor
package final class NibAssociatedStorage<Value> {
    private struct Entry {
        weak var owner: AnyObject?
        var value: Value
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var sweepThreshold = 64

    /// An empty table.
    package init() {}

    /// The value attached to `owner`, if any (nil once the owner is gone).
    package func value(for owner: AnyObject) -> Value? {
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.value
    }

    /// The value attached to `owner`, created by `make` the first time.
    package func value(for owner: AnyObject, default make: () -> Value) -> Value {
        if let value = value(for: owner) { return value }
        let value = make()
        set(value, for: owner)
        return value
    }

    /// Attaches `value` to `owner`.
    package func set(_ value: Value, for owner: AnyObject) {
        entries[ObjectIdentifier(owner)] = Entry(owner: owner, value: value)
        if entries.count >= sweepThreshold {
            entries = entries.filter { $0.value.owner != nil }
            sweepThreshold = max(64, entries.count * 2)
        }
    }

    /// Changes the value attached to `owner` in place, creating it with `make` first if needed.
    package func modify(_ owner: AnyObject, default make: () -> Value, _ change: (inout Value) -> Void) {
        var value = value(for: owner, default: make)
        change(&value)
        set(value, for: owner)
    }
}
