import NibArchive
import NibTestSupport
import Testing

@testable import NibLoadCLI

/// Every iOS and tvOS storyboard of the shared corpus runs a rotate, memory-warning, background and
/// foreground script in both profiles with exit 0 (from its initial controller, else its first
/// storyboard identifier).
@Suite(.serialized, .enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
@MainActor struct CorpusRunSweepTests {
    @Test(arguments: ["seed", "modern"]) func everyCocoaTouchStoryboardRuns(_ profile: String) {
        var ran = 0
        var failures: [String] = []
        for path in PackagePaths.corpusFiles where path.hasSuffix(".storyboard") {
            let loaded = ArchiveLoader.load(contentsOf: path)
            guard loaded.outcome == .ok || loaded.outcome == .errors, loaded.archive.document.family == .cocoaTouch
            else { continue }
            var arguments = [
                "run", path, "--profile", profile, "--script", "rotate; memory-warning; background; foreground; rotate",
            ]
            if loaded.archive.initialViewController == nil {
                guard
                    let identifier = loaded.archive.objects.lazy.compactMap({
                        $0.attributes[named: "storyboardIdentifier"]
                    }).first
                else { continue }
                arguments += ["--controller", identifier]
            }
            let result = CapturedConsole.run(arguments)
            ran += 1
            if result.status != 0 { failures.append("\(path): exit \(result.status): \(result.err.prefix(300))") }
        }
        #expect(failures.isEmpty, "\(failures.count) storyboards:\n\(failures.joined(separator: "\n"))")
        #expect(ran > 60)
        print("corpus run sweep (\(profile)): \(ran) storyboards, \(failures.count) failures")
    }
}
