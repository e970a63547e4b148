import Foundation
import Testing

@testable import NibLint

/// Folder listings (one POSIX implementation, `DirectoryEntries`, under lint's `FilePath.entries`):
/// every name once, whatever its length, sorted by UTF-8 bytes, without `.` and `..`.
@Suite struct DirectoryEntriesTests {
    @Test func everyNameOnceSortedByBytes() throws {
        let folder = try LintTestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Names of 1, 255 (the longest a file system allows) and multi-byte lengths: a listing that
        // read names as fixed 256-byte fields would cut or run past the short ones.
        let names = ["b", String(repeating: "x", count: 255), "Ä.xib", "a.storyboard", "Z"]
        for name in names { try LintTestSupport.write("", to: folder.appendingPathComponent(name)) }
        let listed = try #require(FilePath.entries(of: folder.path))
        #expect(listed == ["Z", "a.storyboard", "b", String(repeating: "x", count: 255), "Ä.xib"])
        #expect(FilePath.entries(of: folder.path + "/missing") == nil)
    }
}
