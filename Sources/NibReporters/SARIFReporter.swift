public import NibDiagnostics

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

    /// Renders the pretty-printed SARIF log, followed by a newline.
    public func render(_ report: LintReport) -> String {
        let rules = report.allRules
        var indexByID: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { indexByID[rule.id] = index }
        let results = report.sortedFindings.map { finding in
            let d = finding.diagnostic
            return Result(
                ruleId: d.id, ruleIndex: indexByID[d.id] ?? 0, level: Self.level(d.severity),
                message: Message(text: d.message),
                locations: d.location.map { [Location(physicalLocation: Self.physical($0, utf16Column: finding.utf16Column))] }
                    ?? [],
                relatedLocations: d.notes.isEmpty
                    ? nil
                    : d.notes.enumerated().map { index, note in
                        RelatedLocation(
                            id: index, message: Message(text: note.message),
                            physicalLocation: note.location.map {
                                Self.physical($0, utf16Column: finding.noteColumn(index)?.utf16)
                            })
                    })
        }
        let driver = Driver(
            name: "nibload", informationUri: Self.informationURI, version: report.toolVersion,
            rules: rules.map(Self.descriptor))
        let log = Log(
            schema: Self.schemaURI, version: "2.1.0",
            runs: [Run(tool: Tool(driver: driver), columnKind: "utf16CodeUnits", results: results)])
        return JSONOutput.encode(log)
    }

    /// The SARIF `level` for a severity: `error`, `warning` or `note`.
    /// - Parameter severity: The severity.
    public static func level(_ severity: Severity) -> String { severity.rawValue }

    private static func descriptor(_ rule: RuleInfo) -> ReportingDescriptor {
        ReportingDescriptor(
            id: rule.id, shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.help.isEmpty ? rule.summary : rule.help),
            help: Message(text: rule.help.isEmpty ? rule.summary : rule.help), helpUri: rule.helpURI,
            defaultConfiguration: Configuration(level: level(rule.defaultSeverity)))
    }

    private static func physical(_ location: SourceLocation, utf16Column: Int?) -> PhysicalLocation {
        let isAbsolute = location.file.hasPrefix("/")
        let artifact = ArtifactLocation(
            uri: isAbsolute ? "file://" + percentEncode(location.file) : percentEncode(location.file),
            uriBaseId: isAbsolute ? nil : "%SRCROOT%")
        let region =
            location.line > 0
            ? Region(startLine: location.line, startColumn: location.column > 0 ? (utf16Column ?? location.column) : nil) : nil
        return PhysicalLocation(artifactLocation: artifact, region: region)
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
