import NibArchive
import NibDiagnostics
import NibTestSupport
import Testing

@testable import NibKit

/// Instantiates every real document of the shared corpus (when it is beside the checkout) the way
/// `nibload --instantiate` does, and checks the connections against an independent count taken
/// from the XML text.
@Suite(.enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
@MainActor struct CorpusInstantiationTests {
    /// Outlet, outlet collection and action elements whose destination is defined in the same scope
    /// (the same storyboard scene, or anywhere in a xib), counted by a plain scan of the text that
    /// shares nothing with the archive interpreter.
    static func sameScopeConnections(in text: String, isStoryboard: Bool) -> Int {
        var scenes: [String: Int] = [:]
        var connections: [(scene: Int, destination: String)] = []
        var stack: [Substring] = []
        var scene = -1
        var sceneCount = 0
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            if text[open...].hasPrefix("<!--") {
                guard let end = text[open...].range(of: "-->") else { break }
                index = end.upperBound
                continue
            }
            guard let close = text[open...].firstIndex(of: ">") else { break }
            let tag = text[text.index(after: open)..<close]
            index = text.index(after: close)
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                if tag.dropFirst() == "scene" { scene = -1 }
                _ = stack.popLast()
                continue
            }
            let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
            let selfClosing = tag.hasSuffix("/")
            if name == "scene" {
                scene = sceneCount
                sceneCount += 1
            }
            if let id = attribute("id", in: tag) { scenes[id] = scenes[id] ?? scene }
            if ["outlet", "outletCollection", "action"].contains(name), stack.last == "connections",
                let destination = attribute("destination", in: tag) ?? attribute("target", in: tag)
            {
                connections.append((scene, destination))
            }
            if !selfClosing { stack.append(name) }
        }
        return connections.filter { connection in
            guard let defined = scenes[connection.destination] else { return false }
            return !isStoryboard || defined == connection.scene
        }.count
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: " " + name + "=\"") else { return nil }
        let rest = tag[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    @Test("every corpus document instantiates; CocoaTouch and AppleTV ones connect every same-scope outlet and action")
    func sweep() throws {
        let corpus = try #require(PackagePaths.corpus)
        var problems: [String] = []
        var totals = NibLoadStatistics()
        var instantiated = 0
        var cocoaTouch = 0
        var appKit = 0
        for path in PackagePaths.corpusFiles {
            let relative = String(path.dropFirst(corpus.count + 1))
            let loaded = ArchiveLoader.load(contentsOf: path, displayName: relative)
            guard loaded.outcome == .ok || loaded.outcome == .errors else { continue }
            let archive = loaded.archive
            let report = InstantiationReport.instantiateAll(archive: archive)
            instantiated += 1
            totals += report.statistics
            let errors = report.diagnostics.filter { $0.severity == .error }
            switch archive.document.family {
            case .cocoaTouch:
                cocoaTouch += 1
                if let first = errors.first { problems.append("\(relative): \(errors.count) errors, first: \(first)") }
                guard let text = FileSystem.read(path) else { continue }
                // A legacy archive's connection records are all in one scope: every one is connected.
                let expected =
                    archive.isLegacyFormat
                    ? text.components(separatedBy: #"class="IBConnectionRecord""#).count - 1
                    : Self.sameScopeConnections(in: text, isStoryboard: archive.document.isStoryboard)
                let connected = report.statistics.outlets + report.statistics.actions
                if connected != expected {
                    problems.append(
                        "\(relative): connected \(connected), the XML has \(expected) same-scope connections")
                }
            case .appKit:
                appKit += 1
                if let first = errors.first { problems.append("\(relative): \(errors.count) errors, first: \(first)") }
            case .watchKit, .unknown:
                break
            }
        }
        #expect(problems.isEmpty, "\(problems.count) documents:\n\(problems.joined(separator: "\n"))")
        #expect(cocoaTouch > 150 && appKit > 100)
        print(
            "corpus: \(instantiated) documents instantiated (\(cocoaTouch) CocoaTouch/AppleTV, \(appKit) AppKit); "
                + "objects \(totals.objects), attributes \(totals.attributes), outlets \(totals.outlets), "
                + "actions \(totals.actions), awakeFromNib \(totals.awakeFromNib), segue templates \(totals.segueTemplates)"
        )
    }
}
