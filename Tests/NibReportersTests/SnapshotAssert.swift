import Foundation
import Testing

/// Compares output with an inline golden string. With `NIBLOAD_RECORD_SNAPSHOTS=1` in the
/// environment the actual output is printed between markers instead, so the golden can be pasted in.
func assertSnapshot(
    _ actual: String, matches expected: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    if ProcessInfo.processInfo.environment["NIBLOAD_RECORD_SNAPSHOTS"] == "1" {
        print("----- BEGIN SNAPSHOT \(name) -----\n\(actual)----- END SNAPSHOT \(name) -----")
        return
    }
    #expect(actual == expected, "snapshot '\(name)' differs", sourceLocation: sourceLocation)
}
