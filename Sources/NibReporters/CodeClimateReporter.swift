public import NibDiagnostics
internal import NibJSON

/// GitLab Code Quality (the Code Climate issue format): a JSON array with one issue per finding.
///
/// Each issue has `type` (`issue`), `check_name` (the rule id), `description` (the message),
/// `categories` (`["Bug Risk"]`), `severity` (`major` for errors, `minor` for warnings, `info` for
/// notes), `location.path` (the path as given) with `location.lines.begin`, and a `fingerprint`
/// that GitLab uses to tell new issues from fixed ones. The fingerprint hashes the path, the rule id
/// and the message with line numbers taken out ("line 12" → "line #"), plus a counter among issues
/// that would otherwise share it, so it survives edits that move a finding to another line.
/// Findings without a file are left out: GitLab cannot place them. Keys are sorted.
public struct CodeClimateReporter: Reporter {
    /// `codeclimate`.
    public static let identifier = "codeclimate"

    /// Creates the reporter.
    public init() {}

    /// Renders the JSON array, followed by a newline.
    public func render(_ report: LintReport) -> String {
        var seen: [String: Int] = [:]
        var issues: [JSONValue] = []
        for finding in report.sortedFindings {
            let d = finding.diagnostic
            guard let location = d.location, !location.file.isEmpty else { continue }
            let key = location.file + "\u{0}" + d.id.rawValue + "\u{0}" + Self.withoutLineNumbers(d.message)
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            issues.append(
                .object([
                    ("type", .string("issue")), ("check_name", .string(d.id.rawValue)),
                    ("description", .string(d.message)),
                    ("categories", .array([.string("Bug Risk")])), ("severity", .string(Self.severity(d.severity))),
                    ("fingerprint", .string(Self.fingerprint(key + "\u{0}" + String(occurrence)))),
                    (
                        "location",
                        .object([
                            ("path", .string(location.file)),
                            ("lines", .object([("begin", .int(max(location.line, 1)))])),
                        ])
                    ),
                ]))
        }
        return JSONOutput.render(.array(issues))
    }

    /// The Code Quality severity of a finding: `major`, `minor` or `info`.
    /// - Parameter severity: The finding's severity.
    public static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// The message with every number that follows the word `line` or `lines` replaced by `#`.
    /// - Parameter message: The finding's message.
    public static func withoutLineNumbers(_ message: String) -> String {
        var out = ""
        var word = ""  // the letters of the word being read, or of the last word before spaces
        var inNumber = false
        for character in message {
            let isDigit = character.isASCII && character.isNumber
            if isDigit, inNumber || word == "line" || word == "lines" {
                if !inNumber { out.append("#") }
                inNumber = true
                continue
            }
            if inNumber || (!character.isLetter && character != " ") { word = "" }
            inNumber = false
            if character.isLetter {
                if out.last.map({ !$0.isLetter }) ?? true { word = "" }
                word += character.lowercased()
            }
            out.append(character)
        }
        return out
    }

    /// 32 hexadecimal digits: two 64-bit FNV-1a hashes of the UTF-8 text with different offsets.
    static func fingerprint(_ text: String) -> String {
        func fnv(_ offset: UInt64) -> UInt64 {
            var hash = offset
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01B3
            }
            return hash
        }
        func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return hex(fnv(0xCBF2_9CE4_8422_2325)) + hex(fnv(0x6C62_272E_07BB_0142))
    }
}
