import NibDiagnostics
import NibLint

/// `nibload lint --fix [--dry-run]`: removes what ``Fixer`` can remove, or shows it as a diff.
enum LintFixing {
    /// What a fix run did.
    enum Outcome {
        /// Files were rewritten: lint again for the report.
        case changed
        /// Nothing was written (a dry run, or nothing to fix).
        case unchanged
        /// A file could not be written (exit 66).
        case writeFailed
    }

    /// Applies (or, with `dryRun`, prints as a unified diff) the fixes for a run's findings.
    /// - Returns: What happened.
    static func run(_ result: LintResult, dryRun: Bool, console: Console) -> Outcome {
        let fixes = Fixer.plan(for: result.findings)
        let count = fixes.map(\.removals.count).reduce(0, +)
        for fix in fixes {
            if dryRun {
                console.out(fix.unifiedDiff())
            } else if let reason = fix.write() {
                console.err("nibload: error: cannot write '\(fix.file)': \(reason)\n")
                return .writeFailed
            }
            for removal in fix.removals {
                let message = "\(dryRun ? "would remove" : "removed") \(removal.what)"
                console.err(
                    DiagnosticLine.line(
                        place: DiagnosticLine.place(removal.location), severity: .note, message: message,
                        id: DiagnosticID(removal.rule)))
            }
        }
        let files = "\(fixes.count) file\(fixes.count == 1 ? "" : "s")"
        let elements = "\(count) element\(count == 1 ? "" : "s")"
        console.err(
            dryRun
                ? "--fix --dry-run: would remove \(elements) in \(files); nothing written\n"
                : "--fix: removed \(elements) in \(files)\n")
        return !dryRun && count > 0 ? .changed : .unchanged
    }
}
