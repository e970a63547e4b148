import Foundation
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibLint

/// Breaks real documents at test time (never committed) and checks that the lint catches each
/// break at the mutated line, with the right rule.
@Suite("Mutations")
struct MutationTests {
    /// A line-level edit of a corpus document.
    struct Mutation {
        var file: String
        var text: String
        /// The 1-based line changed (or, for a deletion, the line whose reference now dangles).
        var line: Int
        /// The 1-based column the finding must have.
        var column: Int
    }

    static func corpusDocuments(_ suffix: String) throws -> [String] {
        let corpus = try #require(PackagePaths.corpus)
        return FileDiscovery.discover(paths: [corpus]).files.filter { $0.hasSuffix(suffix) }
    }

    static func lines(_ path: String) throws -> [String] {
        try #require(FileSystem.read(path), "\(path) cannot be read").components(separatedBy: "\n")
    }

    /// The value of `name="…"` in a line, and the 1-based UTF-8 column of the attribute name.
    static func attribute(_ name: String, in line: String) -> (value: String, column: Int)? {
        guard let range = line.range(of: " \(name)=\"") else { return nil }
        let valueStart = range.upperBound
        guard let end = line[valueStart...].firstIndex(of: "\"") else { return nil }
        let column = line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 2
        return (String(line[valueStart..<end]), column)
    }

    static func lint(_ mutation: Mutation, rules: Set<String>) throws -> [Diagnostic] {
        let name = URL(fileURLWithPath: mutation.file).lastPathComponent
        return try Linter.lint(documents: [(name, mutation.text)], configuration: LintTestSupport.only(rules)).findings
    }

