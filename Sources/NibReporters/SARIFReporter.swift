public import NibDiagnostics
internal import NibJSON

/// SARIF 2.1.0, the format GitHub code scanning and many IDEs import.
///
/// One run whose `tool.driver` lists every enabled rule (plus any rule a finding names), and one
/// result per diagnostic with `ruleId`, `ruleIndex`, `level`, `message.text` and a physical location.
/// Relative paths become URIs relative to `%SRCROOT%`; absolute paths become `file://` URIs. A `:`
/// in a path is percent-encoded, so a relative path whose first segment holds one (`a:b/c.xib`) is
/// not read as a URI with the scheme `a`. Diagnostic notes become `relatedLocations`.
///
/// Columns: the run declares `"columnKind": "utf16CodeUnits"`, as SARIF expects; a finding's
/// ``Finding/utf16Column`` and its notes' ``Finding/noteColumns`` (which the linter computes from
/// the lines' text) are written when set; otherwise the UTF-8 column, the same on ASCII lines.
public struct SARIFReporter: Reporter {
    /// `sarif`.
    public static let identifier = "sarif"
    /// The SARIF schema the output follows.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The tool's home page, written as `tool.driver.informationUri`.
    public static let informationURI = "https://github.com/nibload/nibload"

    /// Creates the reporter.
    public init() {}

    /// Renders the SARIF log, followed by a newline.
    public func render(_ report: LintReport) -> String {
        let rules = report.allRules
        var indexByID: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { indexByID[rule.id] = index }
        let results: [JSONValue] = report.sortedFindings.map { finding in
            let d = finding.diagnostic
            var members: [(String, JSONValue)] = [
                ("ruleId", .string(d.id.rawValue)), ("ruleIndex", .int(indexByID[d.id.rawValue] ?? 0)),
                ("level", .string(Self.level(d.severity))), ("message", Self.message(d.message)),
                (
                    "locations",
                    .array(
                        d.location.map {
                            [.object([("physicalLocation", Self.physical($0, utf16Column: finding.utf16Column))])]
                        } ?? [])
                ),
            ]
            if !d.notes.isEmpty {
                let related: [JSONValue] = d.notes.enumerated().map { index, note in
                    var fields: [(String, JSONValue)] = [("id", .int(index)), ("message", Self.message(note.message))]
                    if let location = note.location {
                        fields.append(
                            ("physicalLocation", Self.physical(location, utf16Column: finding.noteColumn(index)?.utf16))
                        )
                    }
                    return .object(fields)
                }
                members.append(("relatedLocations", .array(related)))
            }
            return .object(members)
        }
        let driver = JSONValue.object([
            ("name", .string("nibload")), ("informationUri", .string(Self.informationURI)),
            ("version", .string(report.toolVersion)), ("rules", .array(rules.map(Self.descriptor))),
        ])
        let run = JSONValue.object([
            ("tool", .object([("driver", driver)])), ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(results)),
        ])
        return JSONOutput.render(
            .object([("$schema", .string(Self.schemaURI)), ("version", .string("2.1.0")), ("runs", .array([run]))]))
    }

    /// The SARIF `level` for a severity: `error`, `warning` or `note`.
    /// - Parameter severity: The severity.
    public static func level(_ severity: Severity) -> String { severity.rawValue }

    private static func message(_ text: String) -> JSONValue { .object([("text", .string(text))]) }

    private static func descriptor(_ rule: RuleInfo) -> JSONValue {
        let help = rule.help.isEmpty ? rule.summary : rule.help
        var members: [(String, JSONValue)] = [
            ("id", .string(rule.id)), ("shortDescription", message(rule.summary)), ("fullDescription", message(help)),
            ("help", message(help)),
        ]
        if let helpURI = rule.helpURI { members.append(("helpUri", .string(helpURI))) }
        members.append(("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])))
        return .object(members)
    }

    private static func physical(_ location: SourceLocation, utf16Column: Int?) -> JSONValue {
        let isAbsolute = location.file.hasPrefix("/")
        var artifact: [(String, JSONValue)] = [
            ("uri", .string(isAbsolute ? "file://" + percentEncode(location.file) : percentEncode(location.file)))
        ]
        if !isAbsolute { artifact.append(("uriBaseId", .string("%SRCROOT%"))) }
        var members: [(String, JSONValue)] = [("artifactLocation", .object(artifact))]
        if location.line > 0 {
            var region: [(String, JSONValue)] = [("startLine", .int(location.line))]
            if location.column > 0 { region.append(("startColumn", .int(utf16Column ?? location.column))) }
            members.append(("region", .object(region)))
        }
        return .object(members)
    }

    /// Percent-encodes a path for a URI: keeps unreserved characters, `/`, `@` and sub-delimiters;
    /// encodes everything else, including `:` (which would start a scheme in a relative reference),
    /// spaces and non-ASCII, as UTF-8 bytes.
    /// - Parameter path: The file path.
    public static func percentEncode(_ path: String) -> String {
        let hex: [Character] = Array("0123456789ABCDEF")
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"),
                UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out.append("%")
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            }
        }
        return out
    }
}
