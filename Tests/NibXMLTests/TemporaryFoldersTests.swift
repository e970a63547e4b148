import Foundation
import NibTestSupport
import Testing

/// The tests' temporary folders are listed and removed, so that a test run leaves nothing in the
/// system's temporary folder.
@Suite struct TemporaryFoldersTests {
    @Test func aListRemovesItsFoldersWithWhatTheyHold() throws {
        let folders = TemporaryFolders()
        let first = try folders.make("nibload-folders-test")
        let second = try folders.make("nibload-folders-test")
        #expect(first != second)
        #expect(first.hasPrefix(NSTemporaryDirectory() + "nibload-folders-test-"))
        try FileSystem.write("text", to: first + "/inner/file.txt")
        #expect(FileSystem.isDirectory(first) && FileSystem.isDirectory(second))
        #expect(folders.listed == [first, second])
        folders.removeAll()
        #expect(!FileManager.default.fileExists(atPath: first))
        #expect(!FileManager.default.fileExists(atPath: second))
        #expect(folders.listed.isEmpty)
    }

    @Test func theTestsFoldersAreListedForRemovalAtExit() throws {
        let folder = try FileSystem.temporaryFolder("nibload-folders-test")
        #expect(FileSystem.isDirectory(folder))
        #expect(TemporaryFolders.process.listed.contains(folder))
    }
}
