import NibTestSupport
import Testing

/// Golden files of this target, in `Tests/NibDrawTests/Snapshots` (recorded with
/// `NIBLOAD_RECORD_SNAPSHOTS=1`, which fails the run; see `Snapshot`).
enum DrawingSnapshot {
    static let folder = Snapshot.folder(ofTarget: "NibDrawTests")

    static func assert(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    {
        Snapshot.assert(actual, named: name, in: folder, sourceLocation: sourceLocation)
    }
}
