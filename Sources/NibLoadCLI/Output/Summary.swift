import NibArchive
import NibDiagnostics

/// The closing line of a dump: objects, connections by kind, diagnostics by severity.
enum Summary {
    /// `24 objects, 5 connections (2 outlets, 1 action, 2 segues), 0 errors, 0 warnings, 1 note`.
    static func line(for archive: Archive, diagnostics: [Diagnostic]) -> String {
        var counts: [Connection.Kind: Int] = [:]
        for connection in archive.connections { counts[connection.kind, default: 0] += 1 }
        let kinds = Connection.Kind.allCases.compactMap { kind -> String? in
            guard let count = counts[kind] else { return nil }
            return plural(count, noun(for: kind))
        }
        var line = "\(plural(archive.objects.count, "object")), \(plural(archive.connections.count, "connection"))"
        if !kinds.isEmpty { line += " (\(kinds.joined(separator: ", ")))" }
        let severities = diagnostics.countsBySeverity
        line += ", \(plural(severities[.error] ?? 0, "error")), \(plural(severities[.warning] ?? 0, "warning")), "
        line += plural(severities[.note] ?? 0, "note")
        return line
    }

    private static func noun(for kind: Connection.Kind) -> String {
        switch kind {
        case .outlet: "outlet"
        case .outletCollection: "outlet collection"
        case .action: "action"
        case .segue: "segue"
        case .binding: "binding"
        case .accessibility: "accessibility connection"
        }
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
