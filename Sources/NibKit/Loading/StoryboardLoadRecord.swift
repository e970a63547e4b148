import NibArchive
import NibDiagnostics

/// One instantiation a storyboard performed: a scene's controller nib or its view nib, with what
/// it did or why it failed. ``InstantiationReport`` sums them, each scene's part once.
struct StoryboardLoadRecord {
    /// Which half of a scene.
    nonisolated enum Part: Hashable {
        case controller
        case view
    }
    let scene: SceneIndex?
    let controller: ObjectIndex
    let part: Part
    /// What the instantiation did, split by the scene each count is about: a controller nib also
    /// builds the scenes its relationship segues adopt, and a scene two containers adopt is built
    /// by both.
    var statisticsByScene: [SceneIndex?: NibLoadStatistics] = [:]
    var diagnostics: [Diagnostic] = []
    var error: NibLoadingError?
}
