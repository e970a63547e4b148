/// The one compiler-style form every command prints diagnostics in (dump, run, lint's `xcode`
/// reporter): `file:line:col: severity: message [id]`, each note on a `note:` line after it.
///
/// A location with only a file prints `file: `, a byte offset in a compiled nib `file@0x1a2b: `,
/// and no location nothing (or the file being read, when the caller names one). Newlines in a
/// message become spaces, so that one diagnostic stays one line.
public enum DiagnosticLine {
    /// The lines of a diagnostic and its notes, each ending in a newline.
    /// - Parameters:
    ///   - diagnostic: The diagnostic.
    ///   - file: The file named when the diagnostic has no location.
    ///   - color: Wrap the severity words in ANSI colour codes, as compilers do on a terminal.
    public static func lines(_ diagnostic: Diagnostic, file: String? = nil, color: Bool = false) -> String {
        var out = line(
            place: place(diagnostic.location, file: file), severity: diagnostic.severity, message: diagnostic.message,
            id: diagnostic.id, color: color)
        for note in diagnostic.notes {
            out += line(place: place(note.location), severity: .note, message: note.message, id: nil, color: color)
        }
        return out
    }

    /// One line, ending in a newline: `place severity: message [id]`.
    /// - Parameters:
    ///   - place: The prefix from ``place(_:file:)``.
    ///   - severity: The severity word printed.
    ///   - message: The message; newlines become spaces.
    ///   - id: The id printed in brackets, if any.
    ///   - color: Colour the severity word.
    public static func line(place: String, severity: Severity, message: String, id: DiagnosticID?, color: Bool = false)
        -> String
    {
        let word = severity.rawValue + ":"
        let painted = color ? "\u{1B}[\(colorCode(severity))m\(word)\u{1B}[0m" : word
        // Almost no message has a line break: look for one before building a copy without them.
        let flat =
            message.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
            ? message.replacing("\r\n", with: " ").replacing("\n", with: " ").replacing("\r", with: " ") : message
        return "\(place)\(painted) \(flat)\(id.map { " [\($0)]" } ?? "")\n"
    }

    /// The prefix naming where a diagnostic is, with its trailing `": "`, or the empty string.
    /// - Parameters:
    ///   - location: The location.
    ///   - file: The file named when there is no location.
    public static func place(_ location: SourceLocation?, file: String? = nil) -> String {
        guard let location else { return file.map { "\($0): " } ?? "" }
        if location.byteOffset != nil { return "\(location): " }
        if location.file.isEmpty { return "" }
        if location.line > 0 { return "\(location.file):\(location.line):\(max(location.column, 1)): " }
        return "\(location.file): "
    }

    /// Bold red errors, magenta warnings, cyan notes.
    private static func colorCode(_ severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;35"
        case .note: "1;36"
        }
    }
}
