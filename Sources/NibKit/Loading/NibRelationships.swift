import NibArchive
import NibDiagnostics

/// Hands containers the controllers their relationship segues adopt, right after the controller
/// nib is built and before runtime attributes, connections and `awakeFromNib` (UIKit decodes them in
/// the container's `init(coder:)`).
enum NibRelationships {
    /// For each built container, its relationship destinations grouped by relationship, in
    /// document order, handed to the container's adoption API.
    ///
    /// A relationship that would make the parent links loop (a container that is its own child, or
    /// whose child already contains it) is not adopted: it becomes a `relationship-cycle` error,
    /// returned and reported to the current runner.
    /// `order` is the pass's members in document order (a superset of the built objects).
    static func adopt(
        built: ObjectIndexTable<AnyObject>, order: [ObjectIndex], proxies: [ObjectIndex: AnyObject], archive: Archive
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for index in order {
            guard let object = built[index], let container = object as? ViewController else { continue }
            var children: [ViewController] = []
            for connection in archive.connections(from: index) {
                guard connection.kind == .segue, connection.segue?.kind == .relationship,
                    let destination = connection.destination,
                    let child = (built[destination] ?? proxies[destination]) as? ViewController
                else { continue }
                guard !container.wouldLoop(adopting: child) else {
                    let problem = Diagnostic.relationshipCycle(
                        connection.segue?.relationship.map { "\($0)" }, of: archive[index].id,
                        destination: archive[destination].id,
                        isSelf: child === container, at: connection.location)
                    problems.append(problem)
                    Runner.forNewObjects?.report(problem)
                    continue
                }
                children.append(child)
            }
            if children.isEmpty {
                // A xib archives a container's children inline, in its `viewControllers`.
                children = archive.members(ofCollection: SegueRelationship.viewControllers.ibValue, of: index)
                    .compactMap { built[$0] as? ViewController }
            }
            guard !children.isEmpty else { continue }
            switch object {
            case let navigation as NavigationController: navigation.adoptRelationshipChildren(children)
            case let tabs as TabBarController: tabs.adoptRelationshipChildren(children)
            case let split as SplitViewController: split.adoptRelationshipChildren(children)
            case let pages as PageViewController: pages.setViewControllers(children, animated: false)
            default: NibContainerAdoption.adopt(children, by: object)
            }
        }
        return problems
    }
}

extension Diagnostic {
    /// `relationship-cycle`: a relationship segue naming its own container or one containing it.
    nonisolated static func relationshipCycle(
        _ relationship: String?, of container: String, destination: String, isSelf: Bool, at location: SourceLocation
    ) -> Diagnostic {
        let name = relationship.map { "'\($0)' " } ?? ""
        let how = isSelf ? "names the controller itself" : "names a controller that already contains it"
        return Diagnostic(
            id: .relationshipCycle, severity: .error,
            message: "the \(name)relationship of '\(container)' \(how) ('\(destination)'); it is not adopted",
            location: location)
    }
}
