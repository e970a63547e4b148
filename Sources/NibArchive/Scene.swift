public import NibDiagnostics
public import NibPrimitives

/// A storyboard scene: one controller with its top-level companions (First Responder, Exit, …).
public struct Scene: Sendable {
    /// Its position in ``Archive/scenes``.
    public let index: SceneIndex
    /// `sceneID`.
    public let sceneID: String
    /// The scene's top-level objects (the direct children of its `<objects>`), in document order.
    public internal(set) var objects: [ObjectIndex]
    /// `canvasLocation`, where IB draws the scene.
    public internal(set) var canvasLocation: Point?
    /// Where the `<scene>` element starts.
    public let location: SourceLocation
}
