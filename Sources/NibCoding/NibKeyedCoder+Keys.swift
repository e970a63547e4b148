import NibArchive
import NibDiagnostics

extension NibKeyedCoder {
    /// Keys of child values and keyed child objects, in document order, each once.
    ///
    /// Values and keyed children each come in document order, so the two lists are merged by where
    /// their elements are written, reading the archive in place: a list of (location, key) pairs
    /// per call, with a file name and a key retained per entry, cost more than the rest of a
    /// generic object's decoding. A list found out of order is sorted instead.
    public var keys: [String] {
        if valueIndices.isEmpty && childObjects.isEmpty { return [] }
        guard valuesInOrder, keyedChildrenInOrder else { return sortedKeys() }
        var result: [String] = []
        result.reserveCapacity(valueIndices.count + childObjects.count)
        var seen: Set<String>?
        var valuePosition = 0
        var childPosition = nextKeyedChild(from: 0)
        while valuePosition < valueIndices.count || childPosition < childObjects.count {
            let key: String
            if childPosition == childObjects.count
                || (valuePosition < valueIndices.count
                    && valuePrecedes(valueIndices[valuePosition], childObjects[childPosition]))
            {
                key = valueKey(valueIndices[valuePosition])
                valuePosition += 1
            } else {
                key = archive.objects[childObjects[childPosition].rawValue].key ?? ""
                childPosition = nextKeyedChild(from: childPosition + 1)
            }
            // An object has a handful of keys: a linear scan is cheaper than hashing each one.
            if seen == nil, result.count < 16 {
                if !result.contains(key) { result.append(key) }
                continue
            }
            if seen == nil { seen = Set(result) }
            if seen?.insert(key).inserted == true { result.append(key) }
        }
        return result
    }

    /// The name a coder finds a value under: its key, else its element.
    private func valueKey(_ index: ValueIndex) -> String {
        archive.values[index.rawValue].key ?? archive.values[index.rawValue].element
    }

    /// The position of the first keyed child (with a key) at or after `start`; the count when none.
    private func nextKeyedChild(from start: Int) -> Int {
        var position = start
        while position < childObjects.count {
            let child = childObjects[position]
            if isKeyedChild(child), archive.objects[child.rawValue].key != nil { return position }
            position += 1
        }
        return position
    }

    private func valuePrecedes(_ value: ValueIndex, _ child: ObjectIndex) -> Bool {
        Self.precedes(archive.values[value.rawValue].location, archive.objects[child.rawValue].location)
    }

    private var valuesInOrder: Bool {
        var position = 1
        while position < valueIndices.count {
            let previous = valueIndices[position - 1].rawValue
            let current = valueIndices[position].rawValue
            if !Self.precedes(archive.values[previous].location, archive.values[current].location) { return false }
            position += 1
        }
        return true
    }

    private var keyedChildrenInOrder: Bool {
        var previous: ObjectIndex?
        var position = nextKeyedChild(from: 0)
        while position < childObjects.count {
            let current = childObjects[position]
            if let previous,
                !Self.precedes(archive.objects[previous.rawValue].location, archive.objects[current.rawValue].location)
            {
                return false
            }
            previous = current
            position = nextKeyedChild(from: position + 1)
        }
        return true
    }

    /// `a < b`, comparing the file names only when they are not the same string (they are within
    /// one archive, where comparing them is a pointer comparison).
    private static func precedes(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        guard a.file == b.file else { return a < b }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        return (a.byteOffset ?? -1) < (b.byteOffset ?? -1)
    }

    /// ``keys`` for lists out of document order: every entry sorted by location.
    private func sortedKeys() -> [String] {
        var entries: [(location: SourceLocation, key: String)] = []
        for index in valueIndices { entries.append((archive.values[index.rawValue].location, valueKey(index))) }
        for child in childObjects where isKeyedChild(child) {
            guard let key = archive.objects[child.rawValue].key else { continue }
            entries.append((archive.objects[child.rawValue].location, key))
        }
        entries.sort { $0.location < $1.location }
        var seen: Set<String> = []
        return entries.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }
}
