import NibDiagnostics

/// Prints diagnostics to standard error in compiler form (`file:line:col: error: message [id]`,
/// ``DiagnosticLine``), coloured on a terminal.
struct DiagnosticPrinter {
    let console: Console

    /// Prints the diagnostics of one file in the diagnostics' one order, each followed by its notes.
    func print(_ diagnostics: [Diagnostic], file: String) {
        for diagnostic in diagnostics.sorted() {
            console.err(
                DiagnosticLine.lines(
                    diagnostic, file: file, color: console.usesColor(isTerminal: console.errorIsTerminal)))
        }
    }
}
