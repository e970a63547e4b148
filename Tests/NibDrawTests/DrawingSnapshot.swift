import Foundation
import NibTestSupport
import Testing

/// Golden files of this target, in `Tests/NibDrawTests/Snapshots`. Recording
/// (`NIBLOAD_RECORD_SNAPSHOTS=1`) writes them and fails the test, so that a recording run is never
/// mistaken for a passing one.
enum DrawingSnapshot {
    static let folder = PackagePaths.root + "/Tests/NibDrawTests/Snapshots"

    static func assert(_ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        Snapshot.assert(actual, named: name, in: folder, sourceLocation: sourceLocation)
        if ProcessInfo.processInfo.environment["NIBLOAD_RECORD_SNAPSHOTS"] == "1" {
            Issue.record("recorded \(name); run again without NIBLOAD_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        }
    }
}
