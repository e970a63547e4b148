import NibTestSupport
import Testing

/// IB's closed vocabularies are read once, where documents are parsed (NibArchive, with the
/// spellings in NibVocabulary); everything else compares the types (`segue.kind == .unwind`), never
/// the strings. This reads every source line for a comparison with one of those spellings.
@Suite struct VocabularyUseTests {
    /// Segue kinds, relationships and placeholder identifiers as IB spells them.
    static let spellings = [
        "show", "showDetail", "presentation", "modal", "popoverPresentation", "popover", "push", "replace", "embed",
        "relationship", "unwind", "custom", "rootViewController", "viewControllers", "masterViewController",
        "detailViewController", "supplementaryViewController", "compactViewController", "primaryViewController",
        "secondaryViewController", "splitItems", "tabItems", "window.shadowedContentViewController", "nextPage",
        "dynamicNotificationInterface", "dynamicInteractiveNotificationInterface", "IBFilesOwner", "IBFirstResponder",
    ]
    /// The folders that read the spellings: the vocabularies themselves and the document parser.
    static let readers = ["NibVocabulary", "NibArchive"]
    /// Lines that compare one of the words as something else, by file and word.
    static let otherMeanings: Set<String> = [
        "NibScript/Script.swift push",  // the script step `push`
        "NibRuntime/Vocabulary/Button+ButtonType.swift custom",  // the button type `custom`
    ]

    /// The spelling a line compares (`== "unwind"`, `"embed" !=`, `case "show", "push":`), if any.
    static func comparedSpelling(in line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " }
        let isCase = trimmed.hasPrefix("case ") && trimmed.hasSuffix(":")
        guard !trimmed.hasPrefix("//"), trimmed.contains("\""), isCase || trimmed.contains("=") else { return nil }
        for word in spellings {
            let quoted = "\"\(word)\""
            if trimmed.contains("== \(quoted)") || trimmed.contains("!= \(quoted)") || trimmed.contains("\(quoted) ==")
                || trimmed.contains("\(quoted) !=")
            {
                return word
            }
            if isCase, trimmed.contains(quoted) { return word }
        }
        return nil
    }

    @Test func theMatcherFindsComparisonsAndNotDocuments() {
        #expect(Self.comparedSpelling(in: #"if kind == "unwind" {"#) == "unwind")
        #expect(Self.comparedSpelling(in: #"    case "presentation", "modal":"#) == "presentation")
        #expect(Self.comparedSpelling(in: #"guard "embed" != kind else"#) == "embed")
        #expect(Self.comparedSpelling(in: #"<segue destination="b" kind="embed" id="e"/>"#) == nil)
        #expect(Self.comparedSpelling(in: #"// kind == "show""#) == nil)
    }

    @Test func noSpellingIsComparedOutsideTheParser() throws {
        let sources = PackagePaths.root + "/Sources/"
        let modules = try #require(FileSystem.directories(in: sources)).filter { !Self.readers.contains($0) }
        var scanned = 0
        for module in modules {
            for file in FileSystem.files(below: sources + module) where file.hasSuffix(".swift") {
                let relative = String(file.dropFirst(sources.count))
                for (number, line) in (FileSystem.read(file) ?? "").split(
                    separator: "\n", omittingEmptySubsequences: false
                ).enumerated() {
                    scanned += 1
                    guard let word = Self.comparedSpelling(in: line),
                        !Self.otherMeanings.contains("\(relative) \(word)")
                    else { continue }
                    Issue.record(
                        "Sources/\(relative):\(number + 1) compares \"\(word)\"; compare the NibVocabulary type instead"
                    )
                }
            }
        }
        #expect(scanned > 10_000)
    }
}
