/// "Did you mean …?" suggestions for mistyped names: commands, options, rule ids, script steps,
/// configuration keys. One distance and one threshold for every suggestion nibload makes.
public enum SpellingSuggestion {
    /// The Levenshtein distance between two strings, counted in characters (insertions, deletions
    /// and substitutions each cost 1). Uses two rows of memory.
    /// - Parameters:
    ///   - a: One string.
    ///   - b: The other.
    public static func distance(_ a: String, _ b: String) -> Int {
        let left = Array(a)
        let right = Array(b)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let cost = left[i - 1] == right[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// How many edits a name may be away from what was typed to be suggested: a third of the
    /// typed length, and at least 2.
    /// - Parameter input: What was typed.
    public static func threshold(for input: String) -> Int { max(2, input.count / 3) }

    /// The candidate closest to `input`, if it is close enough to be a likely typo (at most
    /// ``threshold(for:)`` edits away). Ties go to the earlier candidate.
    /// - Parameters:
    ///   - input: What was typed.
    ///   - candidates: The valid names.
    public static func nearest(to input: String, in candidates: some Sequence<String>) -> String? {
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(input, candidate)
            if d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        guard let best, best.distance <= threshold(for: input) else { return nil }
        return best.name
    }
}
