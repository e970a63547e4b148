import Synchronization

/// The id table of an archive assembled by a reader of another format (nibload's compiled
/// form), built from the objects on the first lookup rather than when the archive is loaded:
/// hashing every id is a tenth of loading a compiled archive, and most loads look no id up (the
/// compiled form stores every reference already resolved).
@usableFromInline
final class DeferredIDTable: Sendable {
    private let objects: [ArchivedObject]
    private let table = Mutex<[String: ObjectIndex]?>(nil)

    /// A table for these objects (the first object of an id wins).
    init(objects: [ArchivedObject]) { self.objects = objects }

    /// The table, built on the first call.
    @usableFromInline
    var ids: [String: ObjectIndex] {
        table.withLock { built in
            if let built { return built }
            var ids: [String: ObjectIndex] = [:]
            ids.reserveCapacity(objects.count)
            // Backwards, so the first object of an id wins, with one hash per object and no copy.
            for position in objects.indices.reversed() { ids[objects[position].id] = ObjectIndex(position) }
            built = ids
            return ids
        }
    }
}
