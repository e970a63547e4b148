package import NibDiagnostics

/// A script that cannot be parsed or a step that cannot run, with the step's position.
nonisolated package struct ScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Whether the script could not be read or a step could not run.
    package enum Phase: String, Sendable, Hashable {
        /// The text is not a valid script.
        case parse
        /// A step could not run.
        case run
    }

    /// Parse or run.
    package var phase: Phase
    /// The 1-based number of the step concerned.
    package var step: Int
    /// Where in the script (1-based line, column in UTF-8 bytes).
    package var location: SourceLocation
    /// The step as written (or the offending word for a parse error).
    package var text: String
    /// A lower-case message.
    package var message: String

    /// Creates an error.
    package init(phase: Phase, step: Int, location: SourceLocation, text: String, message: String) {
        self.phase = phase
        self.step = step
        self.location = location
        self.text = text
        self.message = message
    }

    /// `script:1:7: error: step 2 (pop): cannot pop 'Nav': it shows its root controller`.
    package var description: String { "\(location): error: step \(step) (\(text)): \(message)" }

    /// The error as a diagnostic (`script-parse-error` or `script-step-failed`).
    package var diagnostic: Diagnostic {
        Diagnostic(
            id: phase == .parse ? .scriptParseError : .scriptStepFailed, severity: .error,
            message: "step \(step) (\(text)): \(message)", location: location)
    }
}
