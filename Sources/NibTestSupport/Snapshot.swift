import Foundation
package import Testing

/// Golden-file comparison: the expected text lives in a test target's `Snapshots/` folder.
/// Set `NIBLOAD_RECORD_SNAPSHOTS=1` to write the actual output instead of comparing; a recording
/// run then fails every assertion it recorded, so it is never mistaken for a passing run.
package enum Snapshot {
    /// Whether this run records snapshots (`NIBLOAD_RECORD_SNAPSHOTS=1`).
    package static var isRecording: Bool { ProcessInfo.processInfo.environment["NIBLOAD_RECORD_SNAPSHOTS"] == "1" }

    /// The `Snapshots/` folder of a test target, e.g. `folder(ofTarget: "NibReportersTests")`.
    package static func folder(ofTarget target: String) -> String {
        PackagePaths.root + "/Tests/" + target + "/Snapshots"
    }

    /// Compares `actual` with the snapshot file; when recording, writes it and records a failure.
    /// - Parameters:
    ///   - actual: The output.
    ///   - name: The file name inside the snapshot folder.
    ///   - folder: The snapshot folder (absolute).
    package static func assert(
        _ actual: String, named name: String, in folder: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let path = folder + "/" + name
        if isRecording {
            do {
                try FileSystem.write(actual, to: path)
                Issue.record(
                    "recorded snapshot \(name); run again without NIBLOAD_RECORD_SNAPSHOTS",
                    sourceLocation: sourceLocation)
            } catch {
                Issue.record("cannot record snapshot \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = FileSystem.read(path) else {
            Issue.record(
                "missing snapshot \(path); run with NIBLOAD_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
            var firstDifference = 0
            while firstDifference < min(expectedLines.count, actualLines.count),
                expectedLines[firstDifference] == actualLines[firstDifference]
            {
                firstDifference += 1
            }
            let want = firstDifference < expectedLines.count ? String(expectedLines[firstDifference]) : "<end>"
            let got = firstDifference < actualLines.count ? String(actualLines[firstDifference]) : "<end>"
            Issue.record(
                "snapshot \(name) differs at line \(firstDifference + 1):\n  expected: \(want)\n  actual:   \(got)",
                sourceLocation: sourceLocation)
        }
    }
}