    static func expectCaught(
        _ mutation: Mutation, rule: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let name = URL(fileURLWithPath: mutation.file).lastPathComponent
        let findings = try lint(mutation, rules: [rule])
        #expect(
            findings.contains { $0.id.rawValue == rule && $0.place == "\(name):\(mutation.line):\(mutation.column)" },
            "\(rule) not reported at \(name):\(mutation.line):\(mutation.column): \(findings.map(\.description))",
            sourceLocation: sourceLocation)
        #expect(
            !findings.contains { $0.id == "parse-error" }, "the mutation broke the XML", sourceLocation: sourceLocation)
    }

    @Test(
        "deleting an outlet's destination object is a dangling reference at the outlet",
        .enabled(if: PackagePaths.corpus != nil))
    func deleteOutletDestination() throws {
        var checked = 0
        for file in try Self.corpusDocuments(".xib") + Self.corpusDocuments(".storyboard") where checked < 5 {
            let lines = try Self.lines(file)
            let text = lines.joined(separator: "\n")
            for (index, line) in lines.enumerated() where line.contains("<outlet ") {
                guard let (destination, column) = Self.attribute("destination", in: line),
                    text.components(separatedBy: "\"\(destination)\"").count == 3,
                    let target = lines.firstIndex(where: {
                        $0.contains(" id=\"\(destination)\"") && $0.hasSuffix("/>") && !$0.contains("<outlet")
                            && $0.trimmingCharacters(in: .whitespaces).hasPrefix("<")
                    })
                else { continue }
                var mutated = lines
                mutated.remove(at: target)
                let line = target < index ? index : index + 1
                try Self.expectCaught(
                    Mutation(file: file, text: mutated.joined(separator: "\n"), line: line, column: column),
                    rule: "dangling-reference")
                checked += 1
                break
            }
        }
        #expect(checked == 5)
    }

    @Test(
        "giving an object another object's id is a duplicate id at the mutated line",
        .enabled(if: PackagePaths.corpus != nil))
    func duplicateID() throws {
        var checked = 0
        for file in try Self.corpusDocuments(".xib") + Self.corpusDocuments(".storyboard") where checked < 5 {
            let lines = try Self.lines(file)
            let text = lines.joined(separator: "\n")
            // The first object id, and a later self-closing label or image view whose id nothing references.
            guard let firstIndex = lines.firstIndex(where: { $0.contains("<view ") && $0.contains(" id=\"") }),
                let (firstID, _) = Self.attribute("id", in: lines[firstIndex])
            else { continue }
            for (index, line) in lines.enumerated() where index > firstIndex {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("<label ") || trimmed.hasPrefix("<imageView ") || trimmed.hasPrefix("<button "),
                    let (id, _) = Self.attribute("id", in: line), text.components(separatedBy: "\"\(id)\"").count == 2
                else { continue }
                var mutated = lines
                mutated[index] = line.replacingOccurrences(of: " id=\"\(id)\"", with: " id=\"\(firstID)\"")
                let column = try #require(Self.attribute("id", in: line)).column
                try Self.expectCaught(
                    Mutation(file: file, text: mutated.joined(separator: "\n"), line: index + 1, column: column),
                    rule: "duplicate-id")
                checked += 1
                break
            }
        }
        #expect(checked == 5)
    }

    /// Element kinds that carry ids in the document's single id space.
    static let idKinds = [
        "outlet", "action", "segue", "constraint", "outletCollection", "tapGestureRecognizer", "barButtonItem",
        "navigationItem", "tableViewCell", "viewLayoutGuide", "placeholder", "label", "exit", "tabBarItem",
    ]

    @Test(
        "giving an element of each kind the id of the first view is a duplicate id at its id, naming both lines",
        .enabled(if: PackagePaths.corpus != nil), arguments: idKinds)
    func duplicateIDOfKind(kind: String) throws {
        var checked = 0
        for file in try Self.corpusDocuments(".storyboard") + Self.corpusDocuments(".xib") where checked < 2 {
            let lines = try Self.lines(file)
            guard let firstIndex = lines.firstIndex(where: { $0.contains("<view ") && $0.contains(" id=\"") }),
                let (firstID, firstColumn) = Self.attribute("id", in: lines[firstIndex]),
                let index = lines.indices.first(where: {
                    $0 > firstIndex && lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("<\(kind) ")
                        && Self.attribute("id", in: lines[$0]) != nil
                }),
                let (id, column) = Self.attribute("id", in: lines[index])
            else { continue }
            var mutated = lines
            mutated[index] = lines[index].replacingOccurrences(of: " id=\"\(id)\"", with: " id=\"\(firstID)\"")
            let mutation = Mutation(file: file, text: mutated.joined(separator: "\n"), line: index + 1, column: column)
            try Self.expectCaught(mutation, rule: "duplicate-id")
            let finding = try Self.lint(mutation, rules: ["duplicate-id"]).first { $0.location?.line == index + 1 }
            #expect(
                finding?.message.contains("(line \(index + 1))") == true
                    && finding?.message.contains("(line \(firstIndex + 1))") == true,
                "\(finding?.message ?? "")")
            #expect(finding?.message.hasPrefix("id '\(firstID)' of \(kind)") == true, "\(finding?.message ?? "")")
            #expect(
                finding?.notes.first?.location?.line == firstIndex + 1
                    && finding?.notes.first?.location?.column == firstColumn)
            checked += 1
        }
        #expect(checked >= 1, "no corpus document has a <\(kind)> after a <view>")
    }

    @Test(
        "pointing a segue at a missing id is a dangling reference at the segue",
        .enabled(if: PackagePaths.corpus != nil))
    func segueToMissingID() throws {
        var checked = 0
        for file in try Self.corpusDocuments(".storyboard") where checked < 5 {
            let lines = try Self.lines(file)
            guard let index = lines.firstIndex(where: { $0.contains("<segue ") && $0.contains(" destination=\"") }),
                let (destination, column) = Self.attribute("destination", in: lines[index])
            else { continue }
            var mutated = lines
            mutated[index] = lines[index].replacingOccurrences(
                of: " destination=\"\(destination)\"", with: " destination=\"nibload-missing-id\"")
            try Self.expectCaught(
                Mutation(file: file, text: mutated.joined(separator: "\n"), line: index + 1, column: column),
                rule: "dangling-reference")
            checked += 1
        }
        #expect(checked == 5)
    }

    static let sample = PackagePaths.root + "/Samples/xib/OwnerOutlets.xib"
    static let stubFolder = PackagePaths.root + "/Tests/NibLintTests/Fixtures/ProfileKit"

    static func lintSample(swift: String, rules: Set<String>) throws -> [Diagnostic] {
        let xml = try String(contentsOfFile: sample, encoding: .utf8)
        return try Linter.lint(
            documents: [("OwnerOutlets.xib", xml)],
            swiftSources: [(stubFolder + "/ProfileViewController.swift", swift)],
            modules: [("ProfileKit", stubFolder)], configuration: LintTestSupport.only(rules)
        ).findings
    }

    @Test(
        "renaming an outlet in the Swift stub is caught in the xib and at the renamed declaration",
        .enabled(if: FileManager.default.fileExists(atPath: sample)))
    func renameOutletInStub() throws {
        let stub = try String(contentsOfFile: Self.stubFolder + "/ProfileViewController.swift", encoding: .utf8)
        let rules: Set<String> = [
            "outlet-missing-in-source", "action-missing-in-source", "outlet-type-mismatch",
            "custom-class-missing-in-source", "custom-module-mismatch", "unused-outlet", "unused-action",
        ]
        // Unchanged, the sample and its stub agree on every outlet and action.
        #expect(try Self.lintSample(swift: stub, rules: rules).isEmpty)

        let renamed = stub.replacingOccurrences(of: "var nameLabel:", with: "var titleLabel:")
        #expect(renamed != stub)
        let findings = try Self.lintSample(swift: renamed, rules: rules)
        let xmlLines = try Self.lines(Self.sample)
        let outletLine = try #require(xmlLines.firstIndex { $0.contains("property=\"nameLabel\"") })
        let outletColumn = try #require(Self.attribute("property", in: xmlLines[outletLine])).column
        #expect(
            findings.contains {
                $0.id == "outlet-missing-in-source" && $0.place == "OwnerOutlets.xib:\(outletLine + 1):\(outletColumn)"
            },
            "\(findings.map(\.description))")
        let swiftLines = renamed.components(separatedBy: "\n")
        let declarationLine = try #require(swiftLines.firstIndex { $0.contains("var titleLabel:") })
        let nameColumn = try #require(swiftLines[declarationLine].range(of: "titleLabel")).lowerBound
        let column =
            swiftLines[declarationLine].utf8.distance(from: swiftLines[declarationLine].startIndex, to: nameColumn) + 1
        #expect(
            findings.contains {
                $0.id == "unused-outlet"
                    && $0.place == Self.stubFolder + "/ProfileViewController.swift:\(declarationLine + 1):\(column)"
            }, "\(findings.map(\.description))")
        #expect(findings.count == 2, "\(findings.map(\.description))")
    }
}
