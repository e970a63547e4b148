import Foundation
import NibArchive
import NibPrimitives
import Testing

@testable import NibCompiled

/// A storyboard folder's files are opened relative to the open folder, and a part of unknown size
/// is read with one `read` when it is smaller than the buffer at hand.
@Suite struct CompiledOpenFolderTests {
    private static func bytes(_ count: Int, seed: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ seed) }
    }

    @Test func partsOfEverySizeAreReadWholeWhateverTheCapacity() throws {
        let folder = try TemporaryFolder()
        let sizes = [3000, 40, 70_000, 70_000, 0, 12, 65_536]
        guard let open = OpenFolder(path: folder.path) else {
            Issue.record("cannot open \(folder.path)")
            return
        }
        for (number, size) in sizes.enumerated() {
            let name = "part-\(number).nib"
            let bytes = Self.bytes(size, seed: number)
            #expect(FileBytes.write(bytes, to: folder.path + "/" + name) == nil)
            // Smaller than, equal to and larger than the file.
            for capacity in [1, 100, size, size + 1, 64 * 1024] {
                #expect(open.read(name, capacity: capacity) == bytes, "part \(number), capacity \(capacity)")
            }
            #expect(open.read(name) == bytes, "part \(number)")
            #expect(open.size(of: name) == size)
        }
    }

    @Test func whatIsNoRegularFileIsNotRead() throws {
        let folder = try TemporaryFolder()
        guard let open = OpenFolder(path: folder.path) else {
            Issue.record("cannot open \(folder.path)")
            return
        }
        #expect(open.read("missing.nib", capacity: 100) == nil)
        #expect(open.read("missing.nib") == nil)
        #expect(open.size(of: "missing.nib") == nil)
        try FileManager.default.createDirectory(atPath: folder.path + "/sub.nib", withIntermediateDirectories: false)
        #expect(open.read("sub.nib", capacity: 100) == nil)
        #expect(open.read("sub.nib") == nil)
        #expect(open.size(of: "sub.nib") == nil)
        // A FIFO without a writer neither blocks nor reads as a part.
        #expect(mkfifo(folder.path + "/fifo.nib", 0o644) == 0)
        #expect(open.read("fifo.nib", capacity: 100) == nil)
        #expect(open.read("fifo.nib") == nil)
        #expect(OpenFolder(path: folder.path + "/missing") == nil)
    }

    @Test func anOpenedPathTellsFoldersFromFilesAndReadsThem() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/file.nib"
        let bytes = Self.bytes(5000, seed: 3)
        #expect(FileBytes.write(bytes, to: path) == nil)
        let file = try #require(OpenedPath(path))
        #expect(file.isRegular && !file.isDirectory && file.size == 5000)
        #expect(file.prefix(10) == Array(bytes.prefix(10)))
        #expect(file.bytes() == bytes)
        #expect(file.folder() == nil)
        let opened = try #require(OpenedPath(folder.path))
        #expect(opened.isDirectory && opened.prefix(10) == nil && opened.bytes() == nil)
        #expect(opened.folder()?.read("file.nib") == bytes)
        #expect(opened.folder() == nil)
        #expect(OpenedPath(folder.path + "/missing") == nil)
    }

    /// The descriptors of this process open on `path` (read from `/proc/self/fd`, so that other
    /// tests opening other files meanwhile do not count).
    private static func descriptors(openOn path: String) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) == path
        }
        .count
    }

    @Test func loadingAStoryboardFolderLeavesNoDescriptorOpen() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Closed.storyboardc"
        let xml = ArchiveLoader.load(contentsOf: "Samples/storyboard/Navigation.storyboard").archive
        try ArchiveCompiler.write(xml, to: output)
        let resolved = URL(fileURLWithPath: output).resolvingSymlinksInPath().path
        for _ in 0..<3 {
            #expect(CompiledNibLoader.load(contentsOf: output).archive.objects.count == xml.objects.count)
        }
        #expect(Self.descriptors(openOn: resolved) == 0)
        // The check itself sees a descriptor that is open.
        let open = try #require(OpenFolder(path: output))
        #expect(Self.descriptors(openOn: resolved) == 1)
        withExtendedLifetime(open) {}
    }

    @Test func aStoryboardWithAMissingPartIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/Two.storyboardc"
        let xml = ArchiveLoader.load(contentsOf: "Samples/storyboard/Navigation.storyboard").archive
        try ArchiveCompiler.write(xml, to: output)
        let whole = CompiledNibLoader.load(contentsOf: output)
        #expect(whole.archive.objects.count == xml.objects.count)
        let part = try #require(
            FileManager.default.contentsOfDirectory(atPath: output).sorted().first { $0.hasPrefix("scene-") })
        try FileManager.default.removeItem(atPath: output + "/" + part)
        let loaded = CompiledNibLoader.load(contentsOf: output)
        #expect(loaded.diagnostics.first?.message == "cannot read part '\(part)'")
        #expect(DocumentLoader.load(contentsOf: output).diagnostics.first?.message == "cannot read part '\(part)'")
    }
}
