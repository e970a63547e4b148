import Foundation
import Glibc
import NibArchive
import NibPrimitives
import Testing

@testable import NibCompiled

/// A document read from a pipe (`nibload /dev/stdin`): the first bytes, read to tell XML from a
/// compiled nib, are consumed by reading them, and must still reach the reader.
@Suite struct DocumentPipeTests {
    /// Loads `bytes` written into a pipe (closed after them) through `/dev/fd/N`.
    private static func loadThroughPipe(_ bytes: [UInt8]) -> ArchiveLoadResult? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        defer { close(ends[0]) }
        // The samples are far smaller than a pipe's buffer: written whole before reading.
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        guard written == bytes.count else { return nil }
        return DocumentLoader.load(contentsOf: "/dev/fd/\(ends[0])", displayName: "stdin")
    }

    @Test func xmlFromAPipeLoadsAsFromTheFile() throws {
        for sample in ["Samples/storyboard/TabBar.storyboard", "Samples/xib/OwnerOutlets.xib"] {
            let bytes = try #require(FileBytes.read(sample))
            let file = ArchiveLoader.load(contentsOf: sample)
            let piped = try #require(Self.loadThroughPipe(bytes))
            #expect(piped.diagnostics.isEmpty, "\(sample): \(piped.diagnostics)")
            #expect(piped.archive.objects.count == file.archive.objects.count, "\(sample)")
            #expect(piped.archive.connections.count == file.archive.connections.count, "\(sample)")
            #expect(piped.archive.objects.first?.location.line == file.archive.objects.first?.location.line)
        }
    }

    @Test func aCompiledNibFromAPipeLoadsAsFromTheFile() throws {
        let folder = try TemporaryFolder()
        let output = folder.path + "/OwnerOutlets.nib"
        let xml = ArchiveLoader.load(contentsOf: "Samples/xib/OwnerOutlets.xib").archive
        try ArchiveCompiler.write(xml, to: output)
        let bytes = try #require(FileBytes.read(output))
        let piped = try #require(Self.loadThroughPipe(bytes))
        #expect(piped.diagnostics.isEmpty, "\(piped.diagnostics)")
        #expect(piped.archive.objects.count == xml.objects.count)
        #expect(piped.archive.connections.count == xml.connections.count)
    }

    @Test func anEmptyPipeIsAnEmptyDocument() throws {
        let piped = try #require(Self.loadThroughPipe([]))
        #expect(piped.diagnostics.map(\.id.rawValue) == ["empty-document"])
    }
}
