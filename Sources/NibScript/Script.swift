import NibDiagnostics
import NibPrimitives
import NibRuntime

/// A lifecycle script, the input of `nibload run --script`.
///
/// Grammar: steps separated by `;` or line breaks; `#` starts a comment that runs to the end of the
/// line; blank steps are ignored; words are separated by spaces or tabs.
///
/// ```
/// segue <identifier>            push <storyboardIdentifier>     pop
/// pop-to-root                   present <storyboardIdentifier> [style]
/// dismiss                       tab <index>                     swipe-back-cancel
/// swipe-back-finish             rotate                          resize <w>x<h>
/// background                    foreground                      memory-warning
/// tick [seconds]                tap <control>                   start <step>
/// should-perform <segue> yes|no add-child <storyboardIdentifier> remove-child
/// set-needs-layout [view]       set-needs-display [view]
/// ```
///
/// `style` is one of `automatic`, `fullScreen`, `pageSheet`, `formSheet`, `currentContext`,
/// `custom`, `overFullScreen`, `overCurrentContext`, `popover`, `none` (case-insensitive, dashes
/// ignored: `full-screen` works too).
nonisolated package struct Script: Sendable, Hashable {
    /// The steps, in order.
    package var steps: [ScriptStep]

    /// Creates a script from steps.
    package init(steps: [ScriptStep]) { self.steps = steps }

    /// The most steps a script may have: 100,000.
    package static let defaultMaximumSteps = 100_000

    /// Parses `text`.
    /// - Parameters:
    ///   - file: The name locations use (`--script`, a file path).
    ///   - maximumSteps: The most steps accepted; the first step past it is an error.
    /// - Throws: ``ScriptError`` with phase `parse` at the first step that is not valid.
    package static func parse(
        _ text: String, file: String = "<script>", maximumSteps: Int = Script.defaultMaximumSteps
    ) throws(ScriptError) -> Script {
        var steps: [ScriptStep] = []
        var lineNumber = 0
        // Script files written on Windows end lines in CRLF (one `Character` in Swift) and may start
        // with a byte order mark; both are read as plain lines.
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if text.contains("\r\n") { text = text.replacing("\r\n", with: "\n") }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var content = line.utf8[...]
            if let hash = content.firstIndex(of: UInt8(ascii: "#")) { content = content[..<hash] }
            var segmentStart = content.startIndex
            while segmentStart <= content.endIndex {
                let segmentEnd = content[segmentStart...].firstIndex(of: UInt8(ascii: ";")) ?? content.endIndex
                let words = ScriptWords(
                    content[segmentStart..<segmentEnd], lineStart: line.utf8.startIndex, in: line.utf8)
                if !words.items.isEmpty {
                    guard steps.count < maximumSteps else {
                        throw ScriptError(
                            phase: .parse, step: steps.count + 1,
                            location: SourceLocation(file: file, line: lineNumber, column: words.items[0].column),
                            text: words.items.map(\.text).joined(separator: " "),
                            message: "the script has more than \(maximumSteps) steps")
                    }
                    let step = try parseStep(words, number: steps.count + 1, line: lineNumber, file: file)
                    steps.append(step)
                }
                if segmentEnd == content.endIndex { break }
                segmentStart = content.index(after: segmentEnd)
            }
        }
        return Script(steps: steps)
    }

    /// One step: its kind from ``ScriptStepKind/all`` by its first word, its arguments counted, then
    /// parsed by the kind.
    static func parseStep(_ words: ScriptWords, number: Int, line: Int, file: String) throws(ScriptError) -> ScriptStep
    {
        let input = ScriptStepInput(words: words, number: number, line: line, file: file)
        guard let kind = ScriptStepKind.named(input.head.text) else {
            var message = "unknown step '\(input.head.text)'"
            if let suggestion = ScriptWords.suggestion(for: input.head.text) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw input.fail(message)
        }
        try kind.checkArity(of: input)
        return ScriptStep(action: try kind.parse(input), number: number, location: input.location, text: input.text)
    }

    /// The longest `tick`, in seconds (a year): far beyond any animation, and well inside what a
    /// `Duration` can hold, so huge values are a script error rather than an overflow.
    static let maximumTick: Double = 31_536_000

    /// The style for `name`, case-insensitive, dashes and underscores ignored.
    static func parseStyle(_ name: String) -> ModalPresentationStyle? {
        let key = String(name.lowercased().filter { $0 != "-" && $0 != "_" })
        return ModalPresentationStyle.allCases.first { $0.rawValue.lowercased() == key }
    }

    static func parseSize(_ text: String) -> Size? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(String(parts[0])), let height = Double(String(parts[1])),
            width > 0, height > 0, width.isFinite, height.isFinite
        else { return nil }
        return Size(width: width, height: height)
    }
}
