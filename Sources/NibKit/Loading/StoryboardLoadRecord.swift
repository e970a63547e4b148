import NibArchive
import NibDiagnostics

/// One instantiation a storyboard performed: a scene's controller nib or its view nib, with what
/// it did or why it failed. ``InstantiationReport`` sums them.
struct StoryboardLoadRecord {
    /// Which half of a scene.
    enum Part: Hashable {
        case controller
        case view
    }
    let scene: SceneIndex?
    let controller: ObjectIndex
    let part: Part
    var statistics = NibLoadStatistics()
    var diagnostics: [Diagnostic] = []
    var error: NibLoadingError?
}
