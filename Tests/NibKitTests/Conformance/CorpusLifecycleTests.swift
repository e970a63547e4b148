import NibArchive
import NibScript
import NibTestSupport
import Testing

@testable import NibKit

/// Every iOS and tvOS storyboard of the shared corpus (when it is beside the checkout) shows its
/// initial controller in a phone-size window and runs a rotate, memory-warning and background
/// script without an error, in both profiles and both memory policies, as `nibload run` would; and
/// every controller's appearance callbacks stay balanced while it does.
@Suite(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
@MainActor struct CorpusLifecycleTests {
    static let script = "rotate; memory-warning; rotate; background; foreground; memory-warning"

    @Test("every CocoaTouch storyboard with an initial controller runs rotate, memory warning and background cleanly")
    func sweep() throws {
        let corpus = try #require(PackagePaths.corpus)
        var problems: [String] = []
        var ran = 0
        for path in PackagePaths.corpusFiles where path.hasSuffix(".storyboard") {
            let relative = String(path.dropFirst(corpus.count + 1))
            let loaded = ArchiveLoader.load(contentsOf: path, displayName: relative)
            guard loaded.outcome == .ok || loaded.outcome == .errors, loaded.archive.document.isStoryboard,
                loaded.archive.document.family == .cocoaTouch, loaded.archive.initialViewController != nil
            else { continue }
            let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
            for (profile, memory) in [(Profile.modern, MemoryPolicy.modern), (.seed, .legacyIOS5)] {
                let storyboard = Storyboard(archive: loaded.archive, storyboardFolder: folder, options: .commandLine)
                let session: LifecycleSession
                do {
                    session = try LifecycleSession(
                        profile: profile, memoryPolicy: memory,
                        root: {
                            try storyboard.instantiateInitialViewController()
                        }, instantiate: { try storyboard.instantiateViewController(identifier: $0) })
                } catch {
                    problems.append("\(relative) [\(profile)]: cannot show the initial controller: \(error)")
                    continue
                }
                let result = session.run(Self.script, file: "--script")
                if let error = result.error { problems.append("\(relative) [\(profile)]: \(error.message)") }
                let errors = session.diagnostics.filter { $0.severity == .error }
                if let first = errors.first {
                    problems.append("\(relative) [\(profile)]: \(errors.count) errors, first: \(first)")
                }
                let ledger = AppearanceLedger(session.events)
                if let violation = ledger.violations.first {
                    problems.append("\(relative) [\(profile)]: unbalanced: \(violation)")
                }
            }
            ran += 1
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        #expect(ran > 50)
        print("corpus lifecycle: \(ran) storyboards ran '\(Self.script)' in both profiles")
    }
}
