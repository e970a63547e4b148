import NibDiagnostics
import NibReporters

/// Reports shared by the reporter tests.
enum ReportFixtures {
    static let dangling = RuleInfo(
        id: "dangling-reference", summary: "References point at objects that exist",
        help: "Every connection must name an object id defined in the document.", defaultSeverity: .error,
        helpURI: "https://example.com/rules/dangling-reference")
    static let misplaced = RuleInfo(
        id: "misplaced-view", summary: "Views lie inside their superview", help: "", defaultSeverity: .warning)

    /// Three findings given out of order, one with a note and one without a location.
    static let sample = LintReport(
        findings: [
            Finding(
                diagnostic: Diagnostic(
                    id: "misplaced-view", severity: .warning, message: "view 'x' is outside its superview",
                    location: SourceLocation(file: "Base.lproj/Launch.xib", line: 3, column: 1))),
            Finding(
                diagnostic: Diagnostic(
                    id: "dangling-reference", severity: .error,
                    message: "outlet 'label' points at missing object 'abc-12-xyz'",
                    location: SourceLocation(file: "Main.storyboard", line: 12, column: 5),
                    notes: [
                        .init(message: "declared here", location: SourceLocation(file: "VC.swift", line: 7, column: 3))
                    ]),
                rule: dangling),
            Finding(
                diagnostic: Diagnostic(
                    id: "empty-input", severity: .note, message: "no documents given", location: nil)),
        ],
        files: ["Main.storyboard", "Base.lproj/Launch.xib", "Clean.xib"],
        rules: [dangling, misplaced],
        toolVersion: "1.2.3")

    /// The nastiest message we can think of, at a path with a space, comma and colon.
    static let nastyMessage = "a <b> & \"c\" 'd'\nline2\r\n%25 50%, x:y\u{1}\u{0}\u{FFFE}\tend é 🎉"
    static let nasty = LintReport(
        findings: [
            Finding(
                diagnostic: Diagnostic(
                    id: "odd,rule:id", severity: .error, message: nastyMessage,
                    location: SourceLocation(file: "dir name/a,b:c&d.xib", line: 2, column: 9),
                    notes: [.init(message: "see <here>\n&there", location: nil)]))
        ],
        files: ["dir name/a,b:c&d.xib"])

    /// A clean run over two files.
    static let clean = LintReport(findings: [], files: ["B.xib", "A.storyboard"], rules: [dangling])

    /// One finding on a line with wide characters before it (UTF-8 column 20, UTF-16 column 16,
    /// character column 15), with a note whose columns differ too, in a folder whose name holds a `:`,
    /// from a run with a known start and duration.
    static let wide = LintReport(
        findings: [
            Finding(
                diagnostic: Diagnostic(
                    id: "dangling-reference", severity: .error, message: "outlet 'é' points at missing object 'x'",
                    location: SourceLocation(file: "a:b/Main.storyboard", line: 4, column: 20),
                    notes: [
                        .init(message: "declared here", location: SourceLocation(file: "V:C.swift", line: 2, column: 9))
                    ]),
                rule: dangling, utf16Column: 16, characterColumn: 15,
                noteColumns: [TextColumns(utf16: 6, characters: 5)])
        ],
        files: ["a:b/Main.storyboard"], rules: [dangling], toolVersion: "1.2.3", startTime: 1_764_585_071,
        duration: 0.0425)
}
