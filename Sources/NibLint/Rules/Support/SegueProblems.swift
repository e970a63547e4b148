import NibArchive
import NibDiagnostics

/// What can be wrong with where a segue leads, found once for all the segue rules. Each segue gets
/// at most one problem, checked in this order: the checks of its kind (unwind, relationship, embed)
/// first, then whether its destination is a view controller.
enum SegueProblem: Sendable, Hashable {
    /// A segue other than an unwind segue leads to something that is not a view controller.
    case destinationNotController
    /// An unwind segue does not lead to its scene's Exit.
    case unwindNotToExit
    /// A relationship segue names a relationship its container does not have.
    case unknownRelationship
    /// A relationship segue starts from an object that is not a container controller.
    case relationshipNotFromContainer
    /// A relationship segue leads to its own container, or to a controller that contains it.
    case relationshipCycle
    /// An embed segue does not start from a container view.
    case embedNotFromContainerView
    /// An embed segue leads to a controller that embeds, directly or not, the one it starts from.
    case embedCycle

    /// The problems of one document's segues, with their messages, at the `destination` attribute.
    static func findings(in archive: Archive) -> [(problem: SegueProblem, message: String, location: SourceLocation)] {
        let checker = SegueChecker(archive: archive)
        var found: [(SegueProblem, String, SourceLocation)] = []
        for position in checker.segues {
            let connection = archive.connections[position]
            guard let segue = connection.segue, let destination = connection.destination,
                let (problem, message) = checker.problem(of: connection, segue, destination)
            else { continue }
            found.append((problem, message, connection.location(ofAttribute: "destination")))
        }
        return found
    }

    /// Reports the findings of one problem (what each segue rule's `check` does); the findings of
    /// every problem are found once per document (``DocumentIndex``).
    static func report(_ problem: SegueProblem, in document: LintDocument, into output: inout RuleOutput) {
        for finding in document.index.segueFindings(in: document.archive) where finding.problem == problem {
            output.report(finding.message, at: finding.location)
        }
    }
}

/// The segue checks of one document, by kind.
private struct SegueChecker {
    let archive: Archive
    /// The positions of the segues among the archive's connections (the others are not copied).
    let segues: [Int]
    /// Controller-to-controller edges of embed segues (from the controller enclosing the container view).
    let embedEdges: [ObjectIndex: [ObjectIndex]]
    /// Controller-to-controller edges of relationship segues (from the container).
    let relationshipEdges: [ObjectIndex: [ObjectIndex]]

    init(archive: Archive) {
        self.archive = archive
        let segues = archive.connections.indices.filter { archive.connections[$0].kind == .segue }
        self.segues = segues
        embedEdges = Self.edges(of: .embed, among: segues, in: archive)
        relationshipEdges = Self.edges(of: .relationship, among: segues, in: archive)
    }

    /// The one problem of a segue, with its message.
    func problem(of connection: Connection, _ segue: SegueInfo, _ destination: ObjectIndex) -> (SegueProblem, String)? {
        let target = archive[destination]
        switch segue.kind {
        case .unwind:
            guard target.placeholder != .exit else { return nil }
            return (
                .unwindNotToExit,
                "unwind segue '\(segue.identifier ?? segue.unwindAction ?? "")' leads to \(IBVocabulary.describe(target)), not to the scene's Exit"
            )
        case .relationship:
            if let found = relationshipProblem(connection, segue, destination) { return found }
        case .embed:
            if let found = embedProblem(connection, segue, destination) { return found }
        default:
            break
        }
        guard !IBVocabulary.isController(target.element) else { return nil }
        return (
            .destinationNotController,
            "\(segue.kindAttribute) segue\(segue.identifier.quotedSuffix) leads to \(IBVocabulary.describe(target)), which is not a view controller"
        )
    }

    private func relationshipProblem(_ connection: Connection, _ segue: SegueInfo, _ destination: ObjectIndex) -> (
        SegueProblem, String
    )? {
        let relationship = segue.relationship ?? .other("")
        guard let source = connection.source else { return nil }
        let container = archive[source]
        guard let allowed = IBVocabulary.relationships[container.element] else {
            return (
                .relationshipNotFromContainer,
                "relationship segue '\(relationship)' starts from \(IBVocabulary.describe(container)), which is not a container controller"
            )
        }
        if !allowed.contains(relationship) {
            let expected = allowed.map(\.ibValue).sorted().map { "'\($0)'" }.joined(separator: ", ")
            return (
                .unknownRelationship,
                "relationship segue '\(relationship)' from \(IBVocabulary.describe(container)) is not a relationship it has\(expected.isEmpty ? "" : " (expected \(expected))")"
            )
        }
        guard Self.reaches(destination, source, along: relationshipEdges) else { return nil }
        let how =
            destination == source
            ? "its own container"
            : "\(IBVocabulary.describe(archive[destination])), which contains \(IBVocabulary.describe(container)) through its own relationships"
        return (
            .relationshipCycle,
            "relationship segue '\(relationship)' from \(IBVocabulary.describe(container)) leads to \(how): the containers would contain each other"
        )
    }

    private func embedProblem(_ connection: Connection, _ segue: SegueInfo, _ destination: ObjectIndex) -> (
        SegueProblem, String
    )? {
        guard let source = connection.source else { return nil }
        if archive[source].element != "containerView" {
            return (
                .embedNotFromContainerView,
                "embed segue starts from \(IBVocabulary.describe(archive[source])), not from a container view"
            )
        }
        guard let controller = IBVocabulary.enclosingController(of: source, in: archive),
            Self.reaches(destination, controller, along: embedEdges)
        else { return nil }
        let how =
            destination == controller
            ? "the controller it starts from"
            : "\(IBVocabulary.describe(archive[destination])), which embeds \(IBVocabulary.describe(archive[controller])) through its own embed segues"
        return (
            .embedCycle,
            "embed segue\(segue.identifier.quotedSuffix) leads to \(how): loading the view would embed forever"
        )
    }

    /// Controller-to-controller edges of one segue kind: embed segues go from the controller that
    /// encloses their container view, relationship segues from their container.
    private static func edges(of kind: SegueKind, among segues: [Int], in archive: Archive) -> [ObjectIndex:
        [ObjectIndex]]
    {
        var edges: [ObjectIndex: [ObjectIndex]] = [:]
        for position in segues where archive.connections[position].segue?.kind == kind {
            let connection = archive.connections[position]
            guard let source = connection.source, let destination = connection.destination,
                let from = IBVocabulary.enclosingController(of: source, in: archive)
            else { continue }
            edges[from, default: []].append(destination)
        }
        return edges
    }

    /// Whether `target` can be reached from `start` along `edges` (`start` itself included).
    private static func reaches(_ start: ObjectIndex, _ target: ObjectIndex, along edges: [ObjectIndex: [ObjectIndex]])
        -> Bool
    {
        var stack = [start]
        var seen: Set<ObjectIndex> = [start]
        while let current = stack.popLast() {
            if current == target { return true }
            for next in edges[current] ?? [] where seen.insert(next).inserted { stack.append(next) }
        }
        return false
    }
}
