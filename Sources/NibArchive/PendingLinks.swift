/// Items to add to lists held by other records (an object's `values`, a collection's `members`),
/// noted while the records are built, so that each list is allocated once at its final size
/// instead of growing an element at a time.
struct PendingLinks {
    private(set) var owners: [Int32] = []
    private(set) var items: [Int32] = []

    /// Notes that `item` belongs at the end of the list of `owner`.
    mutating func link(_ item: Int, to owner: Int) {
        owners.append(Int32(truncatingIfNeeded: owner))
        items.append(Int32(truncatingIfNeeded: item))
    }

    /// How many items each of `ownerCount` owners receives.
    func counts(ownerCount: Int) -> [Int32] {
        var counts = [Int32](repeating: 0, count: ownerCount)
        for owner in owners { counts[Int(owner)] += 1 }
        return counts
    }
}

extension ArchiveBuilder {
    /// Fills every object's `children`, `values` and `connections` and every value's `children`
    /// and `members` in document order, each list allocated at its final size.
    mutating func linkLists(objectValues: PendingLinks, collectionMembers: PendingLinks) {
        let objectCount = archive.objects.count
        var children = [Int32](repeating: 0, count: objectCount)
        var connections = [Int32](repeating: 0, count: objectCount)
        var nested = [Int32](repeating: 0, count: archive.values.count)
        for index in archive.objects.indices {
            if let parent = archive.objects[index].parent { children[parent.rawValue] += 1 }
        }
        for index in archive.connections.indices {
            if let source = archive.connections[index].source { connections[source.rawValue] += 1 }
        }
        for index in archive.values.indices {
            if let parent = archive.values[index].parent { nested[parent.rawValue] += 1 }
        }
        let values = objectValues.counts(ownerCount: objectCount)
        let members = collectionMembers.counts(ownerCount: archive.values.count)
        for index in archive.objects.indices {
            Self.reserve(&archive.objects[index].children, children[index])
            Self.reserve(&archive.objects[index].connections, connections[index])
            Self.reserve(&archive.objects[index].values, values[index])
        }
        for index in archive.values.indices {
            Self.reserve(&archive.values[index].children, nested[index])
            Self.reserve(&archive.values[index].members, members[index])
        }
        appendLinks(objectValues: objectValues, collectionMembers: collectionMembers)
    }

    private static func reserve<Item>(_ list: inout EntityList<Item>, _ count: Int32) {
        if count > 0 { list.reserveCapacity(Int(count)) }
    }

    private mutating func appendLinks(objectValues: PendingLinks, collectionMembers: PendingLinks) {
        for index in archive.objects.indices {
            if let parent = archive.objects[index].parent {
                archive.objects[parent.rawValue].children.append(ObjectIndex(index))
            }
        }
        for index in archive.connections.indices {
            if let source = archive.connections[index].source {
                archive.objects[source.rawValue].connections.append(index)
            }
        }
        for index in archive.values.indices {
            if let parent = archive.values[index].parent {
                archive.values[parent.rawValue].children.append(ValueIndex(index))
            }
        }
        for (owner, item) in zip(objectValues.owners, objectValues.items) {
            archive.objects[Int(owner)].values.append(ValueIndex(Int(item)))
        }
        for (owner, item) in zip(collectionMembers.owners, collectionMembers.items) {
            archive.values[Int(owner)].members.append(ObjectIndex(Int(item)))
        }
    }
}
