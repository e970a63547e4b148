import NibDiagnostics

/// Prints diagnostics to standard error in compiler form: `file:line:col: error: message [id]`.
struct DiagnosticPrinter {
    let console: Console

    /// Prints the diagnostics of one file, sorted by position.
    func print(_ diagnostics: [Diagnostic], file: String) {
        for diagnostic in diagnostics.sorted() {
            console.err(line(for: diagnostic, file: file) + "\n")
            for note in diagnostic.notes {
                let place = note.location.map { "\($0): " } ?? ""
                console.err("\(place)note: \(note.message)\n")
            }
        }
    }

    /// The one-line form of a diagnostic; one without a location names the file.
    func line(for diagnostic: Diagnostic, file: String) -> String {
        let place = diagnostic.location.map { "\($0): " } ?? "\(file): "
        let severity = paint(diagnostic.severity.rawValue + ":", code(for: diagnostic.severity))
        let message = String(diagnostic.message.map { $0.isNewline ? " " : $0 })
        return "\(place)\(severity) \(message) [\(diagnostic.id)]"
    }

    private func code(for severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;35"
        case .note: "1;36"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        console.usesColor(isTerminal: console.errorIsTerminal) ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
