import NibDiagnostics

/// Prints diagnostics to standard error in compiler form (`file:line:col: error: message [id]`,
/// ``DiagnosticLine``), coloured on a terminal.
struct DiagnosticPrinter {
    let console: Console

    /// Prints the diagnostics of one file in the diagnostics' one order, each followed by its notes,
    /// in one write (standard error is unbuffered: a write per line was a system call per line).
    func print(_ diagnostics: [Diagnostic], file: String) {
        guard !diagnostics.isEmpty else { return }
        let color = console.usesColor(isTerminal: console.errorIsTerminal)
        var text = ""
        for diagnostic in diagnostics.sorted() {
            text += DiagnosticLine.lines(diagnostic, file: file, color: color)
        }
        console.err(text)
    }
}
