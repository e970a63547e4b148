/// The attribute that says most about an object (its title, text, storyboard identifier, …), as
/// the archive builder found it while it read the object's attributes, so that output which names
/// objects (the tree dump) does not search the attributes again for every line.
package enum TellingAttribute: Sendable {
    /// Not looked for (archives assembled from other formats): search ``names`` in order.
    case notRecorded
    /// The object has none of the names with a non-empty value.
    case none
    /// The value of the first attribute of the best-ranked name that is not empty.
    case value(String)

    /// The telling attribute names in order of preference; of each name only the first
    /// attribute counts (as a lookup by name finds it).
    package static let names = [
        "storyboardIdentifier", "title", "text", "userLabel", "reuseIdentifier", "placeholder", "image", "identifier",
    ]

    /// Finds the telling attribute while the attributes are read one at a time.
    struct Search {
        private var best: String?
        private var bestRank = Int8.max
        private var seen: UInt8 = 0

        /// Notes an attribute whose name has the rank `rank` in ``TellingAttribute/names`` (or -1).
        mutating func note(rank: Int8, value: String) {
            guard rank >= 0, seen & (1 << UInt8(rank)) == 0 else { return }
            seen |= 1 << UInt8(rank)
            if rank < bestRank, !value.isEmpty {
                best = value
                bestRank = rank
            }
        }

        /// What was found.
        var result: TellingAttribute { best.map(TellingAttribute.value) ?? .none }
    }
}
