import NibArchive

/// The scenes of a storyboard as the loader needs them: each scene's controller, and the
/// identifiers that name them.
struct StoryboardScenes {
    /// The controller of each scene, by scene.
    let controllers: [SceneIndex: ObjectIndex]
    /// Identifier → controller: every `storyboardIdentifier`, and the controller-nib name UIKit
    /// synthesises for a scene (`UIViewController-<id>`, `UINavigationController-<id>`).
    private let byIdentifier: [String: ObjectIndex]
    /// The `storyboardIdentifier`s, in document order.
    let identifiers: [String]
    /// The segues written in each scene (relationships excluded), as connection indices in
    /// document order.
    private let seguesByScene: [SceneIndex: [Int]]

    init(archive: Archive) {
        var controllers: [SceneIndex: ObjectIndex] = [:]
        var byIdentifier: [String: ObjectIndex] = [:]
        var identifiers: [String] = []
        for scene in archive.scenes {
            let members = scene.objects
            let controller =
                members.first { archive[$0].attribute("sceneMemberID") == "viewController" }
                ?? members.first { !archive[$0].isPlaceholder }
            guard let controller else { continue }
            controllers[scene.index] = controller
            let record = archive[controller]
            if let identifier = record.attribute("storyboardIdentifier"), !identifier.isEmpty {
                if byIdentifier[identifier] == nil { identifiers.append(identifier) }
                byIdentifier[identifier] = byIdentifier[identifier] ?? controller
            }
            let synthesized = (record.defaultClass ?? record.element) + "-" + record.id
            byIdentifier[synthesized] = byIdentifier[synthesized] ?? controller
        }
        var segues: [SceneIndex: [Int]] = [:]
        for connection in archive.connections where connection.kind == .segue && connection.segue?.kind != .relationship
        {
            guard let source = connection.source, let scene = archive[source].scene else { continue }
            segues[scene, default: []].append(connection.index)
        }
        seguesByScene = segues
        self.controllers = controllers
        self.byIdentifier = byIdentifier
        self.identifiers = identifiers
    }

    /// The controller an identifier names.
    func controller(identifier: String) -> ObjectIndex? { byIdentifier[identifier] }

    /// The segues of a scene.
    func segues(in scene: SceneIndex) -> [Int] { seguesByScene[scene] ?? [] }

    /// Whether an object is the controller of its scene.
    func isController(_ index: ObjectIndex, in archive: Archive) -> Bool {
        guard let scene = archive[index].scene else { return false }
        return controllers[scene] == index
    }
}
