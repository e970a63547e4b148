/// The pieces of the Swift compiler's rule for naming a method's Objective-C selector: English
/// prepositions and camel-case words, as the compiler splits identifiers.
package enum SwiftSelectorNaming {
    /// The words the compiler treats as prepositions when it decides whether to insert "With".
    package static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// Whether a word is one of ``prepositions``, ignoring case (`With`, `to`).
    /// - Parameter word: A camel-case word.
    package static func isPreposition(_ word: String) -> Bool { prepositions.contains(word.lowercased()) }

    /// The camel-case words of an identifier: a word starts at an upper-case letter, except inside a
    /// run of capitals (an acronym such as `URL` in `loadURLNow` is one word, `Now` the next); `_`
    /// separates words.
    /// - Parameter identifier: The identifier.
    package static func words(of identifier: String) -> [String] {
        let characters = Array(identifier)
        var words: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previousUpper = characters[index - 1].isUppercase
                let nextLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if !previousUpper || nextLower {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The first camel-case word (`with` of `withSender`).
    /// - Parameter identifier: The identifier.
    package static func firstWord(of identifier: String) -> String { words(of: identifier).first ?? "" }

    /// The last camel-case word (`Opacity` of `changeOpacity`).
    /// - Parameter identifier: The identifier.
    package static func lastWord(of identifier: String) -> String { words(of: identifier).last ?? "" }
}
