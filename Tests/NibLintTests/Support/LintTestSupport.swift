import Foundation
import NibDiagnostics
import NibTestSupport

@testable import NibLint

/// Helpers shared by the NibLint tests (paths come from `PackagePaths` in NibTestSupport).
enum LintTestSupport {
    /// A configuration that enables only the given rules (plus the always-on `parse-error`).
    static func only(_ ids: Set<String>, extra: [String: RuleSetting] = [:]) -> LintConfiguration {
        var configuration = LintConfiguration()
        for id in RuleRegistry.ids where !(RuleRegistry.description(forID: id)?.isAlwaysOn ?? false) {
            configuration.rules[id] = RuleSetting(isEnabled: ids.contains(id))
        }
        for (id, setting) in extra { configuration.rules[id] = setting }
        return configuration
    }

    /// A fresh temporary folder, removed when the test process exits.
    static func temporaryFolder(_ name: String = #function) throws -> URL {
        let cleaned = name.filter { $0.isLetter || $0.isNumber }
        return URL(fileURLWithPath: try FileSystem.temporaryFolder("nibload-lint-\(cleaned)"))
    }

    /// Writes a text file, creating folders.
    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Not atomically: Foundation's atomic write leaves a folder behind in /tmp on Linux.
        try text.write(to: url, atomically: false, encoding: .utf8)
    }
}

extension Diagnostic {
    /// `file:line:col` for comparisons.
    var place: String { location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-" }
}
