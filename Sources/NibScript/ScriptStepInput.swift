import NibDiagnostics

/// The words of one step as its kind's parser sees them, with where they are, to report a problem
/// at the word it is about.
nonisolated struct ScriptStepInput {
    /// Every word of the step, its name first.
    let words: ScriptWords
    /// The step's 1-based position among the script's steps.
    let number: Int
    let line: Int
    let file: String

    /// The step's name.
    var head: ScriptWords.Word { words.items[0] }
    /// The words after the name.
    var arguments: ArraySlice<ScriptWords.Word> { words.items.dropFirst() }
    /// The text of argument `index` (0-based), which ``ScriptStepKind/checkArity(of:)`` made sure exists.
    func argument(_ index: Int) -> String { words.items[index + 1].text }
    /// The word of argument `index`.
    func word(_ index: Int) -> ScriptWords.Word { words.items[index + 1] }
    /// The step as written, its words separated by single spaces.
    var text: String { words.items.map(\.text).joined(separator: " ") }
    /// Where the step's name is.
    var location: SourceLocation { SourceLocation(file: file, line: line, column: head.column) }

    /// A parse error at `word` (the step's name when nil).
    func fail(_ message: String, at word: ScriptWords.Word? = nil) -> ScriptError {
        ScriptError(
            phase: .parse, step: number,
            location: SourceLocation(file: file, line: line, column: (word ?? head).column),
            text: text, message: message)
    }
}
