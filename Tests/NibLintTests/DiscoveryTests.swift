import Foundation
import Testing

@testable import NibLint

@Suite("File discovery")
struct DiscoveryTests {
    @Test("folders are searched recursively, deterministically, with excludes")
    func folders() throws {
        let root = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        for path in [
            "b/Z.xib", "b/a/Y.storyboard", "a.xib", "c/Main.storyboard", "c/notes.txt", ".hidden/H.xib",
            "Pods/P/Pod.xib", "c/Legacy/Old.xib", "B.XIB",
        ] {
            try LintTestSupport.write("", to: root.appendingPathComponent(path))
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("loop").path, withDestinationPath: root.path)
        let base = root.path
        var configuration = LintConfiguration(baseDirectory: base)
        configuration.exclude = [GlobPattern("Pods"), GlobPattern("**/Legacy/*.xib")]
        let found = FileDiscovery.discover(paths: [base], configuration: configuration)
        #expect(
            found.files.map { String($0.dropFirst(base.count + 1)) } == [
                "B.XIB", "a.xib", "b/Z.xib", "b/a/Y.storyboard", "c/Main.storyboard",
            ])
        #expect(found.missing.isEmpty)
        // The same run twice gives the same order; an explicit file is kept whatever its extension.
        #expect(FileDiscovery.discover(paths: [base], configuration: configuration) == found)
        let explicit = FileDiscovery.discover(
            paths: [
                root.appendingPathComponent("c/notes.txt").path, base + "/missing.xib", base + "/a.xib",
                base + "/a.xib",
            ],
            configuration: configuration)
        #expect(explicit.files == [root.appendingPathComponent("c/notes.txt").path, base + "/a.xib"])
        #expect(explicit.missing == [base + "/missing.xib"])
        // include keeps only matching files.
        configuration.include = [GlobPattern("c/**")]
        #expect(
            FileDiscovery.discover(paths: [base], configuration: configuration).files == [base + "/c/Main.storyboard"])
    }
}
