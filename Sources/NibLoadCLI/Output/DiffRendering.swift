import NibDiagnostics
import NibDiff
import NibJSON

/// The three forms of `nibload diff`: compiler-style text, Markdown for a pull request comment,
/// and JSON (`Schema/nibload-diff.schema.json`).
enum DiffRendering {
    static func place(_ change: DiffChange, file: String) -> String {
        change.location.map { "\($0)" } ?? file
    }

    static func summary(_ count: Int, hidden: Int) -> String {
        var text = count == 0 ? "no changes" : count == 1 ? "1 change" : "\(count) changes"
        if hidden > 0 { text += " (\(hidden) made by Interface Builder on save hidden; --all shows them)" }
        return text
    }

    /// `file:line:col: message`, one per line, then a summary line.
    static func text(_ changes: [DiffChange], hidden: Int, file: String) -> String {
        var output = ""
        for change in changes {
            output += "\(place(change, file: file)): \(change.message)\(change.isNoise ? " [IB save]" : "")\n"
        }
        return output + summary(changes.count, hidden: hidden) + "\n"
    }

    /// A heading, one bullet per change with its line, and the summary.
    static func markdown(_ changes: [DiffChange], hidden: Int, file: String) -> String {
        var output = "### `\(file)`: \(summary(changes.count, hidden: 0))\n\n"
        for change in changes {
            let line = change.location.map { "line \($0.line)" } ?? (change.oldLocation != nil ? "removed" : "document")
            output +=
                "- **\(line)**: \(escaped(change.message))\(change.isNoise ? " _(Interface Builder on save)_" : "")\n"
        }
        if !changes.isEmpty { output += "\n" }
        if hidden > 0 {
            output += "<sub>\(hidden) change\(hidden == 1 ? "" : "s") Interface Builder makes on save hidden.</sub>\n"
        }
        return output
    }

    /// Markdown's special characters outside code spans (`<`, `|`, `*`, `_`) escaped.
    static func escaped(_ text: String) -> String {
        var result = ""
        var inCode = false
        for character in text {
            if character == "`" { inCode.toggle() }
            if !inCode, "<>|*_[]".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    static func json(_ changes: [DiffChange], hidden: Int, old: String, new: String) -> String {
        func location(_ place: SourceLocation?) -> JSONValue {
            guard let place else { return .null }
            return .object([("file", .string(place.file)), ("line", .int(place.line)), ("column", .int(place.column))])
        }
        let items: [JSONValue] = changes.map { change in
            .object([
                ("kind", .string(change.kind.rawValue)), ("message", .string(change.message)),
                ("noise", .bool(change.isNoise)),
                ("objectID", .optional(change.objectID)), ("property", .optional(change.property)),
                ("old", .optional(change.oldValue)), ("new", .optional(change.newValue)),
                ("location", location(change.location)), ("oldLocation", location(change.oldLocation)),
            ])
        }
        let document = JSONValue.object([
            ("old", .string(old)), ("new", .string(new)), ("changes", .array(items)), ("hiddenNoise", .int(hidden)),
        ])
        return document.rendered()
    }
}
