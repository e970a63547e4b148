import NibArchive
import NibRuntime
import NibTestSupport
import Testing

@testable import NibKit

/// Every document of the shared corpus (when it is beside the checkout), instantiated the way
/// `nibload --instantiate` does and dropped, leaves none of the objects it built alive: no cycle
/// among controllers, views, constraints, gesture recognisers, bar items, segue templates,
/// stand-ins, the storyboard or its loaders keeps any of them. Complements ``GraphReleaseTests``
/// (one storyboard, 1,000 times) with every document shape of the corpus.
@Suite(.serialized, .enabled(if: PackagePaths.corpus != nil, "the shared corpus is not beside the checkout"))
@MainActor struct CorpusGraphReleaseTests {
    /// Weak references to the objects of one document's loads.
    @MainActor final class Watch {
        /// Every object seen, as often as a pass reports it (an identity seen before may be a new
        /// object at a freed one's address, so duplicates are removed among the living only).
        private(set) var objects: [() -> AnyObject?] = []

        func watch(_ object: AnyObject) {
            // The shared First Responder proxy lives for the process, by design.
            guard !(object is NibFirstResponderProxy) else { return }
            objects.append { [weak object] in object }
            if let controller = object as? ViewController {
                for template in controller.segueTemplates { watch(template) }
            }
        }

        /// The objects still alive, counted by class name.
        var alive: [String: Int] {
            var counts: [String: Int] = [:]
            var seen: Set<ObjectIdentifier> = []
            for object in objects.compactMap({ $0() }) where seen.insert(ObjectIdentifier(object)).inserted {
                counts[String(describing: type(of: object)), default: 0] += 1
            }
            return counts
        }
    }

    /// Instantiates one document with every built object watched, in a scope of its own, for a
    /// runner of its own: a decoded window joins the runner its load runs for, else the current
    /// one, which may be another test's (tests run in parallel), and would live on in it. The
    /// other test's runner stays current.
    static func instantiateAndDrop(_ archive: Archive, into watch: Watch) {
        NibInstantiation.builtObjectsObserver = { objects in for object in objects { watch.watch(object) } }
        defer { NibInstantiation.builtObjectsObserver = nil }
        let previous = Runner.current
        let runner = Runner()
        Runner.current = previous
        Runner.binding(runner) { _ = InstantiationReport.instantiateAll(archive: archive) }
    }

    @Test("every corpus document's instantiated graph is released when dropped")
    func corpusGraphsAreReleased() throws {
        let corpus = try #require(PackagePaths.corpus)
        // Another test's runner, current throughout (as when tests run in parallel): nothing the
        // sweep builds may end up in it.
        let foreign = Runner()
        defer { withExtendedLifetime(foreign) {} }
        var survivors: [String] = []
        var watched = 0
        var documents = 0
        var aliveTotal = 0
        var aliveByClass: [String: Int] = [:]
        for path in PackagePaths.corpusFiles {
            let relative = String(path.dropFirst(corpus.count + 1))
            let loaded = ArchiveLoader.load(contentsOf: path, displayName: relative)
            guard loaded.outcome == .ok || loaded.outcome == .errors else { continue }
            let watch = Watch()
            Self.instantiateAndDrop(loaded.archive, into: watch)
            documents += 1
            watched += watch.objects.count
            let alive = watch.alive
            guard !alive.isEmpty else { continue }
            let count = alive.values.reduce(0, +)
            aliveTotal += count
            for (name, n) in alive { aliveByClass[name, default: 0] += n }
            let classes = alive.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            survivors.append("\(relative): \(count) of \(watch.objects.count) alive: \(classes)")
        }
        let byClass = aliveByClass.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(
            separator: ", ")
        #expect(documents > 250 && watched > 10_000)
        #expect(
            survivors.isEmpty,
            "\(aliveTotal) objects alive in \(survivors.count) documents; by class: \(byClass)\n\(survivors.joined(separator: "\n"))"
        )
        print("corpus graph release: \(documents) documents, \(watched) objects watched, \(aliveTotal) alive")
    }
}
