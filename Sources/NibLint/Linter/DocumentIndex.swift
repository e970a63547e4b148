import NibArchive
import NibDiagnostics
import NibXML
internal import Synchronization

/// What several rules of one document compute the same way, computed once for all of them on first
/// use (the rules of a document run one after another, so the lock is never contended).
final class DocumentIndex: Sendable {
    /// One segue problem, with its message, at the segue's `destination` attribute.
    typealias SegueFinding = (problem: SegueProblem, message: String, location: SourceLocation)

    private let segueFindings = Mutex<[SegueFinding]?>(nil)
    private let unreachableScenes = Mutex<[DeadScene]?>(nil)
    private let storyboardIdentifiers = Mutex<[(object: ObjectIndex, attribute: ArchivedAttribute)]?>(nil)

    init() {}

    /// The problems of the document's segues (``SegueProblem/findings(in:)``), found once.
    func segueFindings(in archive: Archive) -> [SegueFinding] {
        segueFindings.withLock { cached in
            if let cached { return cached }
            let found = SegueProblem.findings(in: archive)
            cached = found
            return found
        }
    }

    /// The objects with a `storyboardIdentifier` attribute, in document order, with the attribute.
    /// - Parameters:
    ///   - archive: The document's archive.
    ///   - mentioned: Whether the document may have the attribute at all (``LintDocument/mayMention(_:)``).
    func storyboardIdentifiers(in archive: Archive, mentioned: Bool) -> [(
        object: ObjectIndex, attribute: ArchivedAttribute
    )] {
        storyboardIdentifiers.withLock { cached in
            if let cached { return cached }
            var found: [(object: ObjectIndex, attribute: ArchivedAttribute)] = []
            for position in archive.objects.indices where mentioned {
                guard let attribute = archive.objects[position].attributes.attribute(named: "storyboardIdentifier")
                else {
                    continue
                }
                found.append((ObjectIndex(position), attribute))
            }
            cached = found
            return found
        }
    }

    /// The storyboard's scenes that nothing can show (``DeadDocuments/unreachableScenes(in:tree:)``), found once.
    func unreachableScenes(in archive: Archive, tree: XMLTree) -> [DeadScene] {
        unreachableScenes.withLock { cached in
            if let cached { return cached }
            let found = DeadDocuments.unreachableScenes(in: archive, tree: tree)
            cached = found
            return found
        }
    }
}
