import NibJSON
import NibKit

/// Writes a trace to standard output as its events happen (`nibload run`), so that a long run
/// keeps only a bounded number of events in memory; the output is the same as printing the whole
/// trace at the end.
@MainActor
final class TraceStreamWriter {
    private let console: Console
    private let json: Bool
    private var buffer = ""
    private var writer: JSONWriter
    private var wroteAny = false
    /// The text output is written in pieces of about this many bytes.
    private static let pieceSize = 64 * 1024

    init(console: Console, json: Bool) {
        self.console = console
        self.json = json
        writer = JSONWriter { console.outBytes($0) }
    }

    /// Writes one event.
    func write(_ event: TraceEvent) {
        if json {
            if !wroteAny { writer.beginArray() }
            writer.value(event.json)
        } else {
            buffer += event.description
            buffer += "\n"
            if buffer.utf8.count >= Self.pieceSize {
                console.out(buffer)
                buffer = ""
            }
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
        if !buffer.isEmpty { console.out(buffer) }
        buffer = ""
    }
}
