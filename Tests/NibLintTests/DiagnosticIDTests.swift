import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// Every diagnostic id of the product: declared once, kebab-case, documented (lint rules in
/// RULES.md, the others in the README's table of diagnostics).
@Suite("Diagnostic ids")
struct DiagnosticIDTests {
    static let sources = PackagePaths.root + "/Sources"

    static func swiftFiles() -> [(path: String, text: String)] {
        FileSystem.files(below: sources).filter { $0.hasSuffix(".swift") }.compactMap { path in
            FileSystem.read(path).map { (path, $0) }
        }
    }

    /// The ids declared as `DiagnosticID("…")` constants, with where.
    static func declarations() throws -> [(id: String, file: String)] {
        let pattern = try Regex(#"static let \w+ = DiagnosticID\("([^"]*)"\)"#)
        return swiftFiles().flatMap { file in
            file.text.matches(of: pattern).compactMap { match in
                match.output[1].substring.map { (String($0), file.path) }
            }
        }
    }

    static func isKebabCase(_ id: String) -> Bool {
        id.wholeMatch(of: #/[a-z][a-z0-9]*(-[a-z0-9]+)*/#) != nil
    }

    @Test("declared once each, kebab-case")
    func uniqueAndKebabCase() throws {
        let declared = try Self.declarations()
        #expect(declared.count > 40)
        var seen: [String: String] = [:]
        for (id, file) in declared {
            #expect(Self.isKebabCase(id), "\(id) (\(file)) is not kebab-case")
            if let first = seen[id] { Issue.record("\(id) is declared in \(first) and \(file)") }
            seen[id] = file
        }
        var rules: Set<String> = []
        for id in RuleRegistry.ids {
            #expect(Self.isKebabCase(id), "rule \(id) is not kebab-case")
            #expect(rules.insert(id).inserted, "rule \(id) is registered twice")
        }
    }

    @Test("documented: lint rules in RULES.md, every other id in the README's table")
    func documented() throws {
        let rulesReference = try #require(FileSystem.read(Self.sources + "/NibLint/RULES.md"))
        let readme = try #require(FileSystem.read(PackagePaths.root + "/README.md"))
        let table =
            readme.components(separatedBy: "### Diagnostic ids").dropFirst().first?
            .components(separatedBy: "\n\n").prefix(3).joined(separator: "\n") ?? ""
        for id in RuleRegistry.ids {
            #expect(rulesReference.contains("### \(id)\n"), "rule \(id) is not in RULES.md")
        }
        for (id, file) in try Self.declarations() where !RuleRegistry.ids.contains(id) {
            #expect(table.contains("`\(id)`"), "\(id) (\(file)) is not in the README's table of diagnostic ids")
        }
    }

    /// Code lines (not comments) that make or compare a diagnostic with a literal id.
    static func literalIDLines(in text: String) throws -> [String] {
        let patterns = try [
            Regex(#"(id: )?"[a-z0-9]+(-[a-z0-9]+)+",\s*(severity: )?\.(error|warning|note)([^A-Za-z0-9_]|$)"#),
            Regex(#"(^|[^A-Za-z0-9_])id(\.rawValue)? [!=]= "[a-z0-9]+(-[a-z0-9]+)+""#),
            Regex(#"DiagnosticID\(""#),
        ]
        let declaration = try Regex(#"static let \w+ = DiagnosticID\(""#)
        return text.split(separator: "\n").map(String.init).filter { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), line.firstMatch(of: declaration) == nil else { return false }
            return patterns.contains { line.firstMatch(of: $0) != nil }
        }
    }

    @Test("no diagnostic is made or compared with an id written as a string literal")
    func noLiteralIDs() throws {
        var found: [String] = []
        for file in Self.swiftFiles() where !file.path.contains("/NibTestSupport/") {
            found += try Self.literalIDLines(in: file.text).map { "\(file.path): \($0)" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test("the literal-id check finds what it looks for")
    func literalCheckFindsLiterals() throws {
        let text = """
            runner?.report("view-outlet-not-set", .error, "x")
            if finding.id == "dangling-reference" {}
            let id = DiagnosticID("made-here")
            public static let declared = DiagnosticID("declared-here")
            /// `diagnostic.id == "in-a-comment"`
            runner?.report(.viewOutletNotSet, .error, "x")
            """
        let found = try Self.literalIDLines(in: text).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            found == [
                #"runner?.report("view-outlet-not-set", .error, "x")"#, #"if finding.id == "dangling-reference" {}"#,
                #"let id = DiagnosticID("made-here")"#,
            ])
    }
}
