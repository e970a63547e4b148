import Foundation
import NibTestSupport
import Synchronization
import Testing

@testable import NibLoadCLI

/// `nibload run`'s text trace goes to standard output as UTF-8 bytes, in pieces of whole lines: no
/// `String` is built per line or per piece.
@Suite(.serialized) @MainActor struct TraceStreamWriterTests {
    @Test func textTraceIsWrittenAsBytesInWholeLines() {
        _ = FileManager.default.changeCurrentDirectoryPath(PackagePaths.root)
        let script = Array(repeating: "push Detail; memory-warning", count: 80).joined(separator: "; ")
        let arguments = ["run", "Samples/storyboard/Navigation.storyboard", "--script", script]
        let pieces = Mutex<[String]>([])
        let strings = Mutex(0)
        let console = Console(
            out: { _ in strings.withLock { $0 += 1 } }, err: { _ in },
            outBytes: { bytes in
                let piece = String(decoding: bytes, as: UTF8.self)
                pieces.withLock { $0.append(piece) }
            }, outputIsTerminal: false, errorIsTerminal: false)
        #expect(NibLoadTool.run(arguments, console: console) == 0)
        let written = pieces.withLock { $0 }
        #expect(strings.withLock { $0 } == 0)
        // 80 warnings over a growing stack: about 3,400 lines, 110 KB, so more than one piece.
        #expect(written.count >= 2)
        #expect(written.allSatisfy { $0.hasSuffix("\n") && $0.utf8.count <= 64 * 1024 + 4096 })
        #expect(written.joined() == CapturedConsole.run(arguments).out)
    }
}
