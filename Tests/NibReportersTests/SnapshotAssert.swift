import NibTestSupport
import Testing

/// Compares a reporter's output with its golden file in `Tests/NibReportersTests/Snapshots`
/// (recorded with `NIBLOAD_RECORD_SNAPSHOTS=1`, which fails the run; see `Snapshot`).
func assertSnapshot(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    Snapshot.assert(
        actual, named: name, in: Snapshot.folder(ofTarget: "NibReportersTests"), sourceLocation: sourceLocation)
}
