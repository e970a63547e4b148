import NibPrimitives

/// The words of one script step, with their columns.
nonisolated struct ScriptWords {
    /// A word and its 1-based column in UTF-8 bytes.
    struct Word {
        let text: String
        let column: Int
    }

    let items: [Word]

    /// Words already split (the rest of a `start` step).
    init(items: [Word]) { self.items = items }

    /// Splits `segment` (a slice of `line`) on spaces and tabs.
    init(_ segment: Substring.UTF8View.SubSequence, lineStart: String.UTF8View.Index, in line: Substring.UTF8View) {
        var words: [Word] = []
        var index = segment.startIndex
        while index < segment.endIndex {
            while index < segment.endIndex, ScriptWords.isBlank(segment[index]) { index = segment.index(after: index) }
            guard index < segment.endIndex else { break }
            let start = index
            while index < segment.endIndex, !ScriptWords.isBlank(segment[index]) { index = segment.index(after: index) }
            let column = line.distance(from: lineStart, to: start) + 1
            words.append(Word(text: String(decoding: segment[start..<index], as: UTF8.self), column: column))
        }
        items = words
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == 13 }

    /// The names of every step, in the table's order.
    static let stepNames = ScriptStepKind.all.map(\.name)

    /// The step name closest to `word` (see `SpellingSuggestion`), if any.
    static func suggestion(for word: String) -> String? {
        SpellingSuggestion.nearest(to: word.lowercased(), in: stepNames)
    }
}
