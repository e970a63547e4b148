import NibRuntime
import NibDiagnostics
import NibPrimitives

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
                let words = ScriptWords(content[segmentStart..<segmentEnd], lineStart: line.utf8.startIndex, in: line.utf8)
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

    /// The steps that take no argument, by name.
    private static let bareSteps: [String: ScriptStep.Action] = [
        "pop": .pop, "pop-to-root": .popToRoot, "dismiss": .dismiss, "swipe-back-cancel": .swipeBackCancel,
        "swipe-back-finish": .swipeBackFinish, "rotate": .rotate, "background": .background,
        "foreground": .foreground, "memory-warning": .memoryWarning, "remove-child": .removeChild,
    ]

    private static func parseStep(_ words: ScriptWords, number: Int, line: Int, file: String) throws(ScriptError) -> ScriptStep {
        let head = words.items[0]
        let location = SourceLocation(file: file, line: line, column: head.column)
        let text = words.items.map(\.text).joined(separator: " ")
        if head.text == "start" {
            guard words.items.count > 1 else {
                throw ScriptError(phase: .parse, step: number, location: location, text: text, message: "'start' needs a step")
            }
            guard words.items[1].text != "start" else {
                throw ScriptError(
                    phase: .parse, step: number, location: SourceLocation(file: file, line: line, column: words.items[1].column),
                    text: text, message: "'start' takes a step other than 'start'")
            }
            let inner = try parseStep(ScriptWords(items: Array(words.items.dropFirst())), number: number, line: line, file: file)
            return ScriptStep(action: .start(inner.action), number: number, location: location, text: text)
        }
        func fail(_ message: String, at word: ScriptWords.Word? = nil) -> ScriptError {
            ScriptError(
                phase: .parse, step: number, location: SourceLocation(file: file, line: line, column: (word ?? head).column),
                text: text, message: message)
        }
        let arguments = Array(words.items.dropFirst())
        func expectCount(_ range: ClosedRange<Int>) throws(ScriptError) {
            if arguments.count < range.lowerBound {
                throw fail("'\(head.text)' needs \(range.lowerBound == 1 ? "an argument" : "\(range.lowerBound) arguments")")
            }
            if arguments.count > range.upperBound {
                throw fail("'\(head.text)' takes at most \(range.upperBound) argument\(range.upperBound == 1 ? "" : "s")", at: arguments[range.upperBound])
            }
        }
        let action: ScriptStep.Action
        if let bare = bareSteps[head.text] {
            try expectCount(0...0)
            action = bare
        } else {
            switch head.text {
            case "segue":
                try expectCount(1...1)
                action = .segue(arguments[0].text)
            case "push":
                try expectCount(1...1)
                action = .push(arguments[0].text)
            case "present":
                try expectCount(1...2)
                var style: ModalPresentationStyle?
                if arguments.count == 2 {
                    guard let parsed = parseStyle(arguments[1].text) else {
                        let names = ModalPresentationStyle.allCases.map(\.rawValue).joined(separator: ", ")
                        throw fail("unknown presentation style '\(arguments[1].text)' (expected one of \(names))", at: arguments[1])
                    }
                    style = parsed
                }
                action = .present(arguments[0].text, style)
            case "tab":
                try expectCount(1...1)
                guard let index = Int(arguments[0].text), index >= 0 else {
                    throw fail("tab index '\(arguments[0].text)' is not a number from 0", at: arguments[0])
                }
                action = .tab(index)
            case "resize":
                try expectCount(1...1)
                guard let size = parseSize(arguments[0].text) else {
                    throw fail("size '\(arguments[0].text)' is not <width>x<height> with positive numbers", at: arguments[0])
                }
                action = .resize(size)
            case "tap":
                try expectCount(1...1)
                action = .tap(arguments[0].text)
            case "should-perform":
                try expectCount(2...2)
                guard let answer = ["yes": true, "no": false][arguments[1].text.lowercased()] else {
                    throw fail("answer '\(arguments[1].text)' is not 'yes' or 'no'", at: arguments[1])
                }
                action = .shouldPerform(arguments[0].text, answer)
            case "add-child":
                try expectCount(1...1)
                action = .addChild(arguments[0].text)
            case "set-needs-layout":
                try expectCount(0...1)
                action = .setNeedsLayout(arguments.first?.text)
            case "set-needs-display":
                try expectCount(0...1)
                action = .setNeedsDisplay(arguments.first?.text)
            case "tick":
                try expectCount(0...1)
                var seconds = 1.0
                if let argument = arguments.first {
                    guard let parsed = Double(argument.text), parsed >= 0, parsed <= Self.maximumTick else {
                        throw fail(
                            "seconds '\(argument.text)' is not a number from 0 to \(Int(Self.maximumTick))", at: argument)
                    }
                    seconds = parsed
                }
                action = .tick(seconds)
            default:
                var message = "unknown step '\(head.text)'"
                if let suggestion = ScriptWords.suggestion(for: head.text) { message += "; did you mean '\(suggestion)'?" }
                throw fail(message)
            }
        }
        return ScriptStep(action: action, number: number, location: location, text: text)
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
