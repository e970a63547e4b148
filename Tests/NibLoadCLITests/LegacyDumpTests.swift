import Foundation
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// `nibload FILE` on a legacy Xcode 3/4 archive: the same tree and JSON as a current document,
/// a note suggesting an upgrade, and exit status 0.
@Suite @MainActor struct LegacyDumpTests {
    static let sample = "Samples/legacy/LegacyHello.xib"
    static let note =
        "Samples/legacy/LegacyHello.xib:2:1: note: legacy Xcode 3/4 <archive> document (com.apple.InterfaceBuilder3.CocoaTouch.XIB), read through its object and connection records; open and save it in a current Xcode to upgrade it [legacy-format]\n"

    @Test func treeMatchesGolden() {
        let result = DumpCommandTests.run([Self.sample])
        #expect(result.status == 0)
        #expect(result.err == Self.note)
        Snapshot.assert(result.out, named: "legacy_LegacyHello.xib.tree.txt", in: DumpCommandTests.snapshots)
    }

    @Test func jsonMatchesGoldenAndSchema() throws {
        let result = DumpCommandTests.run(["--format", "json", Self.sample])
        #expect(result.status == 0)
        Snapshot.assert(result.out, named: "legacy_LegacyHello.xib.json", in: DumpCommandTests.snapshots)
        #expect(try DumpCommandTests.schemaViolations(result.out).isEmpty)
        #expect(result.out.contains(#""documentType": "legacy""#))
    }

    @Test func instantiateReportsWhatWasConnected() {
        let result = DumpCommandTests.run(["--instantiate", Self.sample])
        #expect(result.status == 0)
        #expect(
            result.out.contains(
                "instantiated: 4 objects, 2 runtime attributes applied, 3 outlets and 1 action connected"))
    }

    @Test func lintChecksInsideLegacyDocuments() {
        let result = DumpCommandTests.run([
            "lint", "--reporter", "xcode", Self.sample, "Samples/invalid/LegacyArchive.xib",
        ])
        #expect(result.status == 0)
        #expect(result.out.contains("LegacyHello.xib:2:1: note:"))
        #expect(!result.out.contains("error:"))
    }
}
