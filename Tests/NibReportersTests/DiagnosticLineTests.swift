import NibDiagnostics
import NibReporters
import Testing

/// The one line form and the one order every command prints diagnostics in.
@Suite struct DiagnosticLineTests {
    static func diagnostic(
        _ id: DiagnosticID, _ severity: Severity, _ message: String, _ location: NibDiagnostics.SourceLocation?,
        notes: [Diagnostic.Note] = []
    ) -> Diagnostic {
        Diagnostic(id: id, severity: severity, message: message, location: location, notes: notes)
    }

    @Test func placesSayWhereAsCompilersDo() {
        #expect(DiagnosticLine.place(NibDiagnostics.SourceLocation(file: "a.xib", line: 3, column: 7)) == "a.xib:3:7: ")
        #expect(DiagnosticLine.place(NibDiagnostics.SourceLocation(file: "a.xib", line: 3, column: 0)) == "a.xib:3:1: ")
        #expect(DiagnosticLine.place(NibDiagnostics.SourceLocation(file: "a.xib", line: 0, column: 0)) == "a.xib: ")
        #expect(
            DiagnosticLine.place(NibDiagnostics.SourceLocation(file: "a.nib", byteOffset: 0x1a2b)) == "a.nib@0x1a2b: ")
        #expect(DiagnosticLine.place(NibDiagnostics.SourceLocation(file: "", line: 4, column: 1)) == "")
        #expect(DiagnosticLine.place(nil) == "")
        #expect(DiagnosticLine.place(nil, file: "b.storyboard") == "b.storyboard: ")
    }

    @Test func linesFlattenMessagesAndFollowWithNotes() {
        let note = Diagnostic.Note(
            message: "declared\nhere", location: NibDiagnostics.SourceLocation(file: "V.swift", line: 2, column: 3))
        let diagnostic = Self.diagnostic(
            "dangling-reference", .error, "outlet 'x'\r\npoints at nothing",
            NibDiagnostics.SourceLocation(file: "a.xib", line: 1, column: 2),
            notes: [note])
        #expect(
            DiagnosticLine.lines(diagnostic)
                == "a.xib:1:2: error: outlet 'x' points at nothing [dangling-reference]\nV.swift:2:3: note: declared here\n"
        )
        #expect(diagnostic.description == "a.xib:1:2: error: outlet 'x' points at nothing [dangling-reference]")
        let unplaced = Self.diagnostic("no-such-scene", .warning, "m", nil)
        #expect(DiagnosticLine.lines(unplaced, file: "b.storyboard") == "b.storyboard: warning: m [no-such-scene]\n")
        #expect(DiagnosticLine.lines(unplaced, color: true) == "\u{1B}[1;35mwarning:\u{1B}[0m m [no-such-scene]\n")
    }

    @Test func theXcodeReporterPrintsTheSameLines() {
        let diagnostic = Self.diagnostic(
            "misplaced-view", .warning, "view 'x'\nis outside",
            NibDiagnostics.SourceLocation(file: "L.xib", line: 3, column: 1))
        let report = LintReport(findings: [Finding(diagnostic: diagnostic)])
        #expect(XcodeReporter().render(report) == DiagnosticLine.lines(diagnostic))
        #expect(XcodeReporter(color: true).render(report) == DiagnosticLine.lines(diagnostic, color: true))
    }

    @Test func oneOrderForCommandsAndReports() {
        let here = NibDiagnostics.SourceLocation(file: "a.xib", line: 5, column: 1)
        let unordered = [
            Self.diagnostic("b-rule", .error, "x", here),
            Self.diagnostic("a-rule", .note, "y", here),
            Self.diagnostic("a-rule", .error, "z", here),
            Self.diagnostic("z-rule", .note, "first", NibDiagnostics.SourceLocation(file: "a.xib", line: 1, column: 9)),
            Self.diagnostic("c-rule", .warning, "unplaced", nil),
        ]
        let expected = ["unplaced", "first", "z", "y", "x"]
        #expect(unordered.sorted().map(\.message) == expected)
        #expect(
            unordered.map { Finding(diagnostic: $0) }.sorted(by: Finding.reportOrder).map(\.diagnostic.message)
                == expected)
    }
}
