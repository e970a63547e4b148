import Foundation
import NibTestSupport
import Testing

@testable import NibLint

@Suite("Rules reference")
struct RulesReferenceTests {
    static let path = PackagePaths.root + "/Sources/NibLint/RULES.md"

    @Test("the committed RULES.md is the generator's output (NIBLOAD_RECORD=1 rewrites it and fails)")
    func committedFileIsCurrent() throws {
        let generated = RulesReference.markdown()
        if ProcessInfo.processInfo.environment["NIBLOAD_RECORD"] == "1" {
            try generated.write(toFile: Self.path, atomically: false, encoding: .utf8)
            Issue.record("rewrote RULES.md; run again without NIBLOAD_RECORD")
            return
        }
        // Also re-recorded (and failed) by NIBLOAD_RECORD_SNAPSHOTS=1, like every golden file.
        Snapshot.assert(generated, named: "RULES.md", in: PackagePaths.root + "/Sources/NibLint")
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
