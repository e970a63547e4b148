import Foundation
@testable import NibLint
import Testing
import NibTestSupport

@Suite("Rules reference")
struct RulesReferenceTests {
    static let path = PackagePaths.root + "/Sources/NibLint/RULES.md"

    @Test("the committed RULES.md is the generator's output (NIBLOAD_RECORD=1 rewrites it)")
    func committedFileIsCurrent() throws {
        let generated = RulesReference.markdown()
        if ProcessInfo.processInfo.environment["NIBLOAD_RECORD"] == "1" {
            try generated.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(committed == generated, "regenerate with NIBLOAD_RECORD=1 swift test --filter RulesReferenceTests")
    }

    @Test("every rule appears in the reference and the list")
    func complete() {
        let markdown = RulesReference.markdown()
        let list = RulesReference.list()
        for id in RuleRegistry.ids {
            #expect(markdown.contains("### \(id)\n"))
            #expect(list.contains(id + " "))
        }
    }
}
