import NibJSON
import NibKit

/// Writes a trace to standard output as its events happen (`nibload run`), so that a long run
/// keeps only a bounded number of events in memory; the output is the same as printing the whole
/// trace at the end.
@MainActor
final class TraceStreamWriter {
    private let json: Bool
    private var text: ByteOutput
    private var writer: JSONWriter
    private var wroteAny = false
    /// The text output is written in pieces of about this many bytes, each ending a line.
    private static let pieceSize = 64 * 1024

    init(console: Console, json: Bool) {
        self.json = json
        writer = JSONWriter { console.outBytes($0) }
        text = ByteOutput(chunkSize: Self.pieceSize) { console.outBytes($0) }
    }

    /// Writes one event.
    func write(_ event: TraceEvent) {
        if json {
            if !wroteAny { writer.beginArray() }
            writer.value(event.json)
        } else {
            text.append { event.appendLine(to: &$0) }
            text.newline()
        }
        wroteAny = true
    }

    /// Ends the output (the JSON array's end).
    func finish() {
        if json {
            if !wroteAny { writer.beginArray() }
            writer.endArray()
            writer.finish()
        }
        text.flush()
    }
}
